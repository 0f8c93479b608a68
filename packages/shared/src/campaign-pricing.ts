/**
 * Campaign pricing (spec sections 3 Deliverable, 9): integer minor units end to end, computed here once and
 * used by the wizard's live cost panel and again by the server, whose figures are the truth.
 *
 * - A creator's cost for a deliverable: the creator's price for its channel and post content type
 *   (set by their level), plus nothing (`NONE`), plus `bonus_amount_minor` (`EXTRA`), or
 *   `bonus_amount_minor` in place of the price (`FIXED`); times the deliverable's number of posts.
 * - Platform fee 30% and VAT 15% of the deliverables total, each rounded half-up to the minor unit.
 * - Total = deliverables + fee + VAT.
 *
 * Generic money (minor units, rounding, conversion, the wire's zod field) is in money.ts.
 */
import { assertMinor, MoneyError, percentOf } from './money';

export const PLATFORM_FEE_PERCENT = 30;
export const VAT_PERCENT = 15;

export const BONUS_TYPES = ['NONE', 'EXTRA', 'FIXED'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
export const BONUS_TYPE_LABELS: Record<BonusType, string> = {
  NONE: 'Standard rate',
  EXTRA: 'Bonus payment',
  FIXED: 'Custom rate',
};

/** A creator's cost for one post of a deliverable. `price` is null when the creator has none for it. */
export function creatorPostCost(price: number | null, bonusType: BonusType, bonusAmount: number): number | null {
  assertMinor(bonusAmount, 'bonus_amount_minor');
  if (bonusType === 'FIXED') return bonusAmount;
  if (price === null) return null;
  assertMinor(price, 'price');
  return bonusType === 'EXTRA' ? price + bonusAmount : price;
}

export interface DeliverableInput {
  channel: string;
  post_content_type: string;
  influencer_ids: readonly number[];
  bonus_type: BonusType;
  /** Ignored for NONE. */
  bonus_amount_minor: number;
  /** Posts per creator (default 1). */
  number_of_posts?: number;
}

/** A creator's price (minor units, in the campaign's currency) for a channel and post type, or null. */
export type PriceOf = (creatorId: number, channel: string, postContentType: string) => number | null;

export interface CostLine {
  deliverable: number;
  influencer_id: number;
  channel: string;
  post_content_type: string;
  posts: number;
  /** Per post. */
  unit_cost_minor: number;
  cost_minor: number;
}

export interface CampaignCost {
  lines: CostLine[];
  deliverables_total_minor: number;
  platform_fee_minor: number;
  vat_minor: number;
  total_minor: number;
  /** Creators without a price for a deliverable's channel and post type (cost unknown unless FIXED). */
  missing_prices: Array<{ deliverable: number; influencer_id: number; channel: string; post_content_type: string }>;
}

/** The whole cost of a campaign's deliverables: the lines, the deliverables total, fee, VAT and total. */
export function campaignCost(deliverables: readonly DeliverableInput[], priceOf: PriceOf): CampaignCost {
  const lines: CostLine[] = [];
  const missing: CampaignCost['missing_prices'] = [];
  let deliverablesTotal = 0;
  deliverables.forEach((deliverable, index) => {
    const posts = deliverable.number_of_posts ?? 1;
    if (!Number.isSafeInteger(posts) || posts < 1)
      throw new MoneyError(
        'number_of_posts must be a whole number of at least 1',
        `deliverables.${index}.number_of_posts`,
      );
    const bonus = deliverable.bonus_type === 'NONE' ? 0 : deliverable.bonus_amount_minor;
    const { channel, post_content_type } = deliverable;
    for (const influencerId of new Set(deliverable.influencer_ids)) {
      const price = deliverable.bonus_type === 'FIXED' ? null : priceOf(influencerId, channel, post_content_type);
      const unit = creatorPostCost(price, deliverable.bonus_type, bonus);
      if (unit === null) {
        missing.push({ deliverable: index, influencer_id: influencerId, channel, post_content_type });
        continue;
      }
      const cost = unit * posts;
      assertMinor(cost, `deliverables.${index}`);
      deliverablesTotal += cost;
      assertMinor(deliverablesTotal, 'deliverables');
      // One object literal of one shape per line: a spread here made the loop several times slower.
      lines.push({
        deliverable: index,
        influencer_id: influencerId,
        channel,
        post_content_type,
        posts,
        unit_cost_minor: unit,
        cost_minor: cost,
      });
    }
  });
  const platformFee = percentOf(deliverablesTotal, PLATFORM_FEE_PERCENT);
  const vat = percentOf(deliverablesTotal, VAT_PERCENT);
  return {
    lines,
    deliverables_total_minor: deliverablesTotal,
    platform_fee_minor: platformFee,
    vat_minor: vat,
    total_minor: deliverablesTotal + platformFee + vat,
    missing_prices: missing,
  };
}

/** How far a total is over the budget (0 when within it). */
export function overBudgetBy(budgetMinor: number, totalMinor: number): number {
  return Math.max(0, totalMinor - budgetMinor);
}
