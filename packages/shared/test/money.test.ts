import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BONUS_TYPE_LABELS,
  campaignCost,
  convertMinor,
  creatorPostCost,
  formatMoney,
  MoneyError,
  overBudgetBy,
  percentOf,
  toMinor,
  type DeliverableInput,
  type PriceOf,
} from '../src/money';

/** Exact half-up rounding of amount * percent / 100, in BigInt: the reference the integer code must match. */
const exactPercent = (amount: number, percent: number) => Number((BigInt(amount) * BigInt(percent) * 2n + 100n) / 200n);

function refuses(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch (error) {
    return error instanceof MoneyError;
  }
}

const amount = fc.integer({ min: 0, max: 10 ** 12 });
const creatorId = fc.integer({ min: 1, max: 40 });
const deliverable: fc.Arbitrary<DeliverableInput> = fc.record({
  channel: fc.constantFrom('INSTAGRAM', 'TIKTOK', 'YOUTUBE'),
  post_content_type: fc.constantFrom('POST', 'REEL', 'STORY', 'VIDEO'),
  influencer_ids: fc.array(creatorId, { maxLength: 12 }),
  bonus_type: fc.constantFrom('NONE', 'EXTRA', 'FIXED'),
  bonus_amount: fc.integer({ min: 0, max: 5_000_000 }),
  number_of_posts: fc.integer({ min: 1, max: 5 }),
});
/** A price list: every (creator, channel, type) has a price or none, deterministically. */
const priceList = fc.func(fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null })).map(
  (f): PriceOf =>
    (id, channel, type) =>
      f(`${id}:${channel}:${type}`),
);

describe('money: rounding', () => {
  it('takes a percentage rounded half-up to the minor unit, exactly', () => {
    expect(percentOf(1, 30)).toBe(0); // 0.30
    expect(percentOf(5, 30)).toBe(2); // 1.50 -> 2
    expect(percentOf(10, 15)).toBe(2); // 1.50 -> 2
    expect(percentOf(3, 15)).toBe(0); // 0.45
    expect(percentOf(999_999, 15)).toBe(150_000); // 149,999.85
    fc.assert(fc.property(amount, fc.constantFrom(15, 30), (a, p) => percentOf(a, p) === exactPercent(a, p)));
  });

  it('converts between currencies with integer rates, half-up, and not at all within one currency', () => {
    const KES = 770_000n; // 0.0077 USD x 10^8
    const USD = 100_000_000n;
    expect(convertMinor(100_000, KES, USD)).toBe(770); // KES 1,000.00 -> USD 7.70
    expect(convertMinor(770, USD, KES)).toBe(100_000);
    fc.assert(
      fc.property(
        amount,
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        (a, from, to) => {
          // Beyond the largest amount we handle, it refuses rather than lose precision.
          if ((BigInt(a) * from) / to > 10n ** 14n) return refuses(() => convertMinor(a, from, to));
          const converted = convertMinor(a, from, to);
          // within half a minor unit of the exact value: |converted * to - a * from| <= to / 2
          const error = BigInt(converted) * to - BigInt(a) * from;
          return (error < 0n ? -error : error) * 2n <= to && convertMinor(a, from, from) === a;
        },
      ),
    );
  });

  it('refuses fractions, negatives and absurd amounts', () => {
    expect(() => percentOf(1.5, 30)).toThrow(MoneyError);
    expect(() => percentOf(-1, 30)).toThrow(MoneyError);
    expect(() => toMinor(10 ** 13)).toThrow(MoneyError);
    expect(toMinor(50_000)).toBe(5_000_000);
  });
});

describe("money: a creator's cost per post (bonus types)", () => {
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

describe("money: a campaign's cost", () => {
  it('adds up: lines to the deliverables total, and deliverables + fee + VAT to the total, fee and VAT each rounded on the total', () => {
    fc.assert(
      fc.property(fc.array(deliverable, { maxLength: 6 }), priceList, (deliverables, priceOf) => {
        const cost = campaignCost(deliverables, priceOf);
        const linesSum = cost.lines.reduce((sum, line) => sum + line.cost, 0);
        return (
          linesSum === cost.deliverables_total &&
          cost.platform_fee === exactPercent(cost.deliverables_total, 30) &&
          cost.vat === exactPercent(cost.deliverables_total, 15) &&
          cost.total === cost.deliverables_total + cost.platform_fee + cost.vat &&
          cost.lines.every((line) => Number.isSafeInteger(line.cost) && line.cost === line.unit_cost * line.posts)
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
        return forward.total === reversed.total && forward.total === doubled.total;
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
          extra.deliverables_total === none.deliverables_total + d.bonus_amount * priced * (d.number_of_posts ?? 1) &&
          fixedA.deliverables_total === fixedB.deliverables_total &&
          fixedA.deliverables_total === d.bonus_amount * new Set(d.influencer_ids).size * (d.number_of_posts ?? 1) &&
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
          bonus_amount: 0,
          number_of_posts: 2,
        },
      ],
      prices,
    );
    expect(cost).toMatchObject({ deliverables_total: 20_000, platform_fee: 6_000, vat: 3_000, total: 29_000 });
    expect(cost.missing_prices).toEqual([
      { deliverable: 0, influencer_id: 2, channel: 'TIKTOK', post_content_type: 'VIDEO' },
    ]);
  });

  it('says how far over budget a total is', () => {
    expect(overBudgetBy(100_000, 99_999)).toBe(0);
    expect(overBudgetBy(100_000, 100_000)).toBe(0);
    expect(overBudgetBy(100_000, 100_001)).toBe(1);
    expect(formatMoney(123_456_789, 'KES')).toBe('KES 1,234,567.89');
  });
});
