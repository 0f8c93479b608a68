import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { creators } from './creators';
import { merchants } from './merchants';

/** A company's named list of creators, shareable by code. */
export const influencerGroups = pgTable(
  'influencer_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    code: text('code').notNull(),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('influencer_groups_company_idx').on(t.companyId), uniqueIndex('influencer_groups_code_idx').on(t.code)],
);

export const influencerGroupMembers = pgTable(
  'influencer_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => influencerGroups.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.creatorId] }),
    index('influencer_group_members_creator_idx').on(t.creatorId),
  ],
);
