import { describe, expect, it } from 'vitest';
import { changeTone, formatChange, monthName } from './change';

describe('formatChange', () => {
  it('says "New" when last month was 0 (the API answers null)', () => {
    expect(formatChange(null)).toBe('New');
    expect(changeTone(null)).toBe('new');
  });

  it('gives the change with its sign and one decimal', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-3)).toBe('-3.0%');
    expect(formatChange(-33.33)).toBe('-33.3%');
    expect(formatChange(1250)).toBe('+1,250.0%');
    expect([changeTone(12.5), changeTone(-3)]).toEqual(['up', 'down']);
  });

  it('shows no sign for no change, even one that rounds to nothing', () => {
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(0.04)).toBe('0.0%');
    expect(formatChange(-0.04)).toBe('0.0%');
    expect(changeTone(-0.04)).toBe('flat');
  });
});

describe('monthName', () => {
  it('names the month of "YYYY-MM"', () => {
    expect(monthName('2026-10')).toBe('October');
    expect(monthName('2027-01')).toBe('January');
    expect(monthName('2026-12')).toBe('December');
    expect(monthName('')).toBe('');
    expect(monthName('2026-13')).toBe('');
  });
  it('says every month as the en-US date format does', () => {
    for (let month = 1; month <= 12; month += 1) {
      const expected = new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-US', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(monthName(`2026-${String(month).padStart(2, '0')}`)).toBe(expected);
    }
  });
});
