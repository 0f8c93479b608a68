/** Reference data of the config bundle (spec section 3), seeded by migration 0003. */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  /** Campaign budget bounds in whole units of the currency. */
  budgetMin: bigint('budget_min', { mode: 'number' }).notNull(),
  budgetMax: bigint('budget_max', { mode: 'number' }).notNull(),
  /** US dollars per unit, for figures the spec shows in dollars (cost per engagement). */
  usdRate: numeric('usd_rate', { precision: 14, scale: 8, mode: 'number' }).notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency')
    .notNull()
    .references(() => currencies.code),
  timezone: text('timezone').notNull(),
  dialCode: text('dial_code').notNull(),
  /** Creators can be booked here today. */
  active: boolean('active').notNull().default(false),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    name: text('name').notNull(),
  },
  (t) => [index('locations_country_idx').on(t.countryCode)],
);

export const channels = pgTable('channels', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  iconLocation: text('icon_location').notNull(),
  position: integer('position').notNull(),
});

/** Follower bands; max null for the open top band. */
export const channelLevels = pgTable(
  'channel_levels',
  {
    channel: text('channel')
      .notNull()
      .references(() => channels.value),
    level: text('level').notNull(),
    label: text('label').notNull(),
    minFollowers: bigint('min_followers', { mode: 'number' }).notNull(),
    maxFollowers: bigint('max_followers', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.channel, t.level] })],
);

export const postContentTypes = pgTable(
  'post_content_types',
  {
    channel: text('channel')
      .notNull()
      .references(() => channels.value),
    value: text('value').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.value] })],
);

export const channelCountries = pgTable(
  'channel_countries',
  {
    channel: text('channel')
      .notNull()
      .references(() => channels.value),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
  },
  (t) => [primaryKey({ columns: [t.channel, t.countryCode] })],
);

export const categories = pgTable('categories', {
  enumValue: text('enum_value').primaryKey(),
  enLabel: text('en_label').notNull(),
  label: text('label').notNull(),
  position: integer('position').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    enumValue: text('enum_value').primaryKey(),
    category: text('category')
      .notNull()
      .references(() => categories.enumValue),
    enLabel: text('en_label').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('subcategories_category_idx').on(t.category)],
);

export const contentCreatorTypes = pgTable('content_creator_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('faqs_type_idx').on(t.type, t.position)],
);

/**
 * The default partner themes (spec section 1: a partner theme exists for two partner hosts), seeded by
 * migration 0006 for two demo hosts under *.localhost (which browsers resolve to this machine, so they
 * can be tried locally). PARTNER_THEMES in the environment adds hosts or overrides these.
 */
export const partnerThemes = pgTable('partner_themes', {
  host: text('host').primaryKey(),
  name: text('name').notNull(),
  /** { primary, secondary, gray }: ten shades each, lightest first. */
  colorscheme: jsonb('colorscheme').$type<{ primary?: string[]; secondary?: string[]; gray?: string[] }>().notNull(),
  buttonStyle: text('button_style').notNull().default('rounded'),
  logo: text('logo'),
  isDemo: boolean('is_demo').notNull().default(true),
});
