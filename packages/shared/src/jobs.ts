/**
 * The job marketplace (spec sections 2 Job creation form, 3 Job form / Job bid / Job listing, 4 Job bids,
 * 5, 7; issue 12). A brand publishes a job open to creators by one of three modes; creators bid with an
 * offer per channel and post content type; the two sides counter in turn until one accepts, the brand
 * rejects or the creator withdraws. Amounts are integer minor units; totals are recomputed on the server.
 * The bid state machine (docs/state-machines.md) lives here and is enforced in `moveBid` on the server.
 */
import { z } from 'zod';
import { DEFAULT_AGE_FROM, DEFAULT_AGE_TO, DEFAULT_GENDER, GENDER_FILTERS, INCOME_CATEGORIES } from './creators';
import { minorAmount, minorValue } from './money-schemas';
import { ageOn, boundedInt, int32Id } from './validation';
import { canMove, refusal, type Party, type TransitionTable } from './state-machine';

export const MARKETPLACE_MODES = ['influencer_attributes', 'self-select', 'groups'] as const;
export type MarketplaceMode = (typeof MARKETPLACE_MODES)[number];
export const MARKETPLACE_MODE_LABELS: Record<MarketplaceMode, string> = {
  influencer_attributes: 'Open selection',
  'self-select': 'Self selection',
  groups: 'Creator group',
};
export const CAMPAIGN_PERIODS = ['day', 'week', 'month'] as const;
export const JOB_STATUSES = ['DRAFT', 'OPEN', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** EDIT: the job form saved again (until the first bid); EXTEND: a new bid end date. */
export const JOB_MOVES = ['EDIT', 'PUBLISH', 'EXTEND', 'CLOSE'] as const;
export type JobMove = (typeof JOB_MOVES)[number];

/**
 * The job state machine (docs/state-machines.md): a draft is published or closed; an open job is closed; both may
 * be edited and have their bid end date moved; a closed job is final. Editing also needs "no bid yet", checked
 * beside the table.
 */
export const JOB_TRANSITIONS: TransitionTable<JobStatus, JobMove, Party> = [
  { from: 'DRAFT', move: 'EDIT', to: 'DRAFT', who: ['BRAND'] },
  { from: 'DRAFT', move: 'PUBLISH', to: 'OPEN', who: ['BRAND'] },
  { from: 'DRAFT', move: 'EXTEND', to: 'DRAFT', who: ['BRAND'] },
  { from: 'DRAFT', move: 'CLOSE', to: 'CLOSED', who: ['BRAND'] },
  { from: 'OPEN', move: 'EDIT', to: 'OPEN', who: ['BRAND'] },
  { from: 'OPEN', move: 'EXTEND', to: 'OPEN', who: ['BRAND'] },
  { from: 'OPEN', move: 'CLOSE', to: 'CLOSED', who: ['BRAND'] },
];
/** What a refused job move answers, by the job's status. */
const JOB_REFUSED: Record<JobStatus, string> = {
  DRAFT: 'This job is a draft',
  OPEN: 'This job is already published',
  CLOSED: 'This job is closed',
};

/** Null when the brand may make `move` on a job in `status`; otherwise why not (the 409's message). */
export function jobMoveRefusal(status: JobStatus, move: JobMove): string | null {
  return canMove(JOB_TRANSITIONS, status, move, 'BRAND') ? null : JOB_REFUSED[status];
}
export const JOB_LIMITS = { name: 120, tasks: 50, perTask: 20, creators: 500, groups: 20 } as const;
/** Job lists are cached for 5 minutes on the web (spec section 7). */
export const JOBS_STALE_MS = 5 * 60_000;

const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

export const influencerAttributesSchema = z
  .object({
    occupation: z.array(z.string().max(60)).max(20).default([]),
    interests: z.array(z.string().max(60)).max(20).default([]),
    age_group: z
      .object({
        from: boundedInt('age_group.from', { min: 18, max: 100 }),
        to: boundedInt('age_group.to', { min: 18, max: 100 }),
      })
      .refine((a) => a.from <= a.to, { message: 'The age range starts after it ends', path: ['to'] })
      .default({ from: DEFAULT_AGE_FROM, to: DEFAULT_AGE_TO }),
    posting_about: z.array(z.string().max(60)).max(20).default([]),
    countries: z.array(z.string().length(2)).max(20).default([]),
    locations: z.array(int32Id('locations')).max(50).default([]),
    gender: z.enum(GENDER_FILTERS).default(DEFAULT_GENDER),
    income_category: z.array(z.enum(INCOME_CATEGORIES)).max(4).default([]),
    influencer_levels: z.array(z.string().max(20)).max(10).default([]),
  })
  .default({
    occupation: [],
    interests: [],
    age_group: { from: DEFAULT_AGE_FROM, to: DEFAULT_AGE_TO },
    posting_about: [],
    countries: [],
    locations: [],
    gender: DEFAULT_GENDER,
    income_category: [],
    influencer_levels: [],
  });
export type InfluencerAttributes = z.output<typeof influencerAttributesSchema>;

export const jobTaskInputSchema = z.object({
  channel: z.string({ error: 'channel is required' }).min(1).max(20),
  post_content_type: z.string({ error: 'post_content_type is required' }).min(1).max(40),
  number: boundedInt('number', { min: 1, max: JOB_LIMITS.perTask }).default(1),
});

/**
 * POST /jobs-marketplace/job: create, or update with `job_id` (before the first bid); `publish` false keeps a draft.
 */
export const jobFormSchema = z
  .object({
    job_id: z.uuid({ error: 'job_id must be a job id' }).optional(),
    brand_id: z.uuid({ error: 'brand_id must be a brand id' }),
    name: z.string({ error: 'name is required' }).trim().min(1, 'Give the job a name').max(JOB_LIMITS.name),
    bid_start_date: isoInstant('bid_start_date'),
    bid_end_date: isoInstant('bid_end_date'),
    /** The currency's bounds apply on the server (decision 017, as for campaigns). */
    budget_minor: minorAmount('budget_minor', { min: 1 }),
    currency: z.string({ error: 'currency is required' }).length(3, 'currency is a three-letter code'),
    country: z.string({ error: 'country is required' }).length(2, 'country is a two-letter code'),
    estimated_campaign_start_date: isoInstant('estimated_campaign_start_date'),
    campaign_period: z.enum(CAMPAIGN_PERIODS, { error: 'campaign_period is day, week or month' }),
    campaign_duration: boundedInt('campaign_duration', { min: 1, max: 365 }),
    marketplace_mode: z.enum(MARKETPLACE_MODES, {
      error: `marketplace_mode is one of ${MARKETPLACE_MODES.join(', ')}`,
    }),
    marketplace_values_group: z
      .array(z.uuid({ error: 'a group id' }))
      .max(JOB_LIMITS.groups)
      .default([]),
    marketplace_values_self_select: z
      .array(int32Id('marketplace_values_self_select'))
      .max(JOB_LIMITS.creators)
      .default([]),
    marketplace_values_influencer_attributes: influencerAttributesSchema,
    channels: z.array(z.string().max(20)).min(1, 'Choose at least one channel').max(10),
    tasks: z.array(jobTaskInputSchema).min(1, 'Add at least one task').max(JOB_LIMITS.tasks),
    publish: z.boolean().default(true),
    /** Drafts are reviewed before posting (issue 18); on unless the brand turns it off. */
    pre_approval: z.boolean().default(true),
  })
  .superRefine((job, ctx) => {
    if (Date.parse(job.bid_start_date) >= Date.parse(job.bid_end_date))
      ctx.addIssue({ code: 'custom', path: ['bid_end_date'], message: 'Bidding must end after it starts' });
    if (job.marketplace_mode === 'groups' && !job.marketplace_values_group.length)
      ctx.addIssue({
        code: 'custom',
        path: ['marketplace_values_group'],
        message: 'Choose at least one creator group',
      });
    if (job.marketplace_mode === 'self-select' && !job.marketplace_values_self_select.length)
      ctx.addIssue({
        code: 'custom',
        path: ['marketplace_values_self_select'],
        message: 'Choose at least one creator',
      });
    job.tasks.forEach((task, i) => {
      if (!job.channels.includes(task.channel))
        ctx.addIssue({
          code: 'custom',
          path: ['tasks', i, 'channel'],
          message: `${task.channel} is not one of the job's channels`,
        });
    });
  });
export type JobForm = z.input<typeof jobFormSchema>;

/** Tasks expand into one entry per `number` (spec section 5). */
export function expandTasks(
  tasks: ReadonlyArray<{ channel: string; post_content_type: string; number: number }>,
): Array<{ channel: string; post_content_type: string }> {
  return tasks.flatMap((t) =>
    Array.from({ length: t.number }, () => ({ channel: t.channel, post_content_type: t.post_content_type })),
  );
}

export const jobSchema = z
  .object({
    id: z.string(),
    brand_id: z.string(),
    brand_name: z.string(),
    name: z.string(),
    status: z.enum(JOB_STATUSES),
    bid_start_date: z.string(),
    bid_end_date: z.string(),
    budget_minor: minorValue(),
    currency: z.string(),
    country: z.string(),
    estimated_campaign_start_date: z.string(),
    campaign_period: z.enum(CAMPAIGN_PERIODS),
    campaign_duration: z.number(),
    marketplace_mode: z.enum(MARKETPLACE_MODES),
    marketplace_values_group: z.array(z.string()),
    marketplace_values_self_select: z.array(z.number()),
    marketplace_values_influencer_attributes: z.object({
      occupation: z.array(z.string()),
      interests: z.array(z.string()),
      age_group: z.object({ from: z.number(), to: z.number() }),
      posting_about: z.array(z.string()),
      countries: z.array(z.string()),
      locations: z.array(z.number()),
      gender: z.enum(GENDER_FILTERS),
      income_category: z.array(z.enum(INCOME_CATEGORIES)),
      influencer_levels: z.array(z.string()),
    }),
    channels: z.array(z.string()),
    pre_approval: z.boolean(),
    /** Expanded: one entry per post. */
    tasks: z.array(z.object({ channel: z.string(), post_content_type: z.string() })),
    bids_count: z.number(),
    /** Whether bids are taken now (open and inside the bid window, by the server clock). */
    accepting_bids: z.boolean(),
    created_at: z.string(),
    published_at: z.string().nullable(),
    is_demo: z.boolean(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

// ---- Listings (spec: Job listing) ----

export const JOB_LISTING_STATUSES = ['Approved', 'Countered', 'Pending', 'Rejected'] as const;
export type JobListingStatus = (typeof JOB_LISTING_STATUSES)[number];

export const jobListRequestSchema = z.object({
  brand_id: z.uuid({ error: 'brand_id must be a brand id' }),
  platform: z.string().max(20).optional(),
  currency: z.string().length(3).optional(),
});

export const jobListingSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    location: z.string(),
    country: z.string(),
    channels: z.array(z.string()),
    /** Combined followers of the creators bidding (open or accepted bids). */
    potential_reach: z.number(),
    currency: z.string(),
    /** Minor units: the accepted total, else the lowest open offer, else null (no bids yet). */
    bid_price_minor: minorValue().nullable(),
    status: z.enum(JOB_LISTING_STATUSES),
    job_status: z.enum(JOB_STATUSES),
    bids_count: z.number(),
    date: z.string(),
  })
  .meta({ id: 'JobListing' });
export type JobListing = z.infer<typeof jobListingSchema>;

/**
 * How the merchant sees a job in the list: Approved once a bid is accepted; Countered while the brand's
 * counter waits for a creator; Pending while a creator's offer waits for the brand (or no bid came yet);
 * Rejected when every bid was closed without agreement.
 */
export function listingStatus(bids: ReadonlyArray<{ status: BidStatus; last_role: BidRole }>): JobListingStatus {
  if (bids.some((b) => b.status === 'ACCEPTED')) return 'Approved';
  const open = bids.filter((b) => b.status === 'ONGOING');
  if (open.some((b) => b.last_role === 'INFLUENCER')) return 'Pending';
  if (open.length) return 'Countered';
  return bids.length ? 'Rejected' : 'Pending';
}

export const updateJobRequestSchema = z
  .object({
    job_id: z.uuid({ error: 'job_id must be a job id' }),
    action: z.enum(['PUBLISH', 'CLOSE', 'EXTEND'], { error: 'action is PUBLISH, CLOSE or EXTEND' }),
    bid_end_date: isoInstant('bid_end_date').optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.action !== 'EXTEND' || v.bid_end_date, {
    message: 'Give the new bid end date',
    path: ['bid_end_date'],
  });

// ---- Bids ----

export const BID_STATUSES = ['ONGOING', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
export const BID_STATUS_LABELS: Record<BidStatus, string> = {
  ONGOING: 'Ongoing',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};
export const BID_ROLES = ['MERCHANT', 'INFLUENCER'] as const;
export type BidRole = (typeof BID_ROLES)[number];
export const BID_ACTIONS = ['BID', 'COUNTER', 'ACCEPT', 'REJECT', 'WITHDRAW'] as const;
export type BidAction = (typeof BID_ACTIONS)[number];

export const offerLineSchema = z.object({
  channel: z.string({ error: 'channel is required' }).min(1).max(20),
  post_content_type: z.string({ error: 'post_content_type is required' }).min(1).max(40),
  amount_minor: minorAmount('amount_minor', { min: 1 }),
});
export type OfferLine = z.infer<typeof offerLineSchema>;
export const offerSchema = z.array(offerLineSchema).min(1, 'An offer has at least one line').max(JOB_LIMITS.tasks);

/** The server's total of an offer (a client's total is never trusted). */
export function offerTotal(offer: readonly OfferLine[]): number {
  return offer.reduce((sum, line) => sum + line.amount_minor, 0);
}

/**
 * An offer covers the job's channel and post types only, each once. Returns the index of the first bad line and why.
 */
export function offerProblem(
  offer: readonly OfferLine[],
  tasks: ReadonlyArray<{ channel: string; post_content_type: string }>,
): { index: number; field: 'channel' | 'post_content_type'; message: string } | null {
  const allowed = new Set(tasks.map((t) => `${t.channel}:${t.post_content_type}`));
  const seen = new Set<string>();
  for (const [index, line] of offer.entries()) {
    const key = `${line.channel}:${line.post_content_type}`;
    if (!allowed.has(key))
      return {
        index,
        field: 'post_content_type',
        message: `The job asks for no ${line.post_content_type} on ${line.channel}`,
      };
    if (seen.has(key))
      return {
        index,
        field: 'post_content_type',
        message: `${line.channel} ${line.post_content_type} is offered twice`,
      };
    seen.add(key);
  }
  return null;
}

/** The moves on a placed bid (BID, the creator's first offer, places it: AWAITING_BRAND). */
export const BID_MOVES = ['COUNTER', 'ACCEPT', 'REJECT', 'WITHDRAW'] as const;
export type BidMove = (typeof BID_MOVES)[number];

/**
 * The bid machine's states: a closed bid's status, or for an ongoing bid whose turn it is (the side that did not
 * speak last answers): AWAITING_BRAND after the creator's offer, AWAITING_CREATOR after the brand's counter.
 */
export const BID_MACHINE_STATES = ['AWAITING_BRAND', 'AWAITING_CREATOR', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
export type BidMachineState = (typeof BID_MACHINE_STATES)[number];

export function bidMachineState(bid: { status: BidStatus; last_role: BidRole }): BidMachineState {
  if (bid.status !== 'ONGOING') return bid.status;
  return bid.last_role === 'INFLUENCER' ? 'AWAITING_BRAND' : 'AWAITING_CREATOR';
}

/**
 * The bid state machine: offers alternate, so a side may counter or accept only the other side's last offer; the
 * brand may reject and the creator withdraw at any point while the bid is ongoing. Accepted, rejected and
 * withdrawn bids are closed.
 */
export const BID_TRANSITIONS: TransitionTable<BidMachineState, BidMove, BidRole> = [
  { from: 'AWAITING_BRAND', move: 'COUNTER', to: 'AWAITING_CREATOR', who: ['MERCHANT'] },
  { from: 'AWAITING_BRAND', move: 'ACCEPT', to: 'ACCEPTED', who: ['MERCHANT'] },
  { from: 'AWAITING_BRAND', move: 'REJECT', to: 'REJECTED', who: ['MERCHANT'] },
  { from: 'AWAITING_BRAND', move: 'WITHDRAW', to: 'WITHDRAWN', who: ['INFLUENCER'] },
  { from: 'AWAITING_CREATOR', move: 'COUNTER', to: 'AWAITING_BRAND', who: ['INFLUENCER'] },
  { from: 'AWAITING_CREATOR', move: 'ACCEPT', to: 'ACCEPTED', who: ['INFLUENCER'] },
  { from: 'AWAITING_CREATOR', move: 'REJECT', to: 'REJECTED', who: ['MERCHANT'] },
  { from: 'AWAITING_CREATOR', move: 'WITHDRAW', to: 'WITHDRAWN', who: ['INFLUENCER'] },
];
/** Why a side may not make a move the bid's state allows to the other side. */
const BID_NOT_YOURS: Record<BidMove, string> = {
  COUNTER: 'The other side has not answered your last offer yet',
  ACCEPT: 'You cannot accept your own offer; wait for the other side',
  REJECT: 'Only the brand rejects a bid; withdraw it instead',
  WITHDRAW: 'Only the creator withdraws a bid; reject it instead',
};

/** Null when `by` may make `action` on the bid now; otherwise why not (the 409's message). */
export function bidMoveRefusal(
  bid: { status: BidStatus; last_role: BidRole },
  by: BidRole,
  action: BidMove,
): string | null {
  const why = refusal(BID_TRANSITIONS, bidMachineState(bid), action, by);
  if (why === 'state') return `This bid is already ${BID_STATUS_LABELS[bid.status].toLowerCase()}`;
  return why === 'who' ? BID_NOT_YOURS[action] : null;
}

/** Whose turn it is: the side that may accept the other's offer, or null once the bid is closed. */
export function bidTurn(bid: { status: BidStatus; last_role: BidRole }): BidRole | null {
  const row = BID_TRANSITIONS.find((t) => t.from === bidMachineState(bid) && t.move === 'ACCEPT');
  return row ? row.who[0] : null;
}

export const historyEntrySchema = z.object({
  offer: z.array(offerLineSchema),
  offer_total_minor: minorValue(),
  role: z.enum(BID_ROLES),
  action: z.enum(BID_ACTIONS),
  created: z.string(),
});

export const jobBidSchema = z
  .object({
    bid_id: z.string(),
    job_id: z.string(),
    job_name: z.string(),
    brand_id: z.string(),
    influencer_id: z.number(),
    influencer: z.object({ id: z.number(), name: z.string(), avatar: z.string().nullable(), followers: z.number() }),
    status: z.enum(BID_STATUSES),
    closed: z.boolean(),
    closed_by: z.enum(BID_ROLES).nullable(),
    closed_date: z.string().nullable(),
    closed_reason: z.string().nullable(),
    currency: z.string(),
    current_brand_offer: z.array(offerLineSchema).nullable(),
    current_brand_offer_total_minor: minorValue().nullable(),
    current_influencer_offer: z.array(offerLineSchema),
    current_influencer_offer_total_minor: minorValue(),
    /** Who spoke last: the other side is to answer. */
    last_role: z.enum(BID_ROLES),
    history: z.array(historyEntrySchema),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'JobBid' });
export type JobBid = z.infer<typeof jobBidSchema>;

export const merchantBidRequestSchema = z
  .object({
    bid_id: z.uuid({ error: 'bid_id must be a bid id' }),
    action: z.enum(['ACCEPT', 'REJECT', 'COUNTER'], { error: 'action is ACCEPT, REJECT or COUNTER' }),
    offer: offerSchema.optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.action !== 'COUNTER' || v.offer, { message: 'A counter-offer needs an offer', path: ['offer'] })
  .refine((v) => v.action !== 'REJECT' || v.reason, { message: 'Say why you reject the bid', path: ['reason'] });

export const creatorBidRequestSchema = z.object({ offer: offerSchema });
export const creatorWithdrawRequestSchema = z.object({ reason: z.string().trim().max(500).optional() });

export const creatorJobsQuerySchema = z.object({
  channel: z.string().max(20).optional(),
  country: z.string().length(2).optional(),
  page_number: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});

/** A job as a creator sees it: no other bids, nothing of the brand's selection. */
export const creatorJobSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    brand_name: z.string(),
    country: z.string(),
    currency: z.string(),
    budget_minor: minorValue(),
    channels: z.array(z.string()),
    tasks: z.array(z.object({ channel: z.string(), post_content_type: z.string(), number: z.number() })),
    bid_start_date: z.string(),
    bid_end_date: z.string(),
    estimated_campaign_start_date: z.string(),
    campaign_period: z.enum(CAMPAIGN_PERIODS),
    campaign_duration: z.number(),
    accepting_bids: z.boolean(),
    my_bid_id: z.string().nullable(),
  })
  .meta({ id: 'CreatorJob' });
export const creatorJobsResponseSchema = z.object({ results: z.array(creatorJobSchema), results_count: z.number() });

// ---- Who may see and bid on a job ----

export interface BidderFacts {
  id: number;
  country_code: string;
  location_id: number | null;
  gender: string;
  date_of_birth: string | null;
  income_category: string;
  /** CHANNEL:LEVEL tokens. */
  channel_levels: readonly string[];
  channels: readonly string[];
  subcategories: readonly string[];
  group_ids: readonly string[];
}

export interface JobAudience {
  marketplace_mode: MarketplaceMode;
  /** Where the job runs: open selection without countries of its own is open to this country's creators. */
  country: string;
  channels: readonly string[];
  marketplace_values_group: readonly string[];
  marketplace_values_self_select: readonly number[];
  marketplace_values_influencer_attributes: InfluencerAttributes;
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/**
 * Whether a creator may see and bid on a job: self-select lists them; groups have them as a member; open
 * selection matches every attribute the brand set (empty lists match everyone; no countries means the job's
 * own country) and one of the job's channels.
 */
export function creatorMayBid(job: JobAudience, creator: BidderFacts, today: Date = new Date()): boolean {
  if (job.marketplace_mode === 'self-select') return job.marketplace_values_self_select.includes(creator.id);
  if (job.marketplace_mode === 'groups') return overlaps(job.marketplace_values_group, creator.group_ids);
  const a = job.marketplace_values_influencer_attributes;
  if (!overlaps(job.channels, creator.channels)) return false;
  if (!(a.countries.length ? a.countries : [job.country]).includes(creator.country_code)) return false;
  if (a.locations.length && (creator.location_id === null || !a.locations.includes(creator.location_id))) return false;
  if (a.gender !== 'BOTH' && a.gender !== creator.gender) return false;
  if (a.income_category.length && !(a.income_category as readonly string[]).includes(creator.income_category))
    return false;
  if (
    a.influencer_levels.length &&
    !creator.channel_levels.some(
      (token) => job.channels.includes(token.split(':')[0]) && a.influencer_levels.includes(token.split(':')[1]),
    )
  )
    return false;
  const interests = [...a.interests, ...a.posting_about];
  if (interests.length && !overlaps(interests, creator.subcategories)) return false;
  if (a.occupation.length && !overlaps(a.occupation, creator.subcategories)) return false;
  if (a.age_group.from > DEFAULT_AGE_FROM || a.age_group.to < DEFAULT_AGE_TO) {
    if (!creator.date_of_birth) return false;
    const age = ageOn(new Date(`${creator.date_of_birth}T00:00:00Z`), today);
    if (age < a.age_group.from || age > a.age_group.to) return false;
  }
  return true;
}
