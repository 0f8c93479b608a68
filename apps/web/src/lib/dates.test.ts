import { describe, expect, it } from 'vitest';
import {
  currentYear,
  dateFieldRangeProblem,
  fieldValueToIso,
  formatDate,
  formatFieldValue,
  isFieldValue,
  parseFormDate,
} from './dates';

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

describe('date field values', () => {
  it('shows form values as DD/MM/YYYY (spec section 5)', () => {
    expect(formatFieldValue('date', '2026-03-05')).toBe('05/03/2026');
    expect(formatFieldValue('datetime', '2026-03-05T09:30')).toBe('05/03/2026 09:30');
    expect(formatFieldValue('time', '09:30')).toBe('09:30');
    expect(formatFieldValue('date', '2026-02-30')).toBe('');
    expect(formatFieldValue('date', '')).toBe('');
  });

  it('reads typed days strictly', () => {
    expect(parseFormDate('05/03/2026')).toBe('2026-03-05');
    expect(parseFormDate('5/3/2026')).toBe('2026-03-05');
    expect(parseFormDate('31/02/2026')).toBeNull();
    expect(parseFormDate('05/03/26')).toBeNull();
    expect(parseFormDate('2026-03-05')).toBeNull();
  });

  it('checks strict value formats per mode', () => {
    expect(isFieldValue('date', '2026-03-05')).toBe(true);
    expect(isFieldValue('date', '2026-03-05T09:00')).toBe(false);
    expect(isFieldValue('datetime', '2026-03-05T09:00')).toBe(true);
    expect(isFieldValue('time', '24:00')).toBe(false);
    expect(isFieldValue('time', null)).toBe(false);
  });

  it('names the bounds a value falls outside of', () => {
    expect(dateFieldRangeProblem('date', '2026-03-05', '2026-03-05', '2026-03-31')).toBeNull();
    expect(dateFieldRangeProblem('date', '2026-03-04', '2026-03-05')).toBe('Choose a date on or after 05/03/2026');
    expect(dateFieldRangeProblem('date', '2026-04-01', null, '2026-03-31')).toBe(
      'Choose a date on or before 31/03/2026',
    );
    expect(dateFieldRangeProblem('date', '2026-04-01', '2026-03-01', '2026-03-31')).toBe(
      'Choose a date between 01/03/2026 and 31/03/2026',
    );
    expect(dateFieldRangeProblem('time', '08:59', '09:00')).toBe('Choose a time at or after 09:00');
    expect(dateFieldRangeProblem('datetime', '2026-03-05T17:01', undefined, '2026-03-05T17:00')).toBe(
      'Choose a date and time on or before 05/03/2026 17:00',
    );
  });

  it('leaves empty or unreadable values to the form', () => {
    expect(dateFieldRangeProblem('date', '', '2026-03-05')).toBeNull();
    expect(dateFieldRangeProblem('date', null, '2026-03-05')).toBeNull();
    expect(dateFieldRangeProblem('date', '2026-03-01', 'soon')).toBeNull();
  });

  it('sends a local datetime with the zone offset', () => {
    expect(fieldValueToIso('2026-03-05T09:30', 'Africa/Nairobi')).toBe('2026-03-05T09:30:00+03:00');
    expect(fieldValueToIso('2026-03-05T09:30', 'UTC')).toBe('2026-03-05T09:30:00Z');
    expect(fieldValueToIso('nope', 'UTC')).toBeNull();
  });
});
