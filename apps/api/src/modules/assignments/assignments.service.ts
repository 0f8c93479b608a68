/**
 * Assignments: the work a creator has agreed to, one row per channel and post type, at an agreed amount in
 * minor units. This module alone writes them: `createFromBid` (an accepted bid, in the bid's transaction) and
 * `createFromInvitation` (an accepted campaign invitation, in the invitation's transaction). The creator's
 * Work page and the brand's side read them here; content submissions and payouts will hang on them.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Assignment } from '@app/shared/creator-accounts';
import type { OfferLine } from '@app/shared/jobs';
import type { Actor, CreatorActor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { assignments } from '../../db/schema/assignments';
import { campaigns, campaignTaskCreators, campaignTasks } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { jobs, jobTasks } from '../../db/schema/jobs';
import type { Deps } from '../../deps';
import { isUuid } from '../../errors';
import { authorize, companyTree } from '../companies/access';
import { requireCreatorId } from '../creator-accounts/accounts.service';

/** What the creator's work page and the brand read of one assignment, with the creator for the brand. */
export type CompanyAssignment = Assignment & { creator: { id: number; name: string } };

const LIST_LIMIT = 500;

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

/** An accepted campaign invitation: one assignment per task of the creator, at the cost the campaign computed. */
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
    })),
  );
}

/** Assignments matching `where`, newest first, each with what it was agreed on (campaign or job and bid). */
async function assignmentsWhere(db: Db | Tx, where: SQL | undefined): Promise<CompanyAssignment[]> {
  const rows = await db
    .select({
      row: assignments,
      campaignName: campaigns.name,
      jobName: jobs.name,
      creator: { id: creators.id, name: creators.name },
    })
    .from(assignments)
    .innerJoin(creators, eq(creators.id, assignments.creatorId))
    .leftJoin(campaigns, eq(campaigns.id, assignments.campaignId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .where(where)
    .orderBy(desc(assignments.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(({ row, campaignName, jobName, creator }) => ({
    id: row.id,
    source: row.source,
    campaign: row.campaignId ? { id: row.campaignId, name: campaignName ?? '' } : null,
    job: row.jobId && row.jobBidId ? { id: row.jobId, name: jobName ?? '', bid_id: row.jobBidId } : null,
    channel: row.channel,
    post_content_type: row.postContentType,
    posts: row.posts,
    amount_minor: row.amountMinor,
    currency: row.currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    creator,
  }));
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
