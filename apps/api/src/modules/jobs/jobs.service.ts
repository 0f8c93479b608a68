/**
 * Jobs on the merchant side (issue 12): create or edit (before the first bid), publish, close, extend the
 * bid window, list a brand's jobs as the spec's job listings. Bids are in bids.service.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  expandTasks,
  JOB_TRANSITIONS,
  jobMoveRefusal,
  listingStatus,
  type Job,
  type JobListing,
  type JobMove,
  type jobFormSchema,
  type jobListRequestSchema,
  type updateJobRequestSchema,
} from '@app/shared/jobs';
import { transitionOf } from '@app/shared/state-machine';
import type { Actor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { countries, locations } from '../../db/schema/config';
import { creators } from '../../db/schema/creators';
import { jobBids, jobCreators, jobs, jobTasks } from '../../db/schema/jobs';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { authorize, companyChain } from '../companies/access';
import { checkBudget } from '../config/config.service';
import { closeOpenBids } from './bids.service';
import { acceptingBids, jobFor, type JobRow } from './job-access';

type JobInput = z.output<typeof jobFormSchema>;

/**
 * Checks the form against the brand, the reference data, and that listed creators and groups exist and are the brand's.
 */
async function checkJob(db: Db | Tx, input: JobInput): Promise<void> {
  const [brand] = await db
    .select({ role: companies.companyRole })
    .from(companies)
    .where(eq(companies.id, input.brand_id));
  if (brand?.role !== 'BRAND') throw fieldError('brand_id', 'Jobs belong to a brand: choose a brand');
  // The currency's budget bounds, as for campaigns (decision 017).
  await checkBudget(db, input);
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, input.country));
  if (!country) throw fieldError('country', `Unknown country "${input.country}"`);
  if (input.marketplace_mode === 'self-select') {
    const ids = [...new Set(input.marketplace_values_self_select)];
    const found = await db.select({ id: creators.id }).from(creators).where(inArray(creators.id, ids));
    if (found.length !== ids.length)
      throw fieldError('marketplace_values_self_select', 'A chosen creator does not exist');
  }
  if (input.marketplace_mode === 'groups') {
    const ids = [...new Set(input.marketplace_values_group)];
    const { rows } = await db.execute<{ id: string }>(sql`
      with recursive chain as (${companyChain(input.brand_id)})
      select g.id from influencer_groups g join chain on chain.id = g.company_id
      where g.id = any(${`{${ids.join(',')}}`}::uuid[])`);
    if (rows.length !== ids.length)
      throw fieldError('marketplace_values_group', "A chosen group is not one of this brand's");
  }
}

function jobValues(input: JobInput) {
  const selfSelect = input.marketplace_mode === 'self-select';
  return {
    companyId: input.brand_id,
    name: input.name,
    bidStartAt: new Date(input.bid_start_date),
    bidEndAt: new Date(input.bid_end_date),
    budgetMinor: input.budget_minor,
    currency: input.currency,
    country: input.country,
    estimatedStartAt: new Date(input.estimated_campaign_start_date),
    campaignPeriod: input.campaign_period,
    campaignDuration: input.campaign_duration,
    marketplaceMode: input.marketplace_mode,
    attributes: input.marketplace_values_influencer_attributes,
    groupIds: input.marketplace_mode === 'groups' ? [...new Set(input.marketplace_values_group)] : [],
    channels: input.channels,
    preApproval: input.pre_approval,
    selfSelect: selfSelect ? [...new Set(input.marketplace_values_self_select)] : [],
  };
}

/** Creates a job, or replaces one that has no bid yet (409 after the first bid); `publish` opens it. */
export async function saveJob(deps: Deps, actor: Actor, input: JobInput): Promise<Job> {
  await authorize(deps, actor, input.brand_id, 'job.create');
  await checkJob(deps.db, input);
  const { selfSelect, ...values } = jobValues(input);
  const id = await deps.db.transaction(async (tx) => {
    let jobId: string;
    if (input.job_id) {
      const row = await moveJob(deps, actor, tx, input.job_id, 'EDIT', {
        check: (found) => {
          if (found.companyId !== input.brand_id) throw fieldError('brand_id', 'A job cannot move to another brand');
        },
      });
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(jobBids)
        .where(eq(jobBids.jobId, row.id));
      if (Number(count) > 0)
        throw new AppError('CONFLICT', 'This job has bids: only its bid end date can change now', { field: 'job_id' });
      await tx
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobs.id, row.id));
      if (input.publish && row.status === 'DRAFT') await moveJob(deps, actor, tx, row.id, 'PUBLISH');
      await tx.delete(jobTasks).where(eq(jobTasks.jobId, row.id));
      await tx.delete(jobCreators).where(eq(jobCreators.jobId, row.id));
      jobId = row.id;
    } else {
      const [row] = await tx
        .insert(jobs)
        .values({
          ...values,
          createdBy: actor.merchantId,
          status: input.publish ? 'OPEN' : 'DRAFT',
          publishedAt: input.publish ? new Date() : null,
        })
        .returning({ id: jobs.id });
      jobId = row.id;
    }
    await tx.insert(jobTasks).values(
      expandTasks(input.tasks).map((t, position) => ({
        jobId,
        position,
        channel: t.channel,
        postContentType: t.post_content_type,
      })),
    );
    if (selfSelect.length) await tx.insert(jobCreators).values(selfSelect.map((creatorId) => ({ jobId, creatorId })));
    return jobId;
  });
  return readJob(deps.db, id);
}

export async function readJob(db: Db | Tx, jobId: string, now = new Date()): Promise<Job> {
  const [row] = await db
    .select({ job: jobs, brandName: companies.name })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  const [tasks, selected, [{ count }]] = await Promise.all([
    db.select().from(jobTasks).where(eq(jobTasks.jobId, jobId)).orderBy(asc(jobTasks.position)),
    db.select({ id: jobCreators.creatorId }).from(jobCreators).where(eq(jobCreators.jobId, jobId)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobBids)
      .where(eq(jobBids.jobId, jobId)),
  ]);
  const { job } = row;
  return {
    id: job.id,
    brand_id: job.companyId,
    brand_name: row.brandName,
    name: job.name,
    status: job.status,
    bid_start_date: job.bidStartAt.toISOString(),
    bid_end_date: job.bidEndAt.toISOString(),
    budget_minor: job.budgetMinor,
    currency: job.currency,
    country: job.country,
    estimated_campaign_start_date: job.estimatedStartAt.toISOString(),
    campaign_period: job.campaignPeriod,
    campaign_duration: job.campaignDuration,
    marketplace_mode: job.marketplaceMode,
    marketplace_values_group: job.groupIds,
    marketplace_values_self_select: selected.map((s) => s.id),
    marketplace_values_influencer_attributes: job.attributes,
    channels: job.channels,
    pre_approval: job.preApproval,
    tasks: tasks.map((t) => ({ channel: t.channel, post_content_type: t.postContentType })),
    bids_count: Number(count),
    accepting_bids: acceptingBids(job, now),
    created_at: job.createdAt.toISOString(),
    published_at: job.publishedAt?.toISOString() ?? null,
    is_demo: job.isDemo,
  };
}

export async function getJob(deps: Deps, actor: Actor, input: { job_id: string }): Promise<Job> {
  const row = await jobFor(deps, actor, input.job_id, 'company.view');
  return readJob(deps.db, row.id);
}

/**
 * A brand's jobs as the spec's job listings. `campaign_jobs` lists only the jobs with an accepted bid
 * (work agreed, on its way into campaigns); `get_jobs` lists them all, drafts included.
 */
export async function listJobs(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof jobListRequestSchema> & { agreedOnly?: boolean },
): Promise<JobListing[]> {
  await authorize(deps, actor, input.brand_id, 'company.view');
  const found = await deps.db
    .select({ job: jobs, place: placeName })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, input.brand_id),
        input.platform ? sql`${input.platform} = any(${jobs.channels})` : undefined,
        input.currency ? eq(jobs.currency, input.currency) : undefined,
        input.agreedOnly
          ? sql`exists (select 1 from job_bids b where b.job_id = ${jobs.id} and b.status = 'ACCEPTED')`
          : undefined,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(500);
  if (!found.length) return [];
  const bids = await deps.db
    .select({
      jobId: jobBids.jobId,
      status: jobBids.status,
      lastRole: jobBids.lastRole,
      influencerTotal: jobBids.influencerOfferTotal,
      brandTotal: jobBids.brandOfferTotal,
      followers: creators.combinedFollowers,
    })
    .from(jobBids)
    .innerJoin(creators, eq(creators.id, jobBids.creatorId))
    .where(
      inArray(
        jobBids.jobId,
        found.map((r) => r.job.id),
      ),
    );
  return found.map(({ job, place }) => {
    const own = bids.filter((b) => b.jobId === job.id);
    const live = own.filter((b) => b.status === 'ONGOING' || b.status === 'ACCEPTED');
    const accepted = own.filter((b) => b.status === 'ACCEPTED');
    // What an agreed or open bid costs now: the offer of the side that spoke last.
    const current = (b: (typeof own)[number]) =>
      b.lastRole === 'MERCHANT' ? (b.brandTotal ?? b.influencerTotal) : b.influencerTotal;
    const open = own.filter((b) => b.status === 'ONGOING').map(current);
    return {
      id: job.id,
      name: job.name,
      location: place ?? job.country,
      country: job.country,
      channels: job.channels,
      potential_reach: live.reduce((sum, b) => sum + Number(b.followers), 0),
      currency: job.currency,
      bid_price_minor: accepted.length
        ? accepted.reduce((sum, b) => sum + current(b), 0)
        : open.length
          ? Math.min(...open)
          : null,
      status: listingStatus(own.map((b) => ({ status: b.status, last_role: b.lastRole }))),
      job_status: job.status,
      bids_count: own.length,
      date: (job.publishedAt ?? job.createdAt).toISOString(),
    };
  });
}

/** Where a job is: its first attribute location's name, else its country's name (read with the job). */
const placeName = sql<string | null>`coalesce(
  (select ${locations.name} from ${locations} where ${locations.id} = (${jobs.attributes}->'locations'->>0)::int),
  (select ${countries.name} from ${countries} where ${countries.code} = ${jobs.country}))`;

/** Publish a draft, close a job (its open bids are rejected), or move the bid end date (later than its start). */
export async function updateJob(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof updateJobRequestSchema>,
): Promise<Job> {
  await deps.db.transaction(async (tx) => {
    if (input.action !== 'EXTEND') {
      await moveJob(deps, actor, tx, input.job_id, input.action, { reason: input.reason });
      return;
    }
    const row = await moveJob(deps, actor, tx, input.job_id, 'EXTEND');
    const now = new Date();
    const end = new Date(input.bid_end_date!);
    if (end <= row.bidStartAt) throw fieldError('bid_end_date', 'Bidding must end after it starts');
    if (end <= now) throw fieldError('bid_end_date', 'The new bid end date is in the past');
    await tx.update(jobs).set({ bidEndAt: end, updatedAt: now }).where(eq(jobs.id, row.id));
  });
  return readJob(deps.db, input.job_id);
}

/**
 * The one place a job moves (docs/state-machines.md, Job): locks the row (jobFor in the transaction, job.create),
 * runs `check` (a rule the caller puts first), refuses a move the shared JOB_TRANSITIONS does not allow from the
 * job's status (409 on field status), and writes the new status: PUBLISH opens the job, CLOSE closes it and
 * rejects its ongoing bids. EDIT and EXTEND keep the status; their caller writes the rest in the same transaction.
 */
async function moveJob(
  deps: Deps,
  actor: Actor,
  tx: Tx,
  jobId: string,
  move: JobMove,
  options: { check?: (row: JobRow) => void; reason?: string } = {},
): Promise<JobRow> {
  const row = await jobFor(deps, actor, jobId, 'job.create', tx);
  options.check?.(row);
  const refused = jobMoveRefusal(row.status, move);
  if (refused) throw new AppError('CONFLICT', refused, { field: 'status' });
  const { to } = transitionOf(JOB_TRANSITIONS, row.status, move, 'BRAND')!;
  if (to === row.status) return row;
  const now = new Date();
  await tx
    .update(jobs)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'OPEN' ? { publishedAt: now } : {}),
      ...(to === 'CLOSED' ? { closedAt: now } : {}),
    })
    .where(eq(jobs.id, row.id));
  if (to === 'CLOSED')
    await closeOpenBids(deps, tx, row.id, options.reason ? `Job closed: ${options.reason}` : 'Job closed');
  return row;
}
