/**
 * Assignments (modules/assignments): the work a creator agreed to, from an accepted campaign invitation or an
 * accepted bid, one per channel and post type, at an amount in minor units (decision 017). Content (content.ts)
 * hangs on them: one item per post.
 */
import { z } from 'zod';
import { CONTENT_STATUSES, contentRequirementsSchema } from './content';
import { minorValue } from './money-schemas';
import type { Party, TransitionTable } from './state-machine';

/**
 * AWAITING_CONTRACT: the campaign asks for a signature and the creator has not signed yet; no content is
 * submitted (and nothing paid) until they do. ACTIVE: the work is on. CANCELLED: the contract was declined or
 * voided, or the campaign cancelled. COMPLETED: every post verified.
 */
export const ASSIGNMENT_STATUSES = ['AWAITING_CONTRACT', 'ACTIVE', 'CANCELLED', 'COMPLETED'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  AWAITING_CONTRACT: 'Sign the contract to start',
  ACTIVE: 'In progress',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
};

/** One post of an assignment as its lists show it: its content item's state, or none yet. */
export const assignmentPostSchema = z.object({
  post_index: z.number().int(),
  due_at: z.string().nullable(),
  content: z
    .object({
      id: z.string(),
      status: z.enum(CONTENT_STATUSES),
      round: z.number().int(),
      late: z.boolean(),
    })
    .nullable(),
});
export type AssignmentPost = z.infer<typeof assignmentPostSchema>;

export const assignmentSchema = z
  .object({
    id: z.string(),
    source: z.enum(['CAMPAIGN', 'JOB']),
    campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** For work agreed on a bid: the job and the bid. */
    job: z.object({ id: z.string(), name: z.string(), bid_id: z.string() }).nullable(),
    channel: z.string(),
    post_content_type: z.string(),
    posts: z.number(),
    amount_minor: minorValue(),
    currency: z.string(),
    status: z.enum(ASSIGNMENT_STATUSES),
    /** Whether drafts are reviewed before posting (the campaign's `pre_approval`; jobs: on). */
    pre_approval: z.boolean(),
    /** The contract to sign while AWAITING_CONTRACT. */
    contract: z.object({ id: z.string(), title: z.string() }).nullable(),
    /** One entry per post, with its content's state. */
    content: z.array(assignmentPostSchema),
    /** What the brief asks of each post (handles and hashtags for this channel, do's and don'ts). */
    requirements: contentRequirementsSchema,
    created_at: z.string(),
  })
  .meta({ id: 'Assignment' });
export type Assignment = z.infer<typeof assignmentSchema>;

/** The brand's view: the assignment with its creator. */
export const companyAssignmentSchema = assignmentSchema
  .extend({ creator: z.object({ id: z.number().int(), name: z.string() }) })
  .meta({ id: 'CompanyAssignment' });
export type CompanyAssignment = z.infer<typeof companyAssignmentSchema>;

export const ASSIGNMENT_MOVES = ['CONTRACT_SIGNED', 'CANCEL', 'COMPLETE'] as const;
export type AssignmentMove = (typeof ASSIGNMENT_MOVES)[number];

/**
 * The assignment state machine (docs/state-machines.md): an assignment waits for its contract's signature when the
 * campaign asks for one, starts once every contract is signed, ends cancelled when a contract is declined or
 * voided (or the campaign is cancelled), and completes when every post is verified. The moves follow other
 * machines' events, so the server makes them (assignments.service), never a request of their own.
 */
export const ASSIGNMENT_TRANSITIONS: TransitionTable<AssignmentStatus, AssignmentMove, Party> = [
  { from: 'AWAITING_CONTRACT', move: 'CONTRACT_SIGNED', to: 'ACTIVE', who: ['CREATOR'] },
  { from: 'AWAITING_CONTRACT', move: 'CANCEL', to: 'CANCELLED', who: ['BRAND', 'CREATOR'] },
  { from: 'ACTIVE', move: 'CANCEL', to: 'CANCELLED', who: ['BRAND', 'CREATOR'] },
  { from: 'ACTIVE', move: 'COMPLETE', to: 'COMPLETED', who: ['BRAND'] },
];

/**
 * When post `index` (from 1) is due: the date of its subtask (the creator's subtasks in date order),
 * else the work's end.
 */
export function postDueDate(index: number, subtaskDates: readonly Date[], end: Date | null): Date | null {
  return subtaskDates[index - 1] ?? end;
}
