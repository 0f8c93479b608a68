/**
 * The SME area (issue 21, spec sections 2, 3 and 9): fixed packages priced in KES, the recommended package, and how
 * a package's price splits into the creators' work, the platform fee and VAT (docs/decisions/025-sme-area.md).
 */
import { z } from 'zod';
import { percentOf, toMinor } from './money';
import { fromPercent } from './numbers';
import { PLATFORM_FEE_PERCENT, VAT_PERCENT } from './campaign-pricing';
import { companyProfileFields } from './companies';
import { notificationPreferencesSchema } from './notification-schemas';
import { mpesaPhoneSchema } from './payments';

export const SME_CURRENCY = 'KES';

/** The spec's Package tier (section 3) with the price also in minor units, as money travels (decision 017). */
export const packageTierSchema = z.object({
  name: z.string(),
  /** Whole shillings, as the spec's table writes it. */
  price: z.number().int(),
  price_minor: z.number().int(),
  currency: z.string(),
  creators: z.number().int(),
  videos: z.number().int(),
  /** The expected reach and engagement, as the spec's table says them ("about 40K-60K", "about 6-8%"). */
  reach: z.string(),
  engagementRate: z.string(),
  isPopular: z.boolean(),
});
export type PackageTier = z.infer<typeof packageTierSchema>;

const tier = (
  name: string,
  price: number,
  creators: number,
  videos: number,
  reach: string,
  engagementRate: string,
  isPopular = false,
): PackageTier => ({
  name,
  price,
  price_minor: toMinor(price),
  currency: SME_CURRENCY,
  creators,
  videos,
  reach,
  engagementRate,
  isPopular,
});

/** Spec section 9's table, cheapest first. */
export const SME_PACKAGES: readonly PackageTier[] = [
  tier('Launch', 65_000, 2, 4, 'about 15K-25K', 'about 6-10%'),
  tier('Boost', 130_000, 4, 8, 'about 40K-60K', 'about 6-8%', true),
  tier('Scale', 265_000, 8, 16, 'about 80K-120K', 'about 5-7%'),
  tier('Platinum', 500_000, 15, 30, 'about 160K-240K', 'about 4-6%'),
];

/**
 * Spec section 9: the cheapest tier whose price is at least the budget; none when no tier qualifies (a budget above
 * the top tier). A budget of zero or less asks for nothing and gets no recommendation.
 */
export function recommendedPackage(
  budgetMinor: number,
  packages: readonly PackageTier[] = SME_PACKAGES,
): PackageTier | null {
  if (!Number.isFinite(budgetMinor) || budgetMinor <= 0) return null;
  return [...packages].sort((a, b) => a.price_minor - b.price_minor).find((p) => p.price_minor >= budgetMinor) ?? null;
}

export interface PriceSplit {
  /** What the creators' work may cost at most. */
  work_minor: number;
  platform_fee_minor: number;
  vat_minor: number;
  /** work + fee + VAT: never above the price (at most a few cents below it, from rounding). */
  total_minor: number;
}

const totalFor = (work: number) => work + percentOf(work, PLATFORM_FEE_PERCENT) + percentOf(work, VAT_PERCENT);

/**
 * How a package price splits: the largest amount of creators' work whose work + 30% fee + 15% VAT (each rounded as
 * every campaign's are, campaign-pricing.ts) is within the price. The SME pays the campaign's total, which is never
 * above the price.
 */
export function packageSplit(priceMinor: number): PriceSplit {
  // Start from the exact share (price / 1.45) and step to the largest whole amount that fits.
  let work = Math.max(0, Math.floor(priceMinor / (1 + fromPercent(PLATFORM_FEE_PERCENT + VAT_PERCENT))));
  while (work > 0 && totalFor(work) > priceMinor) work -= 1;
  while (totalFor(work + 1) <= priceMinor) work += 1;
  const fee = percentOf(work, PLATFORM_FEE_PERCENT);
  const vat = percentOf(work, VAT_PERCENT);
  return { work_minor: work, platform_fee_minor: fee, vat_minor: vat, total_minor: work + fee + vat };
}

// ---- Calls (issue 21, `/api/sme/{sme_id}/...`) ----

/** The channels an SME campaign runs on and the video each creator makes there (packages count videos). */
export const SME_VIDEO_TYPES = { INSTAGRAM: 'REEL', TIKTOK: 'VIDEO', YOUTUBE: 'SHORT', FACEBOOK: 'REEL' } as const;
export const SME_CHANNELS = Object.keys(SME_VIDEO_TYPES) as [keyof typeof SME_VIDEO_TYPES, ...string[]];
export type SmeChannel = keyof typeof SME_VIDEO_TYPES;
/** The largest budget the form takes, in whole shillings (far above the top package). */
export const SME_MAX_BUDGET = 100_000_000;

const smeDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601)` });

/**
 * What the owner tells: the budget in whole shillings (the spec's `budget`, as the SME views name it), channels,
 * dates and what the campaign is about; optionally another package than the recommended one, and the creators kept
 * after swapping (the server checks each again).
 */
export const smePreviewRequestSchema = z
  .strictObject({
    budget: z
      .number({ error: 'budget must be a whole number of shillings' })
      .int('budget must be a whole number of shillings')
      .min(1, 'budget must be more than zero')
      .max(SME_MAX_BUDGET, `budget must be at most ${SME_MAX_BUDGET}`),
    channels: z
      .array(z.enum(SME_CHANNELS, { error: `channels are ${SME_CHANNELS.join(', ')}` }))
      .min(1, 'Choose at least one channel')
      .max(SME_CHANNELS.length)
      .refine((list) => new Set(list).size === list.length, 'Choose each channel once'),
    start_date: smeDateTime('start_date'),
    end_date: smeDateTime('end_date'),
    description: z.string().trim().min(1, 'Describe the campaign').max(2000),
    package: z.enum(['Launch', 'Boost', 'Scale', 'Platinum'], { error: 'package is a package name' }).optional(),
    influencer_ids: z
      .array(
        z
          .number()
          .int()
          .min(1)
          .max(2 ** 31 - 1),
      )
      .max(15)
      .optional(),
  })
  .refine((b) => Date.parse(b.start_date) < Date.parse(b.end_date), {
    path: ['end_date'],
    message: 'The campaign must end after it starts',
  });
export type SmePreviewRequest = z.infer<typeof smePreviewRequestSchema>;

export const smeCreatorSchema = z.object({
  influencer_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  channel: z.string(),
  post_content_type: z.string(),
  level: z.string(),
  followers: z.number(),
  engagement_rate: z.number(),
  posts: z.number().int(),
  cost_minor: z.number().int(),
});
export type SmeCreator = z.infer<typeof smeCreatorSchema>;

export const smePreviewSchema = z.object({
  /** Spec section 9's rule on the budget; null above the top tier. */
  recommended_package: packageTierSchema.nullable(),
  /** The package the campaign is priced on: the one asked for, else the recommended one. */
  package: packageTierSchema,
  /** How the package's price splits (the creators' work may cost at most `work_minor`). */
  split: z.object({
    work_minor: z.number().int(),
    platform_fee_minor: z.number().int(),
    vat_minor: z.number().int(),
    total_minor: z.number().int(),
  }),
  creators: z.array(smeCreatorSchema),
  /** Other matching creators to swap one for (within the work budget). */
  alternatives: z.array(smeCreatorSchema),
  /** The priced lines of the chosen creators: what the SME pays (never above the package price). */
  cost: z.object({
    currency: z.string(),
    deliverables_total_minor: z.number().int(),
    platform_fee_minor: z.number().int(),
    vat_minor: z.number().int(),
    total_minor: z.number().int(),
  }),
});
export type SmePreview = z.infer<typeof smePreviewSchema>;

export const smeCreateCampaignRequestSchema = smePreviewRequestSchema.safeExtend({
  name: z.string().trim().min(1, 'Give the campaign a name').max(120),
  product: z.string().trim().max(2000).default(''),
  goal: z.string().trim().max(2000).default(''),
  dos: z.string().trim().max(2000).default(''),
  donts: z.string().trim().max(2000).default(''),
});

/** The spec's Campaign (SME view), with the money in minor units beside `budget` and the package it was bought as. */
export const smeCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  channels: z.array(z.string()),
  campaign_status_for_merchant: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  currency: z.string(),
  /** Whole units of `currency`, as the spec's SME view names it. */
  budget: z.number(),
  budget_minor: z.number().int(),
  package: z.string().nullable(),
  /** How its creators were chosen: AUTO_SELECTION for a package campaign (spec: creator selection methods). */
  creator_selection_method: z.string().nullable(),
});
export type SmeCampaign = z.infer<typeof smeCampaignSchema>;

export const SME_PAGE_SIZES = [5, 10, 20, 50] as const;

/** A page of an SME list: its query (page_number from 1, page_size one of the spec's sizes) and its answer. */
const pageQuery = (defaultSize: (typeof SME_PAGE_SIZES)[number]) => ({
  page_number: z.coerce.number().int().min(1, 'page_number starts at 1').max(10_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine(
      (n) => (SME_PAGE_SIZES as readonly number[]).includes(n),
      `page_size is one of ${SME_PAGE_SIZES.join(', ')}`,
    )
    .default(defaultSize),
});
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    results_count: z.number().int(),
    page_number: z.number().int(),
    page_size: z.number().int(),
  });

export const smeCampaignListQuerySchema = z.strictObject(pageQuery(10));
export const smeCampaignListSchema = pageOf(smeCampaignSchema);

/** The creators' interests a business's industry looks for first (its niche) in automatic selection. */
export const INDUSTRY_NICHES: Record<string, readonly string[]> = {
  Agriculture: ['AGRIBUSINESS'],
  'Beauty & personal care': ['BEAUTY', 'FASHION'],
  Education: ['EDUCATION', 'STUDENT', 'TEACHER'],
  'Entertainment & media': ['COMEDY', 'MUSIC', 'FILM_TV', 'DANCE'],
  'Fashion & apparel': ['FASHION', 'MODEL'],
  'Financial services': ['PERSONAL_FINANCE', 'ENTREPRENEURSHIP'],
  'Food & beverage': ['FOOD', 'CHEF'],
  'Health & wellness': ['HEALTH', 'FITNESS', 'DOCTOR'],
  'Hospitality & travel': ['TRAVEL', 'FOOD'],
  'Marketing & advertising': ['ENTREPRENEURSHIP'],
  'Real estate': ['REAL_ESTATE', 'HOME_DECOR'],
  'Retail & e-commerce': ['FASHION', 'HOME_DECOR', 'ENTREPRENEURSHIP'],
  Technology: ['TECHNOLOGY', 'GAMING', 'SOFTWARE_DEVELOPER'],
  Telecommunications: ['TECHNOLOGY'],
  'Transport & logistics': ['ENTREPRENEURSHIP'],
};

// ---- Dashboard (spec: SME dashboard sample stats) ----

/** The window the dashboard compares: the last 30 days against the 30 before. */
export const SME_DASHBOARD_DAYS = 30;
export const SME_STAT_ICONS = ['reach', 'engagement', 'campaigns', 'creators'] as const;

export const smeStatSchema = z.object({
  /** Which icon the page draws (reach, engagement, campaigns, creators). */
  icon: z.enum(SME_STAT_ICONS),
  name: z.string(),
  /** Percent change against the 30 days before, two decimals; null when that was 0 (the page says "new"). */
  percentageChange: z.number().nullable(),
  value: z.number(),
});

export const smeContentItemSchema = z.object({
  id: z.string(),
  campaign_id: z.string().nullable(),
  campaign_name: z.string(),
  creator: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  post_index: z.number().int(),
  status: z.string(),
  round: z.number().int(),
  post_url: z.string().nullable(),
  updated_at: z.string(),
  /** A live post's latest figures (null until it is verified and read). */
  metrics: z
    .object({ reach: z.number(), views: z.number(), engagement_rate: z.number(), simulated: z.boolean() })
    .nullable(),
});
export type SmeContentItem = z.infer<typeof smeContentItemSchema>;

export const smeDashboardSchema = z.object({
  stats: z.array(smeStatSchema),
  recent_campaigns: z.array(smeCampaignSchema),
  content_waiting: z.object({ count: z.number().int(), items: z.array(smeContentItemSchema) }),
});
export type SmeDashboard = z.infer<typeof smeDashboardSchema>;

export const SME_CONTENT_FILTERS = ['ALL', 'TO_REVIEW', 'LIVE'] as const;
export const smeContentsQuerySchema = z.strictObject({
  filter: z.enum(SME_CONTENT_FILTERS, { error: `filter is one of ${SME_CONTENT_FILTERS.join(', ')}` }).default('ALL'),
  ...pageQuery(20),
});
export const smeContentsSchema = pageOf(smeContentItemSchema);

// ---- Settings ----

export const smeSettingsSchema = z.object({
  business: z.object({
    name: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    industry: z.string().nullable(),
    country: z.string().nullable(),
    logo: z.string().nullable(),
  }),
  /** The M-Pesa number that pays (the business's billing). */
  mpesa_phone: z.string().nullable(),
  notification_preferences: z.record(z.string(), z.object({ email: z.boolean(), in_app: z.boolean() })),
});
export type SmeSettings = z.infer<typeof smeSettingsSchema>;

export const smeSettingsRequestSchema = z.strictObject({
  business: z.strictObject(companyProfileFields),
  /** The M-Pesa number that pays; null clears it. */
  mpesa_phone: mpesaPhoneSchema('mpesa_phone').nullable().optional(),
  notification_preferences: notificationPreferencesSchema.strict().optional(),
});
