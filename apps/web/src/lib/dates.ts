/**
 * Dates in the web app go through dayjs only, with the utc and timezone plugins loaded once here
 * (campaign dates are shown in a country's time zone). Formats are named, not repeated.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

export const DATE_FORMATS = {
  /** "Mar 05, 2026" */
  monthFirst: 'MMM DD, YYYY',
  /** "05 Mar 2026" */
  dayFirst: 'DD MMM YYYY',
  /** "05 Mar 2026 14:30" */
  dayFirstTime: 'DD MMM YYYY HH:mm',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/**
 * A date for people, in the browser's zone or the given IANA zone (`Africa/Nairobi`); '' for a
 * missing or unreadable value.
 */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat = 'dayFirst', zone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = zone ? dayjs(value).tz(zone) : dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[format]) : '';
}

/** The current year (the footer's copyright line). */
export function currentYear(now: number = Date.now()): number {
  return dayjs(now).year();
}
