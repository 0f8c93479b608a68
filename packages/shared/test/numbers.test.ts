import { describe, expect, it } from 'vitest';
import { fromPercent, roundTo2, toPercent } from '../src/numbers';

describe('percentages and two-decimal rounding, by name', () => {
  it('turns a fraction into a percentage and back', () => {
    expect(toPercent(0.25)).toBe(25);
    expect(fromPercent(25)).toBe(0.25);
    expect(toPercent(fromPercent(50))).toBe(50);
  });

  it('rounds a ratio to two decimals', () => {
    expect(roundTo2(5.8149)).toBe(5.81);
    expect(roundTo2(5.815)).toBe(5.82);
    expect(roundTo2(toPercent(1 / 3))).toBe(33.33);
  });
});
