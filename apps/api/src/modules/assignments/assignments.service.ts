/**
 * Assignments: the work a creator has agreed to, one row per channel and post type, at an agreed amount in
 * minor units. This module alone writes them: `createFromBid` (an accepted bid, in the bid's transaction),
 * `createFromInvitation` (an accepted campaign invitation, in the invitation's transaction), `followContracts`
 * (a contract signed, declined or voided) and `completeIfVerified` (content). The state machine is the shared
 * ASSIGNMENT_TRANSITIONS, enforced in `moveAssignments`. It also answers what the work is (`workContext`): the
 * content module's rules read it.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ASSIGNMENT_TRANSITIONS,
  postDueDate,
  type Assignment,
  type AssignmentMove,
  type AssignmentPost,
  type CompanyAssignment,
} from '@app/shared/assignments';
import type { CaptionRequirements } from '@app/shared/content';
import type { OfferLine } from '@app/shared/jobs';
import { statesAllowing, transitionOf, type Party } from '@app/shared/state-machine';
import type { Actor, CreatorActor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { assignments } from '../../db/schema/assignments';
import {
  campaigns,
  campaignSubtaskCreators,
  campaignSubtasks,
  campaignTaskCreators,
  campaignTasks,
} from '../../db/schema/campaigns';
import { contentItems } from '../../db/schema/content';
import { contracts } from '../../db/schema/contracts';
import { creators } from '../../db/schema/creators';
import { jobs, jobTasks } from '../../db/schema/jobs';
import type { Deps } from '../../deps';
import { isUuid } from '../../errors';
import { authorize, companyTree } from '../companies/access';
import { requireCreatorId } from '../creator-accounts/accounts.service';

type AssignmentRow = typeof assignments.$inferSelect;

const LIST_LIMIT = 500;
const DAY_MS = 86_400_000;
const PERIOD_DAYS = { day: 1, week: 7, month: 30 } as const;

/** An accepted bid: one assignment per line of the agreed offer, for as many posts as the job asks of it. */
export async function createFromBid(
  tx: Tx,
  input: { bid_id: string; job_id: string; creator_id: number; currency: string; agreed: OfferLine[] },
): Promise<void> {
  const tasks = await tx
    .select({ channel: jobTasks.channel, postContentType: jobTasks.postContentType })
    .from(jobTasks)
    .where(eq(jobTasks.jobId, input.job_id));
  await tx.insert(assignments).values(
    input.agreed.map((line) => ({
      creatorId: input.creator_id,
      source: 'JOB' as const,
      jobId: input.job_id,
      jobBidId: input.bid_id,
      channel: line.channel,
      postContentType: line.post_content_type,
      posts: tasks.filter((t) => t.channel === line.channel && t.postContentType === line.post_content_type).length,
      amountMinor: line.amount_minor,
      currency: input.currency,
    })),
  );
}

/**
 * An accepted campaign invitation: one assignment per task of the creator, at the cost the campaign computed.
 * While a contract of the creator still awaits their signature the work waits for it (AWAITING_CONTRACT).
 */
export async function createFromInvitation(
  tx: Tx,
  input: { campaign_id: string; creator_id: number; currency: string },
): Promise<void> {
  const tasks = await tx
    .select({ task: campaignTasks, cost: campaignTaskCreators.costMinor })
    .from(campaignTasks)
    .innerJoin(
      campaignTaskCreators,
      and(eq(campaignTaskCreators.taskId, campaignTasks.id), eq(campaignTaskCreators.creatorId, input.creator_id)),
    )
    .where(eq(campaignTasks.campaignId, input.campaign_id))
    .orderBy(asc(campaignTasks.position));
  if (!tasks.length) return;
  const [unsigned] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(creatorContractsIn(input.campaign_id, input.creator_id, 'PENDING_SIGNATURE'))
    .limit(1);
  await tx.insert(assignments).values(
    tasks.map(({ task, cost }) => ({
      creatorId: input.creator_id,
      source: 'CAMPAIGN' as const,
      campaignId: input.campaign_id,
      campaignTaskId: task.id,
      channel: task.channel,
      postContentType: task.postContentType,
      posts: task.numberOfPosts,
      amountMinor: cost,
      currency: input.currency,
      status: unsigned ? ('AWAITING_CONTRACT' as const) : ('ACTIVE' as const),
    })),
  );
}

function creatorContractsIn(campaignId: string, creatorId: number, ...statuses: (typeof contracts.status._.data)[]) {
  return and(
    eq(contracts.campaignId, campaignId),
    eq(contracts.creatorId, creatorId),
    statuses.length ? inArray(contracts.status, statuses) : undefined,
  );
}

/**
 * The one place assignments change state: locks the rows, moves those the shared table lets `by` move, leaves
 * the others (a cancelled assignment stays cancelled when a later contract is voided). The ids moved.
 */
async function moveAssignments(tx: Tx, where: SQL, move: AssignmentMove, by: Party): Promise<string[]> {
  const rows = await tx
    .select({ id: assignments.id, status: assignments.status })
    .from(assignments)
    .where(and(where, inArray(assignments.status, statesAllowing(ASSIGNMENT_TRANSITIONS, move))))
    .for('update');
  const moved: string[] = [];
  for (const row of rows) {
    const to = transitionOf(ASSIGNMENT_TRANSITIONS, row.status, move, by)?.to;
    if (!to) continue;
    await tx.update(assignments).set({ status: to }).where(eq(assignments.id, row.id));
    moved.push(row.id);
  }
  return moved;
}

/**
 * A contract of the creator's campaign moved (contracts.service, in its transaction): every contract signed
 * starts the waiting work; one declined or voided cancels the work it governed.
 */
export async function followContracts(
  tx: Tx,
  input: { campaign_id: string; creator_id: number; by: Party },
): Promise<void> {
  const statuses = (
    await tx
      .select({ status: contracts.status })
      .from(contracts)
      .where(creatorContractsIn(input.campaign_id, input.creator_id))
  ).map((c) => c.status);
  const theirs = and(eq(assignments.campaignId, input.campaign_id), eq(assignments.creatorId, input.creator_id))!;
  if (statuses.some((s) => s === 'DECLINED' || s === 'VOID')) await moveAssignments(tx, theirs, 'CANCEL', input.by);
  else if (!statuses.includes('PENDING_SIGNATURE')) await moveAssignments(tx, theirs, 'CONTRACT_SIGNED', 'CREATOR');
}

/** A cancelled campaign cancels its open work (campaigns.service, in the cancelling transaction). */
export async function cancelCampaignWork(tx: Tx, campaignId: string): Promise<string[]> {
  return moveAssignments(tx, eq(assignments.campaignId, campaignId), 'CANCEL', 'BRAND');
}

/** Every post of the assignment verified: the work is complete (content.service, in the verifying transaction). */
export async function completeIfVerified(tx: Tx, assignmentId: string): Promise<boolean> {
  const [work] = await tx
    .select({ posts: assignments.posts })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  const [done] = await tx
    .select({ n: count() })
    .from(contentItems)
    .where(and(eq(contentItems.assignmentId, assignmentId), eq(contentItems.status, 'VERIFIED')));
  if (!work || (done?.n ?? 0) < work.posts) return false;
  return (await moveAssignments(tx, eq(assignments.id, assignmentId), 'COMPLETE', 'BRAND')).length > 0;
}

/** What the content rules need to know of an assignment: whose work, for which brand, under which terms. */
export interface WorkContext {
  assignment: AssignmentRow;
  /** The brand (company) the campaign or job belongs to. */
  companyId: string;
  preApproval: boolean;
  /** Whether an agency's approval waits for the brand's own (campaign `advertiser_pre_approval`). */
  advertiserPreApproval: boolean;
  maxRounds: number;
  /** Due date of each post, index 0 for post 1. */
  dueDates: (Date | null)[];
  campaign: { id: string; name: string } | null;
  job: { id: string; name: string } | null;
  /** What the brief asks of the post, for the caption check and the reviewer's page. */
  requirements: CaptionRequirements & {
    call_to_action: string;
    key_selling_points: string[];
    content_creation_steps: string[];
    extra_instructions: string;
  };
  /** The contract to sign while the work waits for it. */
  contract: { id: string; title: string } | null;
}

/** A job's work ends this long after its estimated start (its period times its duration). */
function jobEnd(job: typeof jobs.$inferSelect): Date {
  return new Date(job.estimatedStartAt.getTime() + PERIOD_DAYS[job.campaignPeriod] * job.campaignDuration * DAY_MS);
}

/** The creator's subtask dates on a task, in date order. */
async function subtaskDates(db: Db | Tx, taskId: string, creatorId: number): Promise<Date[]> {
  const rows = await db
    .select({ endAt: campaignSubtasks.endAt })
    .from(campaignSubtasks)
    .innerJoin(
      campaignSubtaskCreators,
      and(eq(campaignSubtaskCreators.subtaskId, campaignSubtasks.id), eq(campaignSubtaskCreators.creatorId, creatorId)),
    )
    .where(eq(campaignSubtasks.taskId, taskId))
    .orderBy(asc(campaignSubtasks.endAt));
  return rows.map((r) => r.endAt);
}

/** The brief's parts a campaign's work reads; a job has none (null). */
interface BriefParts {
  handles: { channel: string; text: string }[] | null;
  hashtags: { channel: string; text: string }[] | null;
  callToAction: string | null;
  sellingPoints: string[] | null;
  steps: string[] | null;
  extra: string | null;
}

/** What the brief asks of a post on `channel`: its handles and hashtags for the channel, its do's and don'ts. */
function requirementsOf(brief: BriefParts | null, channel: string): WorkContext['requirements'] {
  const forChannel = (list: { channel: string; text: string }[] | null) =>
    (list ?? []).filter((h) => h.channel === channel).map((h) => h.text);
  return {
    handles: forChannel(brief?.handles ?? null),
    hashtags: forChannel(brief?.hashtags ?? null),
    call_to_action: brief?.callToAction ?? '',
    key_selling_points: (brief?.sellingPoints ?? []).filter(Boolean),
    content_creation_steps: (brief?.steps ?? []).filter(Boolean),
    extra_instructions: brief?.extra ?? '',
  };
}

/** The assignment and its terms; null when there is no such assignment. */
export async function workContext(db: Db | Tx, assignmentId: string): Promise<WorkContext | null> {
  if (!isUuid(assignmentId)) return null;
  const [row] = await db
    .select({ assignment: assignments, campaign: campaigns, task: campaignTasks, job: jobs })
    .from(assignments)
    .leftJoin(campaigns, eq(campaigns.id, assignments.campaignId))
    .leftJoin(campaignTasks, eq(campaignTasks.id, assignments.campaignTaskId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .where(eq(assignments.id, assignmentId));
  if (!row) return null;
  const { assignment, campaign, task, job } = row;
  const posts = Array.from({ length: assignment.posts }, (_, i) => i + 1);
  if (campaign && task) {
    const dates = await subtaskDates(db, task.id, assignment.creatorId);
    const [contract] =
      assignment.status === 'AWAITING_CONTRACT'
        ? await db
            .select({ id: contracts.id, title: contracts.title })
            .from(contracts)
            .where(creatorContractsIn(campaign.id, assignment.creatorId, 'PENDING_SIGNATURE'))
            .orderBy(asc(contracts.createdAt))
            .limit(1)
        : [];
    return {
      assignment,
      companyId: campaign.companyId,
      preApproval: campaign.preApproval,
      advertiserPreApproval: campaign.advertiserPreApproval,
      maxRounds: campaign.maxContentRounds,
      dueDates: posts.map((i) => postDueDate(i, dates, task.endAt)),
      campaign: { id: campaign.id, name: campaign.name },
      job: null,
      requirements: requirementsOf(
        {
          handles: campaign.handles,
          hashtags: campaign.hashtags,
          callToAction: campaign.callToAction,
          sellingPoints: campaign.sellingPoints,
          steps: campaign.contentCreationSteps,
          extra: task.extraInstructions,
        },
        assignment.channel,
      ),
      contract: contract ?? null,
    };
  }
  if (!job) return null;
  return {
    assignment,
    companyId: job.companyId,
    preApproval: job.preApproval,
    advertiserPreApproval: false,
    maxRounds: 3,
    dueDates: posts.map(() => jobEnd(job)),
    campaign: null,
    job: { id: job.id, name: job.name },
    requirements: requirementsOf(null, assignment.channel),
    contract: null,
  };
}

/** Assignments matching `where`, newest first, each with what it was agreed on, its terms and its posts' state. */
async function assignmentsWhere(db: Db | Tx, where: SQL | undefined): Promise<CompanyAssignment[]> {
  const rows = await db
    .select({
      row: assignments,
      campaignName: campaigns.name,
      job: jobs,
      taskEnd: campaignTasks.endAt,
      brief: {
        handles: campaigns.handles,
        hashtags: campaigns.hashtags,
        callToAction: campaigns.callToAction,
        sellingPoints: campaigns.sellingPoints,
        steps: campaigns.contentCreationSteps,
        extra: campaignTasks.extraInstructions,
      },
      preApproval: sql<boolean>`coalesce(${campaigns.preApproval}, ${jobs.preApproval}, true)`,
      creator: { id: creators.id, name: creators.name },
    })
    .from(assignments)
    .innerJoin(creators, eq(creators.id, assignments.creatorId))
    .leftJoin(campaigns, eq(campaigns.id, assignments.campaignId))
    .leftJoin(campaignTasks, eq(campaignTasks.id, assignments.campaignTaskId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .where(where)
    .orderBy(desc(assignments.createdAt))
    .limit(LIST_LIMIT);
  const posts = await postsOf(db, rows);
  const contractsWaiting = await waitingContracts(
    db,
    rows.filter((r) => r.row.status === 'AWAITING_CONTRACT').map((r) => r.row),
  );
  return rows.map(({ row, campaignName, job, preApproval, creator, brief }) => ({
    id: row.id,
    source: row.source,
    campaign: row.campaignId ? { id: row.campaignId, name: campaignName ?? '' } : null,
    job: job && row.jobBidId ? { id: job.id, name: job.name, bid_id: row.jobBidId } : null,
    channel: row.channel,
    post_content_type: row.postContentType,
    posts: row.posts,
    amount_minor: row.amountMinor,
    currency: row.currency,
    status: row.status,
    pre_approval: preApproval,
    contract: contractsWaiting.get(`${row.campaignId}:${row.creatorId}`) ?? null,
    content: posts.get(row.id) ?? [],
    requirements: requirementsOf(brief, row.channel),
    created_at: row.createdAt.toISOString(),
    creator,
  }));
}

/** Each assignment's posts (1..posts) with their due date and content item, if any: three queries in all. */
async function postsOf(
  db: Db | Tx,
  rows: { row: AssignmentRow; taskEnd: Date | null; job: typeof jobs.$inferSelect | null }[],
): Promise<Map<string, AssignmentPost[]>> {
  const result = new Map<string, AssignmentPost[]>();
  if (!rows.length) return result;
  const taskIds = [...new Set(rows.map((r) => r.row.campaignTaskId).filter((id): id is string => !!id))];
  const subtasks = taskIds.length
    ? await db
        .select({
          taskId: campaignSubtasks.taskId,
          creatorId: campaignSubtaskCreators.creatorId,
          endAt: campaignSubtasks.endAt,
        })
        .from(campaignSubtasks)
        .innerJoin(campaignSubtaskCreators, eq(campaignSubtaskCreators.subtaskId, campaignSubtasks.id))
        .where(inArray(campaignSubtasks.taskId, taskIds))
        .orderBy(asc(campaignSubtasks.endAt))
    : [];
  for (const { row, taskEnd, job } of rows) {
    const dates = subtasks
      .filter((s) => s.taskId === row.campaignTaskId && s.creatorId === row.creatorId)
      .map((s) => s.endAt);
    const end = job ? jobEnd(job) : taskEnd;
    result.set(
      row.id,
      Array.from({ length: row.posts }, (_, i) => ({
        post_index: i + 1,
        due_at: postDueDate(i + 1, dates, end)?.toISOString() ?? null,
        content: null,
      })),
    );
  }
  const items = await db
    .select({
      assignmentId: contentItems.assignmentId,
      postIndex: contentItems.postIndex,
      id: contentItems.id,
      status: contentItems.status,
      round: contentItems.round,
      late: contentItems.late,
    })
    .from(contentItems)
    .where(inArray(contentItems.assignmentId, [...result.keys()]));
  for (const item of items) {
    const post = result.get(item.assignmentId)?.[item.postIndex - 1];
    if (post) post.content = { id: item.id, status: item.status, round: item.round, late: item.late };
  }
  return result;
}

/** The first contract awaiting signature of each (campaign, creator) whose work waits for it. */
async function waitingContracts(
  db: Db | Tx,
  waiting: AssignmentRow[],
): Promise<Map<string, { id: string; title: string }>> {
  const result = new Map<string, { id: string; title: string }>();
  const campaignIds = [...new Set(waiting.map((a) => a.campaignId).filter((id): id is string => !!id))];
  if (!campaignIds.length) return result;
  const rows = await db
    .select({
      id: contracts.id,
      title: contracts.title,
      campaignId: contracts.campaignId,
      creatorId: contracts.creatorId,
    })
    .from(contracts)
    .where(and(inArray(contracts.campaignId, campaignIds), eq(contracts.status, 'PENDING_SIGNATURE')))
    .orderBy(asc(contracts.createdAt));
  for (const c of rows) {
    const key = `${c.campaignId}:${c.creatorId}`;
    if (!result.has(key)) result.set(key, { id: c.id, title: c.title });
  }
  return result;
}

/** The creator's agreed work (the Work page): from their accepted invitations and bids. */
export async function creatorAssignments(deps: Pick<Deps, 'db'>, actor: CreatorActor): Promise<Assignment[]> {
  const rows = await assignmentsWhere(deps.db, eq(assignments.creatorId, requireCreatorId(actor)));
  return rows.map(({ creator: _creator, ...assignment }) => assignment);
}

/**
 * The agreed work of a company and everything under it (its brands' campaigns and jobs), optionally of one
 * campaign or job: `company.view` on the company; one the caller cannot reach is "not found".
 */
export async function companyAssignments(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; campaign_id?: string; job_id?: string },
): Promise<CompanyAssignment[]> {
  await authorize(deps, actor, input.company_id, 'company.view');
  if ([input.campaign_id, input.job_id].some((id) => id !== undefined && !isUuid(id))) return [];
  const tree = sql`(with recursive tree as (${companyTree(input.company_id)}) select id from tree)`;
  return assignmentsWhere(
    deps.db,
    and(
      sql`coalesce(${campaigns.companyId}, ${jobs.companyId}) in ${tree}`,
      input.campaign_id ? eq(assignments.campaignId, input.campaign_id) : undefined,
      input.job_id ? eq(assignments.jobId, input.job_id) : undefined,
    ),
  );
}
