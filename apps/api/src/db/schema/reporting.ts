/**
 * Reports (modules/reporting, docs/decisions/024-reporting.md): snapshots of live posts' figures over time, and the
 * roll-ups the database keeps from them (migration 0016's trigger) so report reads never scan raw snapshots:
 * - `post_metrics_daily`: a post's figures as of each day it was read (the day's latest reading);
 * - `post_metrics`: a post's latest figures (the metrics card, the influencer totals);
 * - `report_metrics_daily`: per campaign (or job) and day, what its posts gained that day. A campaign's figures as
 *   of a day are the running sum of its rows; a date range's gain is the sum of its rows in the range.
 * The figures are cumulative counts (a post's impressions only grow, unless a correction lowers them).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { METRIC_REVIEW_STATUSES, METRIC_SOURCES } from '@app/shared/reporting';
import { companies } from './companies';
import { contentItems } from './content';
import { creators } from './creators';
import { merchants } from './merchants';

export const metricSource = pgEnum('metric_source', METRIC_SOURCES);
export const metricReviewStatus = pgEnum('metric_review_status', METRIC_REVIEW_STATUSES);

const counts = () => ({
  impressions: bigint('impressions', { mode: 'number' }).notNull(),
  reach: bigint('reach', { mode: 'number' }).notNull(),
  views: bigint('views', { mode: 'number' }).notNull(),
  likes: bigint('likes', { mode: 'number' }).notNull(),
  comments: bigint('comments', { mode: 'number' }).notNull(),
  shares: bigint('shares', { mode: 'number' }).notNull(),
  saved: bigint('saved', { mode: 'number' }).notNull(),
});

/** One reading of a live post's figures: what the source said at `captured_at`. Append-only. */
export const postMetricSnapshots = pgTable(
  'post_metric_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    ...counts(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    source: metricSource('source').notNull(),
    /** Only ACCEPTED readings count; a creator's report is PENDING until the brand accepts or disputes it. */
    reviewStatus: metricReviewStatus('review_status').notNull().default('ACCEPTED'),
    /** The creator's screenshot of the platform's insights (private storage key, served by the media route). */
    evidenceKey: text('evidence_key'),
    evidenceType: text('evidence_type'),
    disputeReason: text('dispute_reason'),
    reviewedBy: uuid('reviewed_by').references(() => merchants.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The brand member whose CSV file brought this reading. */
    importedBy: uuid('imported_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_metric_snapshots_content_idx').on(t.contentId, t.capturedAt),
    index('post_metric_snapshots_pending_idx')
      .on(t.contentId)
      .where(sql`${t.reviewStatus} = 'PENDING'`),
    check(
      'post_metric_snapshots_counts',
      sql`least(${t.impressions}, ${t.reach}, ${t.views}, ${t.likes}, ${t.comments}, ${t.shares}, ${t.saved},
        ${t.followers}) >= 0`,
    ),
  ],
);

/** Who the post's figures belong to, copied from the content item so roll-up reads need no join. */
const owner = () => ({
  /** The campaign or the job the post was made for. */
  subjectId: uuid('subject_id').notNull(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  creatorId: integer('creator_id')
    .notNull()
    .references(() => creators.id, { onDelete: 'cascade' }),
});

/** A post's figures as of the end of each day it was read (kept by the trigger). */
export const postMetricsDaily = pgTable(
  'post_metrics_daily',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...owner(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    ...counts(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    source: metricSource('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.day] }),
    // The CSV export and a date range's per-post figures: a campaign's posts by day.
    index('post_metrics_daily_subject_idx').on(t.subjectId, t.day),
  ],
);

/** A post's latest accepted figures (kept by the trigger). */
export const postMetrics = pgTable(
  'post_metrics',
  {
    contentId: uuid('content_id')
      .primaryKey()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    ...owner(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    ...counts(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    source: metricSource('source').notNull(),
  },
  (t) => [index('post_metrics_subject_idx').on(t.subjectId)],
);

/** Per campaign (or job) and day: what its posts gained that day (kept by the trigger; may be negative). */
export const reportMetricsDaily = pgTable(
  'report_metrics_daily',
  {
    subjectId: uuid('subject_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...counts(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.day] }),
    // A brand's month (the dashboard) and a brand's date range (the reports page).
    index('report_metrics_daily_company_idx').on(t.companyId, t.day),
  ],
);

/**
 * A creator's account on a platform whose API the refresh job may read (Instagram Graph, TikTok). The token is
 * sealed at rest (infra/sealing), like the outbox's.
 */
export const metricConnections = pgTable(
  'metric_connections',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The platform's id of the account (an Instagram professional account id, a TikTok open_id). */
    accountId: text('account_id').notNull(),
    sealedToken: text('sealed_token').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Reads failing one after the other; a retryable failure waits 1 h x 2^(failures - 1), at most a day. */
    failures: integer('failures').notNull().default(0),
    retryAfter: timestamp('retry_after', { withTimezone: true }),
    /** The platform refused for good (an expired token, a missing permission): read again once reconnected. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.channel] })],
);
