/**
 * Bids (docs/state-machines.md, Bid). A creator bids on a job they may see, inside its bid window; then
 * the sides counter in turn until one accepts, the brand rejects or the creator withdraws. Every move goes
 * through `moveBid`, which locks the bid row, asks the shared BID_TRANSITIONS (through `bidMoveRefusal`)
 * whether the move is allowed (409 with the bid's state otherwise), writes the bid and its history entry, and
 * on acceptance the assignments at the agreed amounts, all in one transaction: of two moves at once exactly one
 * wins.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BID_STATUS_LABELS,
  BID_TRANSITIONS,
  bidMachineState,
  bidMoveRefusal,
  creatorMayBid,
  offerProblem,
  offerTotal,
  type BidAction,
  type BidderFacts,
  type BidRole,
  type JobBid,
  type OfferLine,
} from '@app/shared/jobs';
import { transitionOf } from '@app/shared/state-machine';
import type { Actor, CreatorActor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { creators } from '../../db/schema/creators';
import { influencerGroupMembers } from '../../db/schema/groups';
import { jobBidHistory, jobBids, jobCreators, jobs, jobTasks, type StoredOfferLine } from '../../db/schema/jobs';
import type { Deps } from '../../deps';
import { AppError, fieldError, isUuid } from '../../errors';
import { createFromBid } from '../assignments/assignments.service';
import { loadScoped, membersWhoCan } from '../companies/access';
import { requireCreatorId } from '../creator-accounts/accounts.service';
import {
  creatorRecipient,
  merchantRecipients,
  notify,
  type NotificationInput,
} from '../notifications/notifications.service';
import { acceptingBids, jobFor, jobNotFound, type JobRow } from './job-access';

type BidRow = typeof jobBids.$inferSelect;
const bidNotFound = () => fieldError('bid_id', 'Bid not found', 'NOT_FOUND');

/** An offer as the bid tables keep it (`amount` in the JSON) and as the wire says it (`amount_minor`, decision 017). */
const toStored = (offer: readonly OfferLine[]): StoredOfferLine[] =>
  offer.map((l) => ({ channel: l.channel, post_content_type: l.post_content_type, amount: l.amount_minor }));
const fromStored = (offer: readonly StoredOfferLine[]): OfferLine[] =>
  offer.map((l) => ({ channel: l.channel, post_content_type: l.post_content_type, amount_minor: l.amount }));

async function tasksOf(db: Db | Tx, jobId: string) {
  const rows = await db.select().from(jobTasks).where(eq(jobTasks.jobId, jobId)).orderBy(asc(jobTasks.position));
  return rows.map((t) => ({ channel: t.channel, post_content_type: t.postContentType }));
}

async function checkOffer(db: Db | Tx, jobId: string, offer: OfferLine[]): Promise<void> {
  const problem = offerProblem(offer, await tasksOf(db, jobId));
  if (problem) throw fieldError(`offer.${problem.index}.${problem.field}`, problem.message);
}

type Move =
  { action: 'COUNTER'; offer: OfferLine[] } | { action: 'ACCEPT' } | { action: 'REJECT' | 'WITHDRAW'; reason?: string };

/**
 * The one place a bid changes: row lock, the shared rule, the new state, its history entry and (on accept) the
 * assignments.
 */
async function moveBid(
  deps: Pick<Deps, 'outbox'>,
  tx: Tx,
  bidId: string,
  by: BidRole,
  move: Move,
  owns: (bid: BidRow) => boolean,
): Promise<void> {
  const [bid] = await tx.select().from(jobBids).where(eq(jobBids.id, bidId)).for('update');
  if (!bid || !owns(bid)) throw bidNotFound();
  const state = bidMachineState({ status: bid.status, last_role: bid.lastRole });
  const refusal = bidMoveRefusal({ status: bid.status, last_role: bid.lastRole }, by, move.action);
  if (refusal) throw new AppError('CONFLICT', refusal, { field: 'status', state: bid.status });
  const { to } = transitionOf(BID_TRANSITIONS, state, move.action, by)!;
  const now = new Date();
  const theirs = by === 'MERCHANT' ? bid.influencerOffer : (bid.brandOffer ?? bid.influencerOffer);
  let offer: OfferLine[] = fromStored(theirs);
  if (move.action === 'COUNTER') {
    // A counter keeps the bid ongoing and hands the turn over (AWAITING_BRAND <-> AWAITING_CREATOR).
    await checkOffer(tx, bid.jobId, move.offer);
    offer = move.offer;
    const total = offerTotal(offer);
    await tx
      .update(jobBids)
      .set(
        by === 'MERCHANT'
          ? { brandOffer: toStored(offer), brandOfferTotal: total, lastRole: by, updatedAt: now }
          : { influencerOffer: toStored(offer), influencerOfferTotal: total, lastRole: by, updatedAt: now },
      )
      .where(eq(jobBids.id, bid.id));
  } else if (to === 'ACCEPTED' || to === 'REJECTED' || to === 'WITHDRAWN') {
    const status = to;
    const reason = move.action === 'ACCEPT' ? null : (move.reason ?? null);
    await tx
      .update(jobBids)
      .set({ status, closedBy: by, closedAt: now, closedReason: reason, updatedAt: now })
      .where(eq(jobBids.id, bid.id));
    if (move.action === 'ACCEPT')
      await createFromBid(tx, {
        bid_id: bid.id,
        job_id: bid.jobId,
        creator_id: bid.creatorId,
        currency: bid.currency,
        agreed: offer,
      });
  }
  await tx.insert(jobBidHistory).values({
    bidId: bid.id,
    role: by,
    action: move.action,
    offer: toStored(offer),
    offerTotal: offerTotal(offer),
    createdAt: now,
  });
  await notify(deps, tx, [await bidNote(tx, bid, by, move.action)]);
}

const BID_NOTES = {
  COUNTER: { kind: 'bid.countered', done: 'countered' },
  ACCEPT: { kind: 'bid.accepted', done: 'accepted' },
  REJECT: { kind: 'bid.rejected', done: 'rejected' },
  WITHDRAW: { kind: 'bid.withdrawn', done: 'withdrew' },
} as const;

/** Tells the other side of a bid what happened: the brand's team who may answer bids, or the creator. */
async function bidNote(tx: Tx, bid: BidRow, by: BidRole, action: Move['action'] | 'BID'): Promise<NotificationInput> {
  const [job] = await tx
    .select({ name: jobs.name, companyId: jobs.companyId, creatorName: creators.name })
    .from(jobs)
    .innerJoin(creators, eq(creators.id, bid.creatorId))
    .where(eq(jobs.id, bid.jobId));
  if (by === 'INFLUENCER') {
    const what = action === 'BID' ? 'bid on' : `${BID_NOTES[action].done} on`;
    return {
      kind: action === 'BID' ? 'bid.received' : BID_NOTES[action].kind,
      to: merchantRecipients(await membersWhoCan(tx, job.companyId, 'bid.respond')),
      company_id: job.companyId,
      title: `${job.creatorName} ${what} ${job.name}`,
      body: action === 'WITHDRAW' ? 'The creator withdrew the bid.' : 'Open the bid to answer it.',
      link: `/companies/${job.companyId}/job/${bid.jobId}/bids/${bid.id}`,
    };
  }
  return {
    kind: BID_NOTES[action as Move['action']].kind,
    to: await creatorRecipient(tx, bid.creatorId),
    company_id: job.companyId,
    title: `The brand ${BID_NOTES[action as Move['action']].done} your bid on ${job.name}`,
    body: action === 'ACCEPT' ? 'The work is agreed: it is on your Work page.' : 'Open the bid to see it.',
    link: `/creator/bids/${bid.id}`,
  };
}

/** Closing a job rejects its ongoing bids, in the closing transaction. */
export async function closeOpenBids(deps: Pick<Deps, 'outbox'>, tx: Tx, jobId: string, reason: string): Promise<void> {
  const open = await tx
    .select({ id: jobBids.id })
    .from(jobBids)
    .where(and(eq(jobBids.jobId, jobId), eq(jobBids.status, 'ONGOING')));
  for (const { id } of open) await moveBid(deps, tx, id, 'MERCHANT', { action: 'REJECT', reason }, () => true);
}

// ---- Reading bids ----

async function bidsWhere(db: Db | Tx, where: ReturnType<typeof eq>): Promise<JobBid[]> {
  const rows = await db
    .select({
      bid: jobBids,
      job: { name: jobs.name, companyId: jobs.companyId },
      creator: {
        id: creators.id,
        name: creators.name,
        avatar: creators.avatarUrl,
        followers: creators.combinedFollowers,
      },
    })
    .from(jobBids)
    .innerJoin(jobs, eq(jobs.id, jobBids.jobId))
    .innerJoin(creators, eq(creators.id, jobBids.creatorId))
    .where(where)
    .orderBy(desc(jobBids.updatedAt))
    .limit(1000);
  if (!rows.length) return [];
  const history = await db
    .select()
    .from(jobBidHistory)
    .where(
      inArray(
        jobBidHistory.bidId,
        rows.map((r) => r.bid.id),
      ),
    )
    .orderBy(asc(jobBidHistory.id));
  return rows.map(({ bid, job, creator }) => ({
    bid_id: bid.id,
    job_id: bid.jobId,
    job_name: job.name,
    brand_id: job.companyId,
    influencer_id: bid.creatorId,
    influencer: { id: creator.id, name: creator.name, avatar: creator.avatar, followers: Number(creator.followers) },
    status: bid.status,
    closed: bid.status !== 'ONGOING',
    closed_by: bid.closedBy,
    closed_date: bid.closedAt?.toISOString() ?? null,
    closed_reason: bid.closedReason,
    currency: bid.currency,
    current_brand_offer: bid.brandOffer ? fromStored(bid.brandOffer) : null,
    current_brand_offer_total_minor: bid.brandOfferTotal,
    current_influencer_offer: fromStored(bid.influencerOffer),
    current_influencer_offer_total_minor: bid.influencerOfferTotal,
    last_role: bid.lastRole,
    history: history
      .filter((h) => h.bidId === bid.id)
      .map((h) => ({
        offer: fromStored(h.offer),
        offer_total_minor: h.offerTotal,
        role: h.role,
        action: h.action,
        created: h.createdAt.toISOString(),
      })),
    created: bid.createdAt.toISOString(),
    updated: bid.updatedAt.toISOString(),
  }));
}

async function readBid(db: Db | Tx, bidId: string): Promise<JobBid> {
  const [bid] = await bidsWhere(db, eq(jobBids.id, bidId));
  return bid;
}

// ---- The merchant side ----

export async function jobBidsOf(deps: Deps, actor: Actor, input: { job_id: string }): Promise<JobBid[]> {
  const job = await jobFor(deps, actor, input.job_id, 'company.view');
  return bidsWhere(deps.db, eq(jobBids.jobId, job.id));
}

/** The bid of a job the merchant may respond on; "not found" for anyone else. */
function merchantBid(deps: Deps, actor: Actor, bidId: string, action: 'company.view' | 'bid.respond'): Promise<BidRow> {
  return loadScoped(deps, actor, bidId, {
    action,
    notFound: bidNotFound,
    load: async (id) => {
      const [row] = await deps.db
        .select({ bid: jobBids, companyId: jobs.companyId })
        .from(jobBids)
        .innerJoin(jobs, eq(jobs.id, jobBids.jobId))
        .where(eq(jobBids.id, id));
      return row;
    },
    companyOf: (row) => row.companyId,
  }).then((row) => row.bid);
}

/** One bid with its history: read whole, then checked against its brand (one read less than merchantBid's). */
export function getBid(deps: Deps, actor: Actor, input: { bid_id: string }): Promise<JobBid> {
  return loadScoped(deps, actor, input.bid_id, {
    action: 'company.view',
    notFound: bidNotFound,
    load: (id) => readBid(deps.db, id),
    companyOf: (bid) => bid.brand_id,
  });
}

export async function respondToBid(
  deps: Deps,
  actor: Actor,
  input: { bid_id: string; action: 'ACCEPT' | 'REJECT' | 'COUNTER'; offer?: OfferLine[]; reason?: string },
): Promise<JobBid> {
  const bid = await merchantBid(deps, actor, input.bid_id, 'bid.respond');
  const move: Move =
    input.action === 'COUNTER'
      ? { action: 'COUNTER', offer: input.offer! }
      : input.action === 'ACCEPT'
        ? { action: 'ACCEPT' }
        : { action: 'REJECT', reason: input.reason };
  await deps.db.transaction((tx) => moveBid(deps, tx, bid.id, 'MERCHANT', move, () => true));
  return readBid(deps.db, bid.id);
}

// ---- The creator side ----

/** A creator as the job rules see them, and the ids of the jobs that list them by name. */
type Bidder = { facts: BidderFacts; listedIn: Set<string> };

/**
 * The creator as a bidder (their attributes and groups) and the jobs that list them by name (self-selection): one
 * read, the lists as arrays beside the creator's row (issue 22: the creator's job list ran six statements).
 */
async function readBidder(db: Db | Tx, creatorId: number): Promise<Bidder> {
  const idsOf = (column: AnyPgColumn, table: typeof influencerGroupMembers | typeof jobCreators) =>
    sql<string[]>`array(select ${column}::text from ${table} where ${table.creatorId} = ${creators.id})`;
  const [{ creator: row, groupIds, listedJobIds }] = await db
    .select({
      creator: creators,
      groupIds: idsOf(influencerGroupMembers.groupId, influencerGroupMembers),
      listedJobIds: idsOf(jobCreators.jobId, jobCreators),
    })
    .from(creators)
    .where(eq(creators.id, creatorId));
  const facts: BidderFacts = {
    id: row.id,
    country_code: row.countryCode,
    location_id: row.locationId,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    income_category: row.incomeCategory,
    channel_levels: row.channelLevels,
    channels: row.channels,
    subcategories: row.subcategories,
    group_ids: groupIds,
  };
  return { facts, listedIn: new Set(listedJobIds) };
}

/** Whether this creator may see the job: its mode's audience, self-selection from the jobs that list them. */
function visibleTo(job: JobRow, { facts, listedIn }: Bidder, now?: Date): boolean {
  return creatorMayBid(audienceOf(job, listedIn.has(job.id) ? [facts.id] : []), facts, now);
}

function audienceOf(job: JobRow, selfSelect: number[]) {
  return {
    marketplace_mode: job.marketplaceMode,
    country: job.country,
    channels: job.channels,
    marketplace_values_group: job.groupIds,
    marketplace_values_self_select: selfSelect,
    marketplace_values_influencer_attributes: job.attributes,
  };
}

/** Open jobs this creator may see (their mode's audience), newest bid window first, with their own bid. */
export async function creatorJobs(
  deps: Deps,
  actor: CreatorActor,
  input: { channel?: string; country?: string; page_number: number; page_size: number; job_id?: string },
) {
  const creatorId = requireCreatorId(actor);
  const now = new Date();
  // Two independent reads at once: who the creator is (with the jobs that list them), the open jobs.
  const [bidder, rows] = await Promise.all([
    readBidder(deps.db, creatorId),
    deps.db
      .select({ job: jobs, brandName: sql<string>`(select name from companies c where c.id = ${jobs.companyId})` })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'OPEN'),
          sql`${jobs.bidEndAt} >= ${now}`,
          input.job_id ? eq(jobs.id, input.job_id) : undefined,
          input.channel ? sql`${input.channel} = any(${jobs.channels})` : undefined,
          input.country ? eq(jobs.country, input.country) : undefined,
        ),
      )
      .orderBy(asc(jobs.bidEndAt), asc(jobs.id))
      .limit(2000),
  ]);
  const visible = rows.filter(({ job }) => visibleTo(job, bidder, now));
  const page = visible.slice((input.page_number - 1) * input.page_size, input.page_number * input.page_size);
  const { tasks, mine } = await pageExtras(
    deps.db,
    page.map((r) => r.job.id),
    creatorId,
  );
  return {
    results_count: visible.length,
    results: page.map(({ job, brandName }) => {
      const counts = new Map<string, { channel: string; post_content_type: string; number: number }>();
      for (const t of tasks.filter((x) => x.jobId === job.id)) {
        const key = `${t.channel}:${t.postContentType}`;
        counts.set(key, {
          channel: t.channel,
          post_content_type: t.postContentType,
          number: (counts.get(key)?.number ?? 0) + 1,
        });
      }
      return {
        id: job.id,
        name: job.name,
        brand_name: brandName,
        country: job.country,
        currency: job.currency,
        budget_minor: job.budgetMinor,
        channels: job.channels,
        tasks: [...counts.values()],
        bid_start_date: job.bidStartAt.toISOString(),
        bid_end_date: job.bidEndAt.toISOString(),
        estimated_campaign_start_date: job.estimatedStartAt.toISOString(),
        campaign_period: job.campaignPeriod,
        campaign_duration: job.campaignDuration,
        accepting_bids: acceptingBids(job, now),
        my_bid_id: mine.find((b) => b.jobId === job.id)?.id ?? null,
      };
    }),
  };
}

/** The page's tasks and this creator's bids on its jobs, in one statement. */
async function pageExtras(db: Db, jobIds: string[], creatorId: number) {
  if (!jobIds.length) return { tasks: [], mine: [] };
  const ids = sql`${`{${jobIds.join(',')}}`}::uuid[]`;
  const [row] = (
    await db.execute<{ tasks: Array<[string, string, string]>; mine: Array<[string, string]> }>(sql`select
      (select coalesce(json_agg(json_build_array(${jobTasks.jobId}, ${jobTasks.channel}, ${jobTasks.postContentType})
        order by ${jobTasks.position}),
        '[]'::json) from ${jobTasks} where ${jobTasks.jobId} = any(${ids})) as tasks,
      (select coalesce(json_agg(json_build_array(${jobBids.jobId}, ${jobBids.id})), '[]'::json) from ${jobBids}
        where ${jobBids.jobId} = any(${ids}) and ${jobBids.creatorId} = ${creatorId}) as mine`)
  ).rows;
  return {
    tasks: row.tasks.map(([jobId, channel, postContentType]) => ({ jobId, channel, postContentType })),
    mine: row.mine.map(([jobId, id]) => ({ jobId, id })),
  };
}

export async function creatorJob(deps: Deps, actor: CreatorActor, jobId: string) {
  if (!isUuid(jobId)) throw jobNotFound();
  const { results } = await creatorJobs(deps, actor, { job_id: jobId, page_number: 1, page_size: 1 });
  if (!results[0]) throw jobNotFound();
  return results[0];
}

/** A creator's first offer on a job: only a job they may see, only inside its bid window, once. */
export async function placeBid(
  deps: Deps,
  actor: CreatorActor,
  input: { job_id: string; offer: OfferLine[] },
): Promise<JobBid> {
  const creatorId = requireCreatorId(actor);
  if (!isUuid(input.job_id)) throw jobNotFound();
  const bidId = await deps.db.transaction(async (tx) => {
    // A share lock: closing or editing the job waits for the bid, and the bid sees the job as it is.
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, input.job_id)).for('share');
    if (!job || job.status === 'DRAFT' || !visibleTo(job, await readBidder(tx, creatorId))) throw jobNotFound();
    if (!acceptingBids(job)) {
      const when =
        job.status === 'CLOSED'
          ? 'This job is closed'
          : new Date() < job.bidStartAt
            ? `Bidding opens on ${job.bidStartAt.toISOString()}`
            : 'Bidding on this job has ended';
      throw new AppError('CONFLICT', when, { field: 'job_id', state: job.status });
    }
    await checkOffer(tx, job.id, input.offer);
    const [existing] = await tx
      .select({ id: jobBids.id, status: jobBids.status })
      .from(jobBids)
      .where(and(eq(jobBids.jobId, job.id), eq(jobBids.creatorId, creatorId)));
    if (existing)
      throw new AppError(
        'CONFLICT',
        `You already bid on this job (${BID_STATUS_LABELS[existing.status].toLowerCase()})`,
        { field: 'job_id', state: existing.status },
      );
    const total = offerTotal(input.offer);
    const [bid] = await tx
      .insert(jobBids)
      .values({
        jobId: job.id,
        creatorId,
        lastRole: 'INFLUENCER',
        currency: job.currency,
        influencerOffer: toStored(input.offer),
        influencerOfferTotal: total,
      })
      .onConflictDoNothing()
      .returning({ id: jobBids.id });
    // A double click: the other insert won between our check and ours.
    if (!bid) throw new AppError('CONFLICT', 'You already bid on this job', { field: 'job_id', state: 'ONGOING' });
    await tx
      .insert(jobBidHistory)
      .values({ bidId: bid.id, role: 'INFLUENCER', action: 'BID', offer: toStored(input.offer), offerTotal: total });
    const [row] = await tx.select().from(jobBids).where(eq(jobBids.id, bid.id));
    await notify(deps, tx, [await bidNote(tx, row, 'INFLUENCER', 'BID')]);
    return bid.id;
  });
  return readBid(deps.db, bidId);
}

export function creatorBids(deps: Deps, actor: CreatorActor): Promise<JobBid[]> {
  return bidsWhere(deps.db, eq(jobBids.creatorId, requireCreatorId(actor)));
}

export async function creatorMove(
  deps: Deps,
  actor: CreatorActor,
  input: { bid_id: string; action: Exclude<BidAction, 'BID' | 'REJECT'>; offer?: OfferLine[]; reason?: string },
): Promise<JobBid> {
  const creatorId = requireCreatorId(actor);
  if (!isUuid(input.bid_id)) throw bidNotFound();
  const move: Move =
    input.action === 'COUNTER'
      ? { action: 'COUNTER', offer: input.offer! }
      : input.action === 'ACCEPT'
        ? { action: 'ACCEPT' }
        : { action: 'WITHDRAW', reason: input.reason };
  await deps.db.transaction((tx) =>
    moveBid(deps, tx, input.bid_id, 'INFLUENCER', move, (bid) => bid.creatorId === creatorId),
  );
  return readBid(deps.db, input.bid_id);
}
