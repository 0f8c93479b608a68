/**
 * What the creator can do for one post of their work now: decided by the shared content machine
 * (`contentMoveRefusal`, the same rules the API applies), the work's state and whether it has pre-approval.
 */
import type { Assignment, AssignmentPost } from '@app/shared/assignments';
import { contentMoveRefusal } from '@app/shared/content';

export type PostAction =
  /** The work waits for its contract's signature: nothing can be submitted yet. */
  | { kind: 'contract' }
  /** The work is cancelled: nothing more can be submitted. */
  | { kind: 'closed' }
  /** A draft for review: the first round, or the next after changes were requested. */
  | { kind: 'draft'; round: number }
  /** The live link: after approval, after a rejected link, or straight away without pre-approval. */
  | { kind: 'live'; first: boolean }
  /** The brand has the draft or the link. */
  | { kind: 'wait' }
  /** Verified: the post is done. */
  | { kind: 'done' };

export function postAction(assignment: Pick<Assignment, 'status' | 'pre_approval'>, post: AssignmentPost): PostAction {
  const content = post.content;
  if (content?.status === 'VERIFIED') return { kind: 'done' };
  if (assignment.status === 'AWAITING_CONTRACT') return { kind: 'contract' };
  if (assignment.status !== 'ACTIVE') return { kind: 'closed' };
  const state = content?.status ?? 'NEW';
  // The round cap only limits the brand's "request changes"; a creator's submission is never refused for it.
  const context = { pre_approval: assignment.pre_approval, round: content?.round ?? 0, max_rounds: Infinity };
  if (!contentMoveRefusal(state, 'SUBMIT', 'CREATOR', context))
    return { kind: 'draft', round: (content?.round ?? 0) + 1 };
  if (!contentMoveRefusal(state, 'SUBMIT_LIVE', 'CREATOR', context)) return { kind: 'live', first: !content };
  return { kind: 'wait' };
}
