import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BONUS_TYPE_LABELS,
  campaignCost,
  creatorPostCost,
  overBudgetBy,
  type DeliverableInput,
  type PriceOf,
} from '../src/campaign-pricing';

/** Exact half-up rounding of amount * percent / 100, in BigInt: the reference the integer code must match. */
const exactPercent = (amount: number, percent: number) => Number((BigInt(amount) * BigInt(percent) * 2n + 100n) / 200n);

const creatorId = fc.integer({ min: 1, max: 40 });
const deliverable: fc.Arbitrary<DeliverableInput> = fc.record({
  channel: fc.constantFrom('INSTAGRAM', 'TIKTOK', 'YOUTUBE'),
  post_content_type: fc.constantFrom('POST', 'REEL', 'STORY', 'VIDEO'),
  influencer_ids: fc.array(creatorId, { maxLength: 12 }),
  bonus_type: fc.constantFrom('NONE', 'EXTRA', 'FIXED'),
  bonus_amount_minor: fc.integer({ min: 0, max: 5_000_000 }),
  number_of_posts: fc.integer({ min: 1, max: 5 }),
});
/** A price list: every (creator, channel, type) has a price or none, deterministically. */
const priceList = fc.func(fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null })).map(
  (f): PriceOf =>
    (id, channel, type) =>
      f(`${id}:${channel}:${type}`),
);

describe("campaign pricing: a creator's cost per post (bonus types)", () => {
  it('NONE is the price, EXTRA the price plus the bonus, FIXED the bonus in place of the price', () => {
    expect(BONUS_TYPE_LABELS).toEqual({ NONE: 'Standard rate', EXTRA: 'Bonus payment', FIXED: 'Custom rate' });
    expect(creatorPostCost(10_000, 'NONE', 2_500)).toBe(10_000);
    expect(creatorPostCost(10_000, 'EXTRA', 2_500)).toBe(12_500);
    expect(creatorPostCost(10_000, 'FIXED', 2_500)).toBe(2_500);
    expect(creatorPostCost(null, 'FIXED', 2_500)).toBe(2_500);
    expect(creatorPostCost(null, 'NONE', 0)).toBeNull();
    expect(creatorPostCost(null, 'EXTRA', 100)).toBeNull();
  });
});

describe("campaign pricing: a campaign's cost", () => {
  it('adds up: lines to the deliverables total, deliverables + fee + VAT to the total, each rounded on it', () => {
    fc.assert(
      fc.property(fc.array(deliverable, { maxLength: 6 }), priceList, (deliverables, priceOf) => {
        const cost = campaignCost(deliverables, priceOf);
        const linesSum = cost.lines.reduce((sum, line) => sum + line.cost_minor, 0);
        return (
          linesSum === cost.deliverables_total_minor &&
          cost.platform_fee_minor === exactPercent(cost.deliverables_total_minor, 30) &&
          cost.vat_minor === exactPercent(cost.deliverables_total_minor, 15) &&
          cost.total_minor === cost.deliverables_total_minor + cost.platform_fee_minor + cost.vat_minor &&
          cost.lines.every(
            (line) => Number.isSafeInteger(line.cost_minor) && line.cost_minor === line.unit_cost_minor * line.posts,
          )
        );
      }),
    );
  });

  it('does not depend on the order of deliverables or of creators, and counts a creator once per deliverable', () => {
    fc.assert(
      fc.property(fc.array(deliverable, { maxLength: 6 }), priceList, (deliverables, priceOf) => {
        const forward = campaignCost(deliverables, priceOf);
        const reversed = campaignCost(
          [...deliverables].reverse().map((d) => ({ ...d, influencer_ids: [...d.influencer_ids].reverse() })),
          priceOf,
        );
        const doubled = campaignCost(
          deliverables.map((d) => ({ ...d, influencer_ids: [...d.influencer_ids, ...d.influencer_ids] })),
          priceOf,
        );
        return forward.total_minor === reversed.total_minor && forward.total_minor === doubled.total_minor;
      }),
    );
  });

  it('EXTRA costs exactly the bonus per priced creator and post more than NONE; FIXED ignores prices', () => {
    fc.assert(
      fc.property(deliverable, priceList, priceList, (d, priceOf, otherPrices) => {
        const none = campaignCost([{ ...d, bonus_type: 'NONE' }], priceOf);
        const extra = campaignCost([{ ...d, bonus_type: 'EXTRA' }], priceOf);
        const priced = none.lines.length;
        const fixedA = campaignCost([{ ...d, bonus_type: 'FIXED' }], priceOf);
        const fixedB = campaignCost([{ ...d, bonus_type: 'FIXED' }], otherPrices);
        return (
          extra.deliverables_total_minor ===
            none.deliverables_total_minor + d.bonus_amount_minor * priced * (d.number_of_posts ?? 1) &&
          fixedA.deliverables_total_minor === fixedB.deliverables_total_minor &&
          fixedA.deliverables_total_minor ===
            d.bonus_amount_minor * new Set(d.influencer_ids).size * (d.number_of_posts ?? 1) &&
          fixedA.missing_prices.length === 0
        );
      }),
    );
  });

  it('names the creators with no price for a deliverable, and leaves them out of the total', () => {
    const prices: PriceOf = (id) => (id === 1 ? 10_000 : null);
    const cost = campaignCost(
      [
        {
          channel: 'TIKTOK',
          post_content_type: 'VIDEO',
          influencer_ids: [1, 2],
          bonus_type: 'NONE',
          bonus_amount_minor: 0,
          number_of_posts: 2,
        },
      ],
      prices,
    );
    expect(cost).toMatchObject({
      deliverables_total_minor: 20_000,
      platform_fee_minor: 6_000,
      vat_minor: 3_000,
      total_minor: 29_000,
    });
    expect(cost.missing_prices).toEqual([
      { deliverable: 0, influencer_id: 2, channel: 'TIKTOK', post_content_type: 'VIDEO' },
    ]);
  });

  it('says how far over budget a total is', () => {
    expect(overBudgetBy(100_000, 99_999)).toBe(0);
    expect(overBudgetBy(100_000, 100_000)).toBe(0);
    expect(overBudgetBy(100_000, 100_001)).toBe(1);
  });
});
