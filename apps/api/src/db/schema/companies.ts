import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Theme } from '@app/shared/companies';
import { CLUSTER_ROLES, COMPANY_ROLES, MERCHANT_ROLES } from '@app/shared/auth';
import { merchants } from './merchants';

export const companyRole = pgEnum('company_role', COMPANY_ROLES);
export const merchantRole = pgEnum('merchant_role', MERCHANT_ROLES);
export const clusterRole = pgEnum('cluster_role', CLUSTER_ROLES);

/** Agency > company (ACCOUNT) > brand, one table with a parent link. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyRole: companyRole('company_role').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    isSme: boolean('is_sme').notNull().default(false),
    website: text('website'),
    industry: text('industry'),
    country: text('country'),
    description: text('description'),
    logoUrl: text('logo_url'),
    /** The company's custom configuration: colour scales, button style, logo. */
    theme: jsonb('theme').$type<Theme>(),
    isDemo: boolean('is_demo').notNull().default(false),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
  ],
);

export const companyMemberships = pgTable(
  'company_memberships',
  {
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    merchantRole: merchantRole('merchant_role'),
    clusterRole: clusterRole('cluster_role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.companyId] }),
    index('company_memberships_company_idx').on(t.companyId),
  ],
);

export const invitationStatus = pgEnum('invitation_status', ['PENDING', 'ACCEPTED', 'REVOKED']);
export const teamRole = pgEnum('team_role', ['OWNER', 'ADMIN', 'COMPANY_MANAGER', 'BRAND_MANAGER']);

/** A teammate invited by e-mail; the link carries a token whose hash is stored here. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: teamRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: invitationStatus('status').notNull().default('PENDING'),
    invitedBy: uuid('invited_by').references(() => merchants.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => merchants.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_company_idx').on(t.companyId), index('invitations_token_idx').on(t.tokenHash)],
);
