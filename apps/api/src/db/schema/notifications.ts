/**
 * Notifications (modules/notifications): what concerns one person, a merchant or a creator account, written in
 * the same transaction as the change it tells of; delivered live (SSE) and by e-mail per the person's preferences
 * through the outbox.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { creatorAccounts } from './creator-accounts';
import { merchants } from './merchants';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    creatorAccountId: uuid('creator_account_id').references(() => creatorAccounts.id, { onDelete: 'cascade' }),
    /** The company the event belongs to (a merchant's notifications page lists one company's). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** A preference topic (shared NOTIFICATION_TOPICS): decides whether it is e-mailed. */
    topic: text('topic').notNull(),
    /** What happened, a stable name (shared NOTIFICATION_KINDS), e.g. content.submitted. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of the web app. */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set once the e-mail left, so a repeated delivery does not mail twice. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_merchant_idx').on(t.merchantId, t.createdAt),
    index('notifications_creator_idx').on(t.creatorAccountId, t.createdAt),
    index('notifications_merchant_unread_idx')
      .on(t.merchantId)
      .where(sql`${t.readAt} is null`),
    index('notifications_creator_unread_idx')
      .on(t.creatorAccountId)
      .where(sql`${t.readAt} is null`),
    check('notifications_one_recipient', sql`num_nonnulls(${t.merchantId}, ${t.creatorAccountId}) = 1`),
  ],
);
