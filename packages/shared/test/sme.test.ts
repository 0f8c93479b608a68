import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentOf, toMinor } from '../src/money';
import { packageSplit, recommendedPackage, SME_PACKAGES } from '../src/sme';

describe('the packages (spec section 9)', () => {
  it('are the table, cheapest first, Boost marked popular', () => {
    expect(SME_PACKAGES.map((p) => [p.name, p.price, p.creators, p.videos, p.isPopular])).toEqual([
      ['Launch', 65_000, 2, 4, false],
      ['Boost', 130_000, 4, 8, true],
      ['Scale', 265_000, 8, 16, false],
      ['Platinum', 500_000, 15, 30, false],
    ]);
    expect(SME_PACKAGES.every((p) => p.currency === 'KES' && p.price_minor === toMinor(p.price))).toBe(true);
    expect(SME_PACKAGES[1]).toMatchObject({ reach: 'about 40K-60K', engagementRate: 'about 6-8%' });
  });
});

describe('recommendedPackage', () => {
  const name = (units: number) => recommendedPackage(toMinor(units))?.name ?? null;
  it('is the cheapest tier whose price is at least the budget', () => {
    expect(name(65_000)).toBe('Launch'); // equal to a price
    expect(name(65_001)).toBe('Boost'); // between prices
    expect(name(100_000)).toBe('Boost');
    expect(name(130_000)).toBe('Boost');
    expect(name(300_000)).toBe('Platinum');
    expect(name(500_000)).toBe('Platinum');
    expect(name(1)).toBe('Launch');
  });
  it('is none above the top tier, and for a budget of zero or less', () => {
    expect(name(500_001)).toBeNull();
    expect(recommendedPackage(0)).toBeNull();
    expect(recommendedPackage(-toMinor(1_000))).toBeNull();
  });
  it('never recommends a tier below the budget, nor skips a cheaper one that fits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: toMinor(600_000) }), (budget) => {
        const tier = recommendedPackage(budget);
        const fitting = SME_PACKAGES.filter((p) => p.price_minor >= budget);
        if (!fitting.length) expect(tier).toBeNull();
        else {
          expect(tier!.price_minor).toBeGreaterThanOrEqual(budget);
          expect(tier!.price_minor).toBe(Math.min(...fitting.map((p) => p.price_minor)));
        }
      }),
    );
  });
});

describe('packageSplit', () => {
  it('splits Boost into the creators work, the 30% fee and 15% VAT within the price', () => {
    const split = packageSplit(toMinor(130_000));
    expect(split.work_minor).toBe(8_965_517);
    expect(split.platform_fee_minor).toBe(percentOf(8_965_517, 30));
    expect(split.vat_minor).toBe(percentOf(8_965_517, 15));
    expect(split.total_minor).toBeLessThanOrEqual(toMinor(130_000));
  });
  it('takes the largest work whose total fits, for any price (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (price) => {
        const split = packageSplit(price);
        const total = (w: number) => w + percentOf(w, 30) + percentOf(w, 15);
        expect(split.total_minor).toBe(total(split.work_minor));
        expect(split.total_minor).toBeLessThanOrEqual(price);
        expect(total(split.work_minor + 1)).toBeGreaterThan(price);
      }),
    );
  });
});
