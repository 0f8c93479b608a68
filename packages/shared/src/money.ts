/**
 * Campaign money (spec sections 3 Deliverable, 9): integer minor units end to end, computed here once and
 * used by the wizard's live cost panel and again by the server, whose figures are the truth.
 *
 * - A creator's cost for a deliverable: the creator's price for its channel and post content type
 *   (set by their level), plus nothing (`NONE`), plus `bonus_amount` (`EXTRA`), or `bonus_amount` in place
 *   of the price (`FIXED`); times the deliverable's number of posts.
 * - Platform fee 30% and VAT 15% of the deliverables total, each rounded half-up to the minor unit.
 * - Total = deliverables + fee + VAT.
 */

/** Every currency of the platform is kept in hundredths of its unit (cents); amounts are integers. */
export const MINOR_PER_UNIT = 100;
export const PLATFORM_FEE_PERCENT = 30;
export const VAT_PERCENT = 15;

export const BONUS_TYPES = ['NONE', 'EXTRA', 'FIXED'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];
export const BONUS_TYPE_LABELS: Record<BonusType, string> = {
  NONE: 'Standard rate',
  EXTRA: 'Bonus payment',
  FIXED: 'Custom rate',
};

/** The largest amount we compute with: far above any budget, and safely inside 2^53 after percentages. */
export const MAX_MINOR = 10 ** 14;

export class MoneyError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}

function assertMinor(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_MINOR)
    throw new MoneyError(`${field} must be a whole number of minor units from 0 to ${MAX_MINOR}`, field);
}

/** Whole units (a budget typed as 50000) to minor units. */
export function toMinor(units: number): number {
  const minor = units * MINOR_PER_UNIT;
  assertMinor(minor, 'amount');
  return minor;
}

/** An amount typed in whole units with at most two decimals, as minor units (refused otherwise). */
export function moneyAmountMinor(units: number, field = 'amount'): number {
  const minor = Math.round(units * MINOR_PER_UNIT);
  if (!Number.isFinite(units) || Math.abs(units * MINOR_PER_UNIT - minor) > 1e-6)
    throw new MoneyError(`${field} has at most two decimals`, field);
  assertMinor(minor, field);
  return minor;
}

/** `percent`% of an amount, rounded half-up to the minor unit, in integers only. */
export function percentOf(amountMinor: number, percent: number): number {
  assertMinor(amountMinor, 'amount');
  return Math.floor((amountMinor * percent + 50) / 100);
}

/**
 * An amount in another currency, at rates given as integers (US dollars per unit x 10^8, as the
 * configuration stores them), rounded half-up; BigInt keeps every step exact.
 */
export function convertMinor(amountMinor: number, fromRate: bigint, toRate: bigint): number {
  assertMinor(amountMinor, 'amount');
  if (fromRate <= 0n || toRate <= 0n) throw new MoneyError('Exchange rates must be positive', 'currency');
  if (fromRate === toRate) return amountMinor;
  const converted = (BigInt(amountMinor) * fromRate * 2n + toRate) / (toRate * 2n);
  if (converted > BigInt(MAX_MINOR))
    throw new MoneyError(`The amount is too large in the campaign's currency`, 'amount');
  return Number(converted);
}

/** A creator's cost for one post of a deliverable. `price` is null when the creator has none for it. */
export function creatorPostCost(price: number | null, bonusType: BonusType, bonusAmount: number): number | null {
  assertMinor(bonusAmount, 'bonus_amount');
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
  /** Minor units; ignored for NONE. */
  bonus_amount: number;
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
  /** Per post, minor units. */
  unit_cost: number;
  cost: number;
}

export interface CampaignCost {
  lines: CostLine[];
  deliverables_total: number;
  platform_fee: number;
  vat: number;
  total: number;
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
    const bonus = deliverable.bonus_type === 'NONE' ? 0 : deliverable.bonus_amount;
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
        unit_cost: unit,
        cost,
      });
    }
  });
  const platformFee = percentOf(deliverablesTotal, PLATFORM_FEE_PERCENT);
  const vat = percentOf(deliverablesTotal, VAT_PERCENT);
  return {
    lines,
    deliverables_total: deliverablesTotal,
    platform_fee: platformFee,
    vat,
    total: deliverablesTotal + platformFee + vat,
    missing_prices: missing,
  };
}

/** How far a total is over the budget (0 when within it). */
export function overBudgetBy(budgetMinor: number, totalMinor: number): number {
  return Math.max(0, totalMinor - budgetMinor);
}

/** "KES 1,234.50" from minor units. */
export function formatMoney(amountMinor: number, currency: string): string {
  const units = amountMinor / MINOR_PER_UNIT;
  return `${currency} ${units.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
