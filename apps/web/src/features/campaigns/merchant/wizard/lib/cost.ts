/**
 * The live cost panel's figures (spec section 9; issue 11 part 1): the creators' prices from
 * POST /campaigns/prices (minor units of the campaign's currency) fed into the shared
 * `campaignCost`, the very computation the server runs on create, so the panel shows the server's
 * figures for the same prices. A deliverable still being typed counts as far as it is known: no
 * platform or type yet leaves it out, an amount not yet readable counts as 0, posts as 1.
 */
import {
  campaignCost,
  overBudgetBy,
  type CampaignCost,
  type DeliverableInput,
  type PriceOf,
} from '@app/shared/campaign-pricing';
import { MoneyError } from '@app/shared/money';
import { amountMinorOrNull, wholeAmountMinorOrNull } from '../../../../../lib/money';
import { parseWholeNumber } from '../../../../../lib/numbers';
import type { WizardValues } from './values';

/** One price of POST /campaigns/prices: per creator, channel and post content type, in minor units. */
export interface CreatorPrice {
  influencer_id: number;
  channel: string;
  post_content_type: string;
  amount_minor: number;
}

const priceKey = (creatorId: number, channel: string, type: string) => `${creatorId}\u0000${channel}\u0000${type}`;

/** The price list as the shared computation asks for it; a price not listed is no price (null). */
export function priceLookup(prices: readonly CreatorPrice[]): PriceOf {
  const byKey = new Map(prices.map((p) => [priceKey(p.influencer_id, p.channel, p.post_content_type), p.amount_minor]));
  return (creatorId, channel, type) => byKey.get(priceKey(creatorId, channel, type)) ?? null;
}

/** The deliverables as the money rules take them (bonus in minor units). */
export function costInputs(values: Pick<WizardValues, 'deliverables'>): DeliverableInput[] {
  return countedDeliverables(values).map((index) => {
    const d = values.deliverables[index];
    const posts = parseWholeNumber(d.number_of_posts);
    return {
      channel: d.channel,
      post_content_type: d.post_content_type,
      influencer_ids: d.influencer_ids,
      bonus_type: d.bonus_type,
      bonus_amount_minor: d.bonus_type === 'NONE' ? 0 : (amountMinorOrNull(d.bonus_amount) ?? 0),
      number_of_posts: posts !== null && posts >= 1 && posts <= 50 ? posts : 1,
    };
  });
}

/** The form indexes of the deliverables the cost counts (those with a platform and a post type). */
export function countedDeliverables(values: Pick<WizardValues, 'deliverables'>): number[] {
  return values.deliverables.flatMap((d, index) => (d.channel && d.post_content_type ? [index] : []));
}

export interface CostSummary {
  /** Lines and missing prices name deliverables by their place in the form. */
  cost: CampaignCost;
  /** The budget in minor units; null while it is not a number. */
  budget: number | null;
  /** How far the total is over the budget (0 when within it or without a budget). */
  overBy: number;
  /** What is left of the budget (0 when over it). */
  remaining: number;
}

/** The panel's figures; null when the amounts are beyond what money is counted in. */
export function wizardCost(
  values: Pick<WizardValues, 'deliverables' | 'budget'>,
  prices: readonly CreatorPrice[],
): CostSummary | null {
  let cost: CampaignCost;
  try {
    cost = campaignCost(costInputs(values), priceLookup(prices));
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
  const formIndex = countedDeliverables(values);
  cost = {
    ...cost,
    lines: cost.lines.map((line) => ({ ...line, deliverable: formIndex[line.deliverable] })),
    missing_prices: cost.missing_prices.map((m) => ({ ...m, deliverable: formIndex[m.deliverable] })),
  };
  const budget = wholeAmountMinorOrNull(values.budget);
  return {
    cost,
    budget,
    overBy: budget === null ? 0 : overBudgetBy(budget, cost.total_minor),
    remaining: budget === null ? 0 : Math.max(0, budget - cost.total_minor),
  };
}
