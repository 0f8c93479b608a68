/**
 * Assignments (modules/assignments): the work a creator has agreed to, from an accepted campaign invitation or
 * an accepted bid. Content submissions and payouts hang on them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { ASSIGNMENT_STATUSES } from '@app/shared/assignments';
import { campaigns, campaignTasks } from './campaigns';
import { creators } from './creators';
import { jobBids, jobs } from './jobs';

export const assignmentSource = pgEnum('assignment_source', ['CAMPAIGN', 'JOB']);
export const assignmentStatus = pgEnum('assignment_status', ASSIGNMENT_STATUSES);

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
    index('assignments_campaign_idx').on(t.campaignId),
    index('assignments_job_idx').on(t.jobId),
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
