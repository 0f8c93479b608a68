import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_FORMAT_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  amountMinorOrNull,
  amountText,
  formatCurrencyFigure,
  formatMoney,
  parseAmount,
} from './money';

describe('money at the input: a typed amount as minor units', () => {
  it('reads whole units with up to two decimals, commas and spaces as separators', () => {
    expect(parseAmount('8,500.50')).toEqual({ minor: 850_050 });
    expect(parseAmount('1,500.5')).toEqual({ minor: 150_050 });
    expect(parseAmount(' 5000.5 ')).toEqual({ minor: 500_050 });
    expect(parseAmount('12 000')).toEqual({ minor: 1_200_000 });
    expect(parseAmount('0.07')).toEqual({ minor: 7 });
    // Float noise never reaches the amount: 1.1 x 100 = 110.00000000000001, 19.99 x 100 = 1998.9999999999998.
    expect(parseAmount('1.10')).toEqual({ minor: 110 });
    expect(parseAmount('19.99')).toEqual({ minor: 1999 });
    expect(amountMinorOrNull('19.99')).toBe(1999);
  });

  it('leaves an empty text empty (whether one is required is the form rule)', () => {
    expect(parseAmount('')).toEqual({ minor: null });
    expect(parseAmount(' , ')).toEqual({ minor: null });
    expect(amountMinorOrNull('')).toBeNull();
  });

  it('refuses what is not such an amount, with a message for people', () => {
    for (const text of ['-5', '5e3', '1e5', 'abc', '1.2.3', 'KES 10', '.5', '5.', '+3'])
      expect(parseAmount(text), text).toEqual({ problem: AMOUNT_FORMAT_MESSAGE });
    expect(parseAmount('12.345')).toEqual({ problem: AMOUNT_DECIMALS_MESSAGE });
    expect(parseAmount('9'.repeat(20))).toEqual({ problem: AMOUNT_TOO_LARGE_MESSAGE });
    expect(parseAmount('1000000000001')).toEqual({ problem: AMOUNT_TOO_LARGE_MESSAGE });
    expect(amountMinorOrNull('abc')).toBeNull();
  });

  it('shows saved minor units as the text a field starts with, and reads it back the same', () => {
    expect(amountText(500_000)).toBe('5000');
    expect(amountText(500_050)).toBe('5000.50');
    expect(amountText(5)).toBe('0.05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 14 }), (minor) => amountMinorOrNull(amountText(minor)) === minor),
    );
  });
});

describe('money at the display: minor units with the currency', () => {
  it('formats en-US with two fraction digits, US dollars with their symbol', () => {
    expect(formatMoney(1_020_000, 'KES')).toBe('KES 10,200.00');
    expect(formatMoney(5, 'KES')).toBe('KES 0.05');
    expect(formatMoney(123_450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(30, 'USD')).toBe('$0.30');
    expect(formatMoney(500, 'NOPE')).toBe('NOPE 5.00');
    expect(formatMoney(500_000, 'KES', 0)).toBe('KES 5,000');
  });

  it('shows a dash for no amount', () => {
    expect(formatMoney(null, 'KES')).toBe('–');
    expect(formatMoney(undefined, 'KES')).toBe('–');
  });

  it('formats a figure that is not an amount (a cost per engagement) in whole units', () => {
    expect(formatCurrencyFigure(0.365, 'USD', 3)).toBe('$0.365');
    expect(formatCurrencyFigure(29_000, 'NGN')).toBe('NGN 29,000.00');
  });
});
