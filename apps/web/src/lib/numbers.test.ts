import { describe, expect, it } from 'vitest';
import {
  formatCompact,
  formatInteger,
  formatPercent,
  formatTotal,
  parseWholeNumber,
  plural,
  wholeNumberProblem,
} from './numbers';

describe('number formats', () => {
  it('compacts follower counts', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(12_500)).toBe('12.5K');
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatCompact(10_500_222)).toBe('10.5M');
    expect(formatCompact(Number.NaN)).toBe('–');
  });

  it('formats integers and percentages in en-US (money: money.test.ts)', () => {
    expect(formatInteger(10_000)).toBe('10,000');
    expect(formatPercent(5.8)).toBe('5.80%');
    expect(formatPercent(12, 1)).toBe('12.0%');
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

describe('the number-type field rule (spec section 5)', () => {
  it('takes digits, with commas stripped', () => {
    expect(wholeNumberProblem('1500')).toBeNull();
    expect(wholeNumberProblem('1,500,000')).toBeNull();
    expect(wholeNumberProblem(' 42 ')).toBeNull();
    expect(parseWholeNumber('1,500,000')).toBe(1_500_000);
    expect(parseWholeNumber('007')).toBe(7);
  });

  it('leaves an empty value to the form (required or not)', () => {
    expect(wholeNumberProblem('')).toBeNull();
    expect(wholeNumberProblem(' , ')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
  });

  it('refuses anything else with "Value must be a number"', () => {
    for (const text of ['12a', '-5', '1.5', '1e3', '+3', '12 000', '٣']) {
      expect(wholeNumberProblem(text)).toBe('Value must be a number');
      expect(parseWholeNumber(text)).toBeNull();
    }
  });

  it('refuses a value above the maximum with "Value must be less than {max+1}"', () => {
    expect(wholeNumberProblem('100', 100)).toBeNull();
    expect(wholeNumberProblem('101', 100)).toBe('Value must be less than 101');
    expect(wholeNumberProblem('1,000,001', 1_000_000)).toBe('Value must be less than 1000001');
    expect(wholeNumberProblem('0', 0)).toBeNull();
    expect(wholeNumberProblem('1', 0)).toBe('Value must be less than 1');
    expect(wholeNumberProblem('123456789012345678901234567890', 1000)).toBe('Value must be less than 1001');
  });

  it('checks the type before the maximum', () => {
    expect(wholeNumberProblem('1000x', 10)).toBe('Value must be a number');
  });
});
