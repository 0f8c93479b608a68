import { describe, expect, it } from 'vitest';
import { AMOUNT_FORMAT_MESSAGE, formatMinor, minorToAmountText, parseAmountText } from './money';

describe('creator money', () => {
  it('formats minor units with the currency', () => {
    expect(formatMinor(1_020_000, 'KES')).toBe('KES 10,200.00');
    expect(formatMinor(5, 'KES')).toBe('KES 0.05');
  });

  it('reads amounts typed in whole units as minor units', () => {
    expect(parseAmountText('')).toEqual({ minor: null });
    expect(parseAmountText('5,000')).toEqual({ minor: 500_000 });
    expect(parseAmountText(' 5000.5 ')).toEqual({ minor: 500_050 });
    expect(parseAmountText('0.07')).toEqual({ minor: 7 });
    for (const text of ['12.345', '-5', '5e3', 'abc', '1.2.3'])
      expect(parseAmountText(text)).toEqual({ problem: AMOUNT_FORMAT_MESSAGE });
    expect(parseAmountText('9'.repeat(20))).toEqual({ problem: 'That amount is too large' });
  });

  it('shows saved minor units as the text the field starts with, and reads it back the same', () => {
    for (const minor of [0, 7, 500_000, 500_050, 123_456_789]) {
      const text = minorToAmountText(minor);
      expect(parseAmountText(text)).toEqual({ minor });
    }
    expect(minorToAmountText(500_000)).toBe('5000');
    expect(minorToAmountText(500_050)).toBe('5000.50');
  });
});
