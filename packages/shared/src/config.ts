/** The config bundle and the reference-data calls (spec sections 3 and 7). */
import { z } from 'zod';
import { minorValue } from './money-schemas';

export const VERIFICATION_STATUSES = ['NOT_VERIFIED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** NOT_VERIFIED is displayed as Pending (spec section 4). */
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  NOT_VERIFIED: 'Pending',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const PRE_LIVE_CHECK_STATUSES = ['PENDING', 'IN_REVIEW', 'PASSED', 'FAILED'] as const;
export const PRE_LIVE_CHECK_STATUS_LABELS: Record<(typeof PRE_LIVE_CHECK_STATUSES)[number], string> = {
  PENDING: 'Pending',
  IN_REVIEW: 'In review',
  PASSED: 'Passed',
  FAILED: 'Failed',
};

export const SUBCATEGORY_TYPES = ['POSTING', 'OCCUPATION'] as const;
/** Occupations are the subcategories of this category. */
export const PROFESSION_CATEGORY = 'PROFESSION';

const labelled = z.object({ value: z.string(), label: z.string() });

export const channelLevelSchema = z.object({
  level: z.string(),
  label: z.string(),
  min_followers: z.number(),
  max_followers: z.number().nullable(),
});

export const channelSchema = z.object({
  value: z.string(),
  label: z.string(),
  icon_location: z.string(),
  levels: z.array(channelLevelSchema),
  post_content_types: z.array(labelled),
});
export type Channel = z.infer<typeof channelSchema>;

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone: z.string(),
  dial_code: z.string(),
  active: z.boolean(),
});

export const locationSchema = z.object({ id: z.number(), country_code: z.string(), name: z.string() });

export const subcategorySchema = z.object({
  enum_value: z.string(),
  en_label: z.string(),
  label: z.string(),
  subcategory_type: z.enum(SUBCATEGORY_TYPES),
});

export const categorySchema = z.object({
  enum_value: z.string(),
  en_label: z.string(),
  label: z.string(),
  subcategories: z.array(subcategorySchema),
});

export const configBundleSchema = z.object({
  categories: z.array(categorySchema),
  channels: z.array(channelSchema),
  countries: z.array(countrySchema),
  all_locations: z.array(locationSchema),
  active_countries: z.array(countrySchema),
  verification_statuses: z.array(labelled),
  pre_live_check_statuses: z.array(labelled),
});
export type ConfigBundle = z.infer<typeof configBundleSchema>;

export const currencySchema = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
/** A currency's campaign and job budget bounds, minor units. */
export const budgetMinMaxSchema = z.object({ currency: z.string(), min_minor: minorValue(), max_minor: minorValue() });
export const contentCreatorTypeSchema = z.object({ id: z.number(), name: z.string(), description: z.string() });
export const faqSchema = z.object({ id: z.number(), question: z.string(), answer: z.string() });

/** The level a follower count falls in, from the channel's bands (below the lowest band: none). */
export function levelFor(levels: Array<z.infer<typeof channelLevelSchema>>, followers: number): string | null {
  const band = levels.find(
    (l) => followers >= l.min_followers && (l.max_followers === null || followers <= l.max_followers),
  );
  return band?.level ?? null;
}
