/**
 * Creators (influencers). The search columns on `creators` (channels, channel_levels, subcategories,
 * combined_followers, search_text) are denormalised from creator_channels and the creator's
 * categories so that one indexed table answers every filter (docs/decisions/003-creator-search.md).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type Audience = {
  age: Record<string, number>;
  gender: { female: number; male: number; other: number };
  top_countries: Array<{ code: string; share: number }>;
};

export const creators = pgTable(
  'creators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    gender: text('gender', { enum: ['MALE', 'FEMALE', 'OTHER'] }).notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryCode: text('country_code').notNull(),
    locationId: integer('location_id'),
    incomeCategory: text('income_category', { enum: ['LOW', 'LOWER_MIDDLE', 'UPPER_MIDDLE', 'HIGH'] }).notNull(),
    contentCreatorTypeId: integer('content_creator_type_id').notNull(),
    avatarUrl: text('avatar_url'),
    bio: text('bio').notNull().default(''),
    engagementRate: numeric('engagement_rate', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    combinedFollowers: bigint('combined_followers', { mode: 'number' }).notNull(),
    channels: text('channels').array().notNull(),
    /** 'CHANNEL:LEVEL' tokens, e.g. INSTAGRAM:MICRO. */
    channelLevels: text('channel_levels').array().notNull(),
    /** POSTING interests and OCCUPATION subcategories (their enum values are unique across both). */
    subcategories: text('subcategories').array().notNull(),
    searchText: text('search_text').notNull(),
    verificationIdentity: text('verification_identity').notNull().default('NOT_VERIFIED'),
    verificationSocial: text('verification_social').notNull().default('NOT_VERIFIED'),
    verificationPayment: text('verification_payment').notNull().default('NOT_VERIFIED'),
    audience: jsonb('audience').$type<Audience>(),
    isGenerated: boolean('is_generated').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('creators_followers_idx').on(t.combinedFollowers.desc(), t.id),
    index('creators_engagement_idx').on(t.engagementRate.desc(), t.id),
    index('creators_name_idx').on(sql`${t.name} collate "C"`, t.id),
    index('creators_country_followers_idx').on(t.countryCode, t.combinedFollowers.desc()),
    index('creators_channel_levels_idx').using('gin', t.channelLevels),
    index('creators_subcategories_idx').using('gin', t.subcategories),
    index('creators_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

export const creatorChannels = pgTable(
  'creator_channels',
  {
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    handle: text('handle').notNull(),
    followers: bigint('followers', { mode: 'number' }).notNull(),
    level: text('level').notNull(),
    engagementRate: numeric('engagement_rate', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    avgViews: bigint('avg_views', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Price per post content type, whole units of `currency`, set by the creator's level. */
    prices: jsonb('prices').$type<Record<string, number>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.channel] })],
);

export const creatorPosts = pgTable(
  'creator_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    mediaType: text('media_type').notNull(),
    submissionLink: text('submission_link').notNull(),
    image: text('image'),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    reach: bigint('reach', { mode: 'number' }).notNull(),
    shares: integer('shares').notNull(),
    saved: integer('saved').notNull(),
    engagementRate: numeric('engagement_rate', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('creator_posts_creator_idx').on(t.creatorId, t.postedAt.desc())],
);

/** One row whose version moves on every change to the catalogue (statement triggers, migration 0004). */
export const creatorCatalogueState = pgTable('creator_catalogue_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
