import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredFile } from '@app/shared/uploads';
import type { RichText } from '@app/shared/rich-text';
import { companies } from './companies';
import { merchants } from './merchants';

/** A campaign brief of one brand (spec section 3, Brief); campaigns copy their fields from it. */
export const briefs = pgTable(
  'briefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    niches: text('niches').array().notNull().default([]),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    overview: jsonb('overview').$type<RichText>(),
    objectives: jsonb('objectives').$type<RichText>(),
    callToAction: text('call_to_action').notNull().default(''),
    /** Ordered; empty rows are never stored. */
    contentCreationSteps: text('content_creation_steps').array().notNull().default([]),
    keySellingPoints: text('key_selling_points').array().notNull().default([]),
    handles: text('handles').array().notNull().default([]),
    hashtags: text('hashtags').array().notNull().default([]),
    thumbnail: jsonb('thumbnail').$type<StoredFile[]>().notNull().default([]),
    assets: jsonb('assets').$type<StoredFile[]>().notNull().default([]),
    preApproval: boolean('pre_approval').notNull().default(false),
    advertiserPreApproval: boolean('advertiser_pre_approval').notNull().default(false),
    isDemo: boolean('is_demo').notNull().default(false),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('briefs_brand_idx').on(t.brandId, t.updatedAt),
    check('briefs_dates_in_order', sql`${t.startDate} <= ${t.endDate}`),
  ],
);
