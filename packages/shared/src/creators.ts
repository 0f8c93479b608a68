/** Creators (influencers): the verification rule, search filters and results (spec sections 3, 4, 9). */
import { z } from 'zod';
import { minorValue } from './money-schemas';
import { SUBCATEGORY_TYPES } from './config';
import { boundedInt, int32Id } from './validation';
import {
  DEFAULT_AGE_FROM,
  DEFAULT_AGE_TO,
  DEFAULT_GENDER,
  FIND_BY_IDS_CHUNK,
  GENDER_FILTERS,
  GENDERS,
  INCOME_CATEGORIES,
  INFLUENCER_FORM_PAGE_SIZE,
  SORT_FIELDS,
} from './creator-options';

export * from './creator-options';

export const sortingSchema = z.object({
  sort_by: z.enum(SORT_FIELDS, { error: `sort_by must be one of ${SORT_FIELDS.join(', ')}` }),
  sort_direction: z.enum(['ASC', 'DESC'], { error: 'sort_direction must be ASC or DESC' }).default('DESC'),
});

const idList = (label: string) =>
  z
    .array(int32Id(label), { error: `${label} must be a list of ids` })
    .max(500)
    .default([]);

export const creatorSearchRequestSchema = z
  .object({
    age_from: boundedInt('age_from', { min: 13, max: 120 }).default(DEFAULT_AGE_FROM),
    age_to: boundedInt('age_to', { min: 13, max: 120 }).default(DEFAULT_AGE_TO),
    channels_with_levels: z
      .array(z.object({ channel: z.string().max(20), levels: z.array(z.string().max(20)).max(10).default([]) }))
      .max(10)
      .default([]),
    content_creator_type_ids: idList('content_creator_type_ids'),
    countries: z.array(z.string().length(2)).max(60).default([]),
    locations: idList('locations'),
    gender: z.enum(GENDER_FILTERS, { error: 'gender must be BOTH, MALE, FEMALE or OTHER' }).default(DEFAULT_GENDER),
    subcategories: z
      .array(z.object({ enum_value: z.string().max(40), subcategory_type: z.enum(SUBCATEGORY_TYPES) }))
      .max(60)
      .default([]),
    influencer_group_ids: z.array(z.string().max(64)).max(50).default([]),
    income_categories: z.array(z.enum(INCOME_CATEGORIES)).max(4).default([]),
    free_text: z.string().trim().max(100).optional(),
    sortings: z
      .array(sortingSchema)
      .max(3)
      .default([{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }]),
    page_number: boundedInt('page_number', { max: 10_000 }).default(1),
    page_size: boundedInt('page_size', { max: 100 }).default(INFLUENCER_FORM_PAGE_SIZE),
  })
  .refine((v) => v.age_from <= v.age_to, { path: ['age_to'], message: 'age_to must not be below age_from' });
export type CreatorSearchRequest = z.input<typeof creatorSearchRequestSchema>;

export const channelLevelPairSchema = z.object({ channel: z.string(), level: z.string() });

export const creatorSearchResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  country: z.string(),
  location: z.string().nullable(),
  gender: z.enum(GENDERS),
  age: z.number().nullable(),
  engagement_rate: z.number(),
  verification_status: z.string(),
  matching_channels: z.array(z.string()),
  matching_channels_with_levels: z.array(channelLevelPairSchema),
  matching_combined_followers_count: z.number(),
  combined_followers_count: z.number(),
  channels: z.array(z.string()),
  channels_levels: z.array(channelLevelPairSchema),
});
export type CreatorSearchResult = z.infer<typeof creatorSearchResultSchema>;

export const creatorSearchResponseSchema = z.object({
  influencers_for_search: z.array(creatorSearchResultSchema),
  total_search_results: z.number(),
  /** True when the total is the planner's estimate (more than COUNT_EXACT_LIMIT matches). */
  total_is_estimate: z.boolean(),
  page_number: z.number(),
  page_size: z.number(),
});

export const findByIdsRequestSchema = z.object({
  ids: z.array(int32Id('ids')).min(1, 'ids must hold at least one id').max(500),
  page_size: boundedInt('page_size', { max: FIND_BY_IDS_CHUNK }).default(FIND_BY_IDS_CHUNK),
  page_number: boundedInt('page_number').default(1),
});

export const findByIdsResponseSchema = z.object({
  influencers: z.array(creatorSearchResultSchema),
  total: z.number(),
  page_number: z.number(),
  page_size: z.number(),
});

/** One post's metrics, as the creator social metrics card shows them (spec section 3, post metrics). */
export const postMetricsSchema = z.object({
  id: z.number(),
  influencer_id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  platform: z.string(),
  media_type: z.string(),
  submission_link: z.string(),
  followers: z.number(),
  impressions: z.number(),
  reach: z.number(),
  shares: z.number(),
  saved: z.number(),
  engagement_rate: z.number(),
  /** Cost per engagement in US dollars; null when the creator has no price for this post type. */
  cpe: z.number().nullable(),
  posted_at: z.string(),
});

export const creatorProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  country: z.string(),
  location: z.string().nullable(),
  gender: z.enum(GENDERS),
  age: z.number().nullable(),
  income_category: z.string(),
  content_creator_type_id: z.number(),
  subcategories: z.array(z.string()),
  engagement_rate: z.number(),
  combined_followers_count: z.number(),
  verification: z.object({
    steps: z.object({ identity: z.string(), social: z.string(), payment: z.string() }),
    status: z.string(),
  }),
  channels: z.array(
    z.object({
      channel: z.string(),
      handle: z.string(),
      followers: z.number(),
      level: z.string(),
      engagement_rate: z.number(),
      avg_views: z.number(),
      currency: z.string(),
      /** The price per post content type, minor units of `currency`. */
      prices_minor: z.record(z.string(), minorValue()),
    }),
  ),
  audience: z
    .object({
      age: z.record(z.string(), z.number()),
      gender: z.object({ female: z.number(), male: z.number(), other: z.number() }),
      top_countries: z.array(z.object({ code: z.string(), share: z.number() })),
    })
    .nullable(),
  posts: z.array(postMetricsSchema),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;
