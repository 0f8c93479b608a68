/** The job marketplace (issue 12): jobs of a brand, their audience, bids and each bid's history. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InfluencerAttributes } from '@app/shared/jobs';
import {
  BID_ACTIONS,
  BID_ROLES,
  BID_STATUSES,
  CAMPAIGN_PERIODS,
  JOB_STATUSES,
  MARKETPLACE_MODES,
} from '@app/shared/jobs';
import { companies } from './companies';
import { creators } from './creators';
import { merchants } from './merchants';

/**
 * An offer line as the bid tables store it (JSON): its amount in minor units under `amount`, as first written.
 * The wire names it `amount_minor` (decision 017); modules/jobs converts at its edge.
 */
export interface StoredOfferLine {
  channel: string;
  post_content_type: string;
  amount: number;
}

export const jobStatus = pgEnum('job_status', JOB_STATUSES);
export const bidStatus = pgEnum('bid_status', BID_STATUSES);
export const bidRole = pgEnum('bid_role', BID_ROLES);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The brand that publishes the job. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: jobStatus('status').notNull().default('DRAFT'),
    bidStartAt: timestamp('bid_start_at', { withTimezone: true }).notNull(),
    bidEndAt: timestamp('bid_end_at', { withTimezone: true }).notNull(),
    budgetMinor: bigint('budget_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    estimatedStartAt: timestamp('estimated_start_at', { withTimezone: true }).notNull(),
    campaignPeriod: text('campaign_period', { enum: CAMPAIGN_PERIODS }).notNull(),
    campaignDuration: integer('campaign_duration').notNull(),
    marketplaceMode: text('marketplace_mode', { enum: MARKETPLACE_MODES }).notNull(),
    attributes: jsonb('attributes').$type<InfluencerAttributes>().notNull(),
    groupIds: uuid('group_ids').array().notNull().default([]),
    channels: text('channels').array().notNull(),
    /** Drafts are reviewed before posting (issue 18: on unless the brand turns it off). */
    preApproval: boolean('pre_approval').notNull().default(true),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.createdAt),
    index('jobs_open_idx').on(t.status, t.bidEndAt),
    check('jobs_bid_window_in_order', sql`${t.bidStartAt} < ${t.bidEndAt}`),
  ],
);

/** The job's tasks, expanded: one row per post. */
export const jobTasks = pgTable(
  'job_tasks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    channel: text('channel').notNull(),
    postContentType: text('post_content_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.position] })],
);

/** Self selection: the creators the brand listed. */
export const jobCreators = pgTable(
  'job_creators',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.creatorId] }), index('job_creators_creator_idx').on(t.creatorId)],
);

export const jobBids = pgTable(
  'job_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    status: bidStatus('status').notNull().default('ONGOING'),
    lastRole: bidRole('last_role').notNull(),
    currency: text('currency').notNull(),
    brandOffer: jsonb('brand_offer').$type<StoredOfferLine[]>(),
    brandOfferTotal: bigint('brand_offer_total', { mode: 'number' }),
    influencerOffer: jsonb('influencer_offer').$type<StoredOfferLine[]>().notNull(),
    influencerOfferTotal: bigint('influencer_offer_total', { mode: 'number' }).notNull(),
    closedBy: bidRole('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_bids_job_creator_idx').on(t.jobId, t.creatorId),
    index('job_bids_creator_idx').on(t.creatorId, t.updatedAt),
  ],
);

/** Every move on a bid, append-only. */
export const jobBidHistory = pgTable(
  'job_bid_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => jobBids.id, { onDelete: 'cascade' }),
    role: bidRole('role').notNull(),
    action: text('action', { enum: BID_ACTIONS }).notNull(),
    offer: jsonb('offer').$type<StoredOfferLine[]>().notNull(),
    offerTotal: bigint('offer_total', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_bid_history_bid_idx').on(t.bidId, t.id)],
);
