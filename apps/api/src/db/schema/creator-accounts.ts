/**
 * The creator side (docs/decisions/016-creator-accounts.md): creator accounts, separate from merchants, with
 * their own sessions; each owns one catalogue creator once the profile is complete. The work a creator has
 * agreed to is in assignments.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { creators } from './creators';

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
