import { describe, expect, it } from 'vitest';
import { changePercent, dashboardMonths, endingWindowEnd } from '../src/dashboard';

describe('dashboardMonths', () => {
  it('gives the UTC calendar month of the instant and the same days of the one before (to exclusive)', () => {
    expect(dashboardMonths(new Date('2026-03-15T12:00:00Z'))).toEqual({
      current: { month: '2026-03', from: '2026-03-01', to: '2026-04-01' },
      previous: { month: '2026-02', from: '2026-02-01', to: '2026-02-16' },
    });
    // Past the end of a shorter month, the whole of it.
    expect(dashboardMonths(new Date('2026-03-31T12:00:00Z')).previous).toEqual({
      month: '2026-02',
      from: '2026-02-01',
      to: '2026-03-01',
    });
  });

  it('crosses the year in January and December', () => {
    expect(dashboardMonths(new Date('2027-01-01T00:00:00Z'))).toEqual({
      current: { month: '2027-01', from: '2027-01-01', to: '2027-02-01' },
      previous: { month: '2026-12', from: '2026-12-01', to: '2026-12-02' },
    });
    expect(dashboardMonths(new Date('2026-12-31T23:59:59.999Z')).current).toEqual({
      month: '2026-12',
      from: '2026-12-01',
      to: '2027-01-01',
    });
  });

  it('reads the month in UTC, whatever the local time zone says (Nairobi is already in April here)', () => {
    expect(dashboardMonths(new Date('2026-03-31T22:30:00+00:00')).current.month).toBe('2026-03');
    expect(dashboardMonths(new Date('2026-04-01T00:30:00+03:00')).current.month).toBe('2026-03');
  });
});

describe('changePercent', () => {
  it('is the change from last month in percent, two decimals', () => {
    expect(changePercent(1125, 1000)).toBe(12.5);
    expect(changePercent(970, 1000)).toBe(-3);
    expect(changePercent(1000, 1000)).toBe(0);
    expect(changePercent(0, 1000)).toBe(-100);
    expect(changePercent(2, 3)).toBe(-33.33);
  });

  it('is null when last month was 0 (nothing to compare with: "new")', () => {
    expect(changePercent(500, 0)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});

describe('endingWindowEnd', () => {
  it('is seven days after the instant', () => {
    expect(endingWindowEnd(new Date('2026-03-28T10:00:00Z')).toISOString()).toBe('2026-04-04T10:00:00.000Z');
  });
});
