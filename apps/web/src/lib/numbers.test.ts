import { describe, expect, it } from 'vitest';
import { formatCompact, formatInteger, formatMoney, formatPercent, formatTotal, plural } from './numbers';

describe('number formats', () => {
  it('compacts follower counts', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(12_500)).toBe('12.5K');
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatCompact(10_500_222)).toBe('10.5M');
    expect(formatCompact(Number.NaN)).toBe('–');
  });

  it('formats integers, percentages and money in en-US', () => {
    expect(formatInteger(10_000)).toBe('10,000');
    expect(formatPercent(5.8)).toBe('5.80%');
    expect(formatPercent(12, 1)).toBe('12.0%');
    expect(formatMoney(29_000, 'NGN')).toBe('NGN 29,000.00');
    expect(formatMoney(0.365, 'USD', 3)).toBe('$0.365');
    expect(formatMoney(5, 'NOPE')).toBe('NOPE 5.00');
  });

  it('shows estimated totals as a floor with a plus', () => {
    expect(formatTotal(1234, false)).toBe('1,234');
    expect(formatTotal(10_001, true)).toBe('10,000+');
    expect(formatTotal(153_234, true)).toBe('150,000+');
    expect(formatTotal(987_654, true)).toBe('980,000+');
  });

  it('pluralises', () => {
    expect(plural(1, 'creator')).toBe('1 creator');
    expect(plural(2000, 'creator')).toBe('2,000 creators');
  });
});
