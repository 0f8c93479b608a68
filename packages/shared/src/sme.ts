/**
 * The SME area (issue 21, spec sections 2, 3 and 9): fixed packages priced in KES, the recommended package, and how
 * a package's price splits into the creators' work, the platform fee and VAT (docs/decisions/025-sme-area.md).
 */
import { z } from 'zod';
import { percentOf, toMinor } from './money';
import { fromPercent } from './numbers';
import { PLATFORM_FEE_PERCENT, VAT_PERCENT } from './campaign-pricing';

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
