/**
 * The creator side (docs/decisions/016-creator-accounts.md): creator accounts, separate from merchants, with
 * their own sessions; each owns one catalogue creator once the profile is complete. Assignments are the
 * work a creator has agreed to, from an accepted campaign invitation or (issue 12, jobs) an accepted bid.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { creators } from './creators';
import { campaigns, campaignTasks } from './campaigns';
import { jobBids, jobs } from './jobs';

export const creatorAccounts = pgTable(
  'creator_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** The catalogue row this account speaks for; made when the profile is first completed. */
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    /** M-Pesa payout number (E.164 without +), checked by the payment verification step. */
    mpesaNumber: text('mpesa_number'),
    /** Private storage key of the identity document sent for the identity step. */
    identityDocumentKey: text('identity_document_key'),
    accountDisabled: boolean('account_disabled').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creator_accounts_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('creator_accounts_creator_idx').on(t.creatorId),
  ],
);

/** One row per creator login; the creator JWT names it, so logout and password changes revoke. */
export const creatorSessions = pgTable(
  'creator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorAccountId: uuid('creator_account_id')
      .notNull()
      .references(() => creatorAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('creator_sessions_account_idx').on(t.creatorAccountId)],
);

export const assignmentSource = pgEnum('assignment_source', ['CAMPAIGN', 'JOB']);
export const assignmentStatus = pgEnum('assignment_status', ['ACTIVE', 'CANCELLED', 'COMPLETED']);

/**
 * One piece of agreed work: a creator, a channel and post type, a number of posts, an agreed amount in
 * minor units. Made from an accepted campaign invitation (one per task of the creator) or an accepted
 * bid; the content and payments issues hang submissions and payouts on it.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    source: assignmentSource('source').notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    campaignTaskId: uuid('campaign_task_id').references(() => campaignTasks.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    jobBidId: uuid('job_bid_id').references(() => jobBids.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    postContentType: text('post_content_type').notNull(),
    posts: integer('posts').notNull().default(1),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: assignmentStatus('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_creator_idx').on(t.creatorId, t.createdAt),
    uniqueIndex('assignments_campaign_task_creator_idx').on(t.campaignTaskId, t.creatorId),
    check('assignments_amount_not_negative', sql`${t.amountMinor} >= 0`),
    check(
      'assignments_job_source',
      sql`${t.source} <> 'JOB' or (${t.jobId} is not null and ${t.jobBidId} is not null)`,
    ),
    check(
      'assignments_campaign_source',
      sql`${t.source} <> 'CAMPAIGN' or (${t.campaignId} is not null and ${t.campaignTaskId} is not null)`,
    ),
  ],
);
