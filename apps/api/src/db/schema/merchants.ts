import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// The creator side shares sign-up attempts and password resets (decision 016); references are lazy.
import { creatorAccounts } from './creator-accounts';

/** Who an account belongs to: sign-up attempts and password resets serve both kinds. */
export const ACCOUNT_KINDS = ['MERCHANT', 'CREATOR'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    businessName: text('business_name'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    emailVerified: boolean('email_verified').notNull().default(false),
    accountDisabled: boolean('account_disabled').notNull().default(false),
    acceptedTermsVersion: text('accepted_terms_version'),
    /** Signed up through the SME flow. */
    signedUpAsSme: boolean('signed_up_as_sme').notNull().default(false),
    lastCompanyId: uuid('last_company_id'),
    /** Per topic: { [topic]: { email: boolean, in_app: boolean } }; absent topics use the defaults. */
    notificationPreferences: jsonb('notification_preferences')
      .$type<Record<string, { email: boolean; in_app: boolean }>>()
      .notNull()
      .default({}),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchants_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** One row per login; the JWT carries its id so logout and password changes really revoke. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_merchant_idx').on(t.merchantId)],
);

export const emailOtps = pgTable(
  'email_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_otps_merchant_idx').on(t.merchantId)],
);

/** A password reset link of a merchant or (merchant_id null) of a creator account. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    creatorAccountId: uuid('creator_account_id').references(() => creatorAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_idx').on(t.tokenHash),
    check('password_resets_one_owner', sql`(${t.merchantId} is null) <> (${t.creatorAccountId} is null)`),
  ],
);

/**
 * A sign-up waiting for its e-mail code. The account is created only when the code is verified, and a
 * sign-up with an address that already has an account is recorded the same way (its code is never
 * sent): so the answers to sign-up, code and resend never tell whether an address has an account.
 */
export const signupAttempts = pgTable(
  'signup_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    businessName: text('business_name'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    acceptedTermsVersion: text('accepted_terms_version'),
    isSme: boolean('is_sme').notNull().default(false),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull().default('MERCHANT'),
    /** The account that already held the address when the attempt was made (its code is never sent). */
    existingMerchantId: uuid('existing_merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    existingCreatorAccountId: uuid('existing_creator_account_id').references(() => creatorAccounts.id, {
      onDelete: 'cascade',
    }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    creatorAccountId: uuid('creator_account_id').references(() => creatorAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_attempts_email_idx').on(sql`lower(${t.email})`)],
);
