import { describe, expect, it } from 'vitest';
import { reportDates, statusPillColor, statusPillText } from './report-header';

describe('the SME report header (spec section 2)', () => {
  it('shows campaign_status_for_merchant lowercased then capitalised', () => {
    expect(statusPillText('ONGOING')).toBe('Ongoing');
    expect(statusPillText('UPCOMING')).toBe('Upcoming');
    expect(statusPillText('COMPLETED')).toBe('Completed');
    expect(statusPillText('CANCELLED')).toBe('Cancelled');
    expect(statusPillText('ongoing')).toBe('Ongoing');
    expect(statusPillText('')).toBe('');
    expect(statusPillText(null)).toBe('');
  });

  it('colours the known statuses, gray for one it does not know', () => {
    expect(statusPillColor('ONGOING')).toBe('green');
    expect(statusPillColor('SOMETHING_NEW')).toBe('gray');
  });

  it('formats the first and last day as MMM DD, YYYY', () => {
    expect(reportDates('2026-01-05', '2026-01-19')).toEqual({ start: 'Jan 05, 2026', end: 'Jan 19, 2026' });
    expect(reportDates('2026-03-01T06:00:00.000Z', '2026-12-31T15:00:00.000Z', 'UTC')).toEqual({
      start: 'Mar 01, 2026',
      end: 'Dec 31, 2026',
    });
  });

  it("reads a campaign's instants in its own time zone", () => {
    // 22:30 UTC on Jan 4 is already Jan 5 in Nairobi (UTC+3); 21:30 UTC on Jan 19 is still Jan 20 there.
    expect(reportDates('2026-01-04T22:30:00.000Z', '2026-01-19T21:30:00.000Z', 'Africa/Nairobi')).toEqual({
      start: 'Jan 05, 2026',
      end: 'Jan 20, 2026',
    });
  });
});
