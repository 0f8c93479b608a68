import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  formatMoney,
  formatUnits,
  MAX_MINOR,
  minorToUnits,
  MoneyError,
  percentOf,
  sumMinor,
  toMinor,
} from '../src/money';
import { minorAmount, minorAmountText } from '../src/money-schemas';

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

describe('money: the wire field (minorAmount)', () => {
  it('takes a safe whole number of minor units from the minimum up', () => {
    expect(minorAmount('budget_minor').parse(0)).toBe(0);
    expect(minorAmount('budget_minor').parse(850_050)).toBe(850_050);
    expect(minorAmount('budget_minor').parse(MAX_MINOR)).toBe(MAX_MINOR);
    expect(minorAmount('amount_minor', { min: 1 }).safeParse(0).success).toBe(false);
  });

  it('refuses text, fractions, negatives and absurd amounts, naming the field', () => {
    const field = minorAmount('budget_minor');
    for (const value of ['100', '8500.50', 1.5, -1, MAX_MINOR + 1, Number.NaN, Infinity, null, true]) {
      const result = field.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/^budget_minor /);
    }
    fc.assert(
      fc.property(
        fc.double(),
        (value) => field.safeParse(value).success === (Number.isInteger(value) && value >= 0 && value <= MAX_MINOR),
      ),
    );
  });

  it('reads a multipart field of digits only', () => {
    expect(minorAmountText('amount_minor').parse('850050')).toBe(850_050);
    for (const text of ['', ' 1', '1.5', '-1', '1e3', '0x10', '9'.repeat(16)])
      expect(minorAmountText('amount_minor').safeParse(text).success, text).toBe(false);
  });
});

describe('money: whole units in and out, sums and display', () => {
  it('turns whole units (the catalogue, the currency table) into minor units and back', () => {
    expect(toMinor(5000.5)).toBe(500_050);
    expect(toMinor(0.07)).toBe(7);
    expect(minorToUnits(500_050)).toBe(5000.5);
    fc.assert(fc.property(amount, (a) => toMinor(minorToUnits(a)) === a));
  });

  it('adds integers', () => {
    expect(sumMinor([10, 20])).toBe(30);
    expect(sumMinor([])).toBe(0);
  });

  it('formats minor units with the currency, en-US, two fraction digits', () => {
    expect(formatMoney(123_456_789, 'KES')).toBe('KES 1,234,567.89');
    expect(formatMoney(5, 'KES')).toBe('KES 0.05');
    expect(formatMoney(123_450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(500, 'NOPE')).toBe('NOPE 5.00');
    expect(formatMoney(500_000, 'KES', 0)).toBe('KES 5,000');
    expect(formatUnits(0.365, 'USD', 3)).toBe('$0.365');
  });

  it('keeps one format per currency and precision (built once, never mixed up)', () => {
    const calls = [
      [formatUnits(1234.5, 'KES'), 'KES 1,234.50'],
      [formatUnits(1234.5, 'KES', 0), 'KES 1,235'],
      [formatUnits(1234.5, 'USD'), '$1,234.50'],
      [formatUnits(1234.5, 'KES'), 'KES 1,234.50'],
      [formatUnits(1234.5, 'NOPE'), 'NOPE 1,234.50'],
      [formatUnits(1234.5, 'NOPE', 1), 'NOPE 1,234.5'],
      [formatUnits(1234.5, 'USD', 0), '$1,235'],
    ];
    for (const [got, want] of calls) expect(got).toBe(want);
  });
});
