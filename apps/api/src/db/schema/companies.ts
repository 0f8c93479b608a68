import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    isDemo: boolean('is_demo').notNull().default(false),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('companies_parent_idx').on(t.parentId).where(sql`${t.parentId} is not null`)],
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
  (t) => [primaryKey({ columns: [t.merchantId, t.companyId] }), index('company_memberships_company_idx').on(t.companyId)],
);
