/**
 * Content pre-approval and live posts (modules/content, docs/state-machines.md "Content"): one item per post of
 * an assignment, its rounds of drafts (caption and files), and what reviewers said.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  primaryKey,
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
import { CONTENT_REVIEW_ACTIONS, CONTENT_STATUSES } from '@app/shared/content';
import { assignments } from './assignments';
import { campaigns } from './campaigns';
import { companies } from './companies';
import { creators } from './creators';
import { jobs } from './jobs';
import { merchants } from './merchants';

export const contentStatus = pgEnum('content_status', CONTENT_STATUSES);
export const contentReviewAction = pgEnum('content_review_action', CONTENT_REVIEW_ACTIONS);

/**
 * One post of an assignment on its way to live. The brand, campaign or job and creator are copied from the
 * assignment so the pre-approval queue of a company (50,000 items and more) reads one index.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    postIndex: integer('post_index').notNull(),
    /** The brand (company) whose campaign or job this is. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    status: contentStatus('status').notNull(),
    /** The latest round of drafts (0 when the work needs no pre-approval and only a live link was sent). */
    round: integer('round').notNull().default(0),
    maxRounds: integer('max_rounds').notNull(),
    /** The latest submission (draft or live link) came after the post's due date. */
    late: boolean('late').notNull().default(false),
    dueAt: timestamp('due_at', { withTimezone: true }),
    postUrl: text('post_url'),
    /** The live link's normalised form (shared liveLinkKey): one post serves one assignment only. */
    postUrlKey: text('post_url_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_post_idx').on(t.assignmentId, t.postIndex),
    uniqueIndex('content_items_post_url_idx').on(t.postUrlKey),
    // The queue: a company's items, newest first (filters by status, campaign, creator narrow it further).
    index('content_items_company_idx').on(t.companyId, t.updatedAt, t.id),
    // The queue filtered by status (to review, one state): its page and its count read only this index.
    index('content_items_company_status_idx').on(t.companyId, t.status, t.updatedAt, t.id),
    index('content_items_campaign_idx').on(t.campaignId),
    index('content_items_job_idx').on(t.jobId),
    check('content_items_post_index_positive', sql`${t.postIndex} >= 1`),
    check('content_items_round_in_range', sql`${t.round} >= 0 and ${t.round} <= ${t.maxRounds}`),
  ],
);

/** A draft: the caption and files the creator sent in one round. */
export const contentRounds = pgTable(
  'content_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    caption: text('caption').notNull(),
    late: boolean('late').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_rounds_round_idx').on(t.contentId, t.round)],
);

/** A file of a round, stored privately and served by the access-checked media route. */
export const contentFiles = pgTable(
  'content_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => contentRounds.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    filename: text('filename').notNull(),
  },
  (t) => [index('content_files_round_idx').on(t.roundId, t.position)],
);

/** What a reviewer did: approve or request changes on a round, verify or reject a live link. */
export const contentReviews = pgTable(
  'content_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    action: contentReviewAction('action').notNull(),
    comment: text('comment'),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    /** The reviewer and the company they acted for, as they were then. */
    reviewerName: text('reviewer_name').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_reviews_content_idx').on(t.contentId, t.createdAt)],
);

/** A deadline reminder sent for one post and due date (the queue's reminder job sends each once). */
export const contentReminders = pgTable(
  'content_reminders',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    postIndex: integer('post_index').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.postIndex, t.dueAt] })],
);
