import { describe, expect, it } from 'vitest';
import { currentYear, formatDate } from './dates';

describe('formatDate', () => {
  it('formats with the named formats', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'monthFirst', 'UTC')).toBe('Mar 05, 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'dayFirst', 'UTC')).toBe('05 Mar 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'dayFirstTime', 'UTC')).toBe('05 Mar 2026 12:00');
  });

  it('shows the day of the given time zone', () => {
    expect(formatDate('2026-03-05T22:30:00Z', 'dayFirstTime', 'Africa/Nairobi')).toBe('06 Mar 2026 01:30');
    expect(formatDate('2026-03-05T22:30:00Z', 'dayFirst', 'America/New_York')).toBe('05 Mar 2026');
  });

  it('is empty for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('knows the current year', () => {
    expect(currentYear(Date.parse('2026-07-01T00:00:00Z'))).toBe(2026);
  });
});
