/**
 * Dates in the web app go through dayjs only, with the utc and timezone plugins loaded once here
 * (campaign dates are shown in a country's time zone). Formats are named, not repeated.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { renderScope } from './render-scope';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

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
 * missing or unreadable value. A page rendered on the server for a browser (app/prerender.tsx) uses
 * that browser's zone, so the markup matches the browser's own render.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: DateFormat = 'dayFirst',
  zone: string | undefined = renderScope()?.timeZone,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = zone ? dayjs(value).tz(zone) : dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[format]) : '';
}

/** The current year (the footer's copyright line). */
export function currentYear(now: number = Date.now()): number {
  return dayjs(now).year();
}

/** What a date field edits: a day, a time of day, or both. */
export type DateFieldMode = 'date' | 'time' | 'datetime';

/**
 * A date field's value as forms hold it: plain local strings ("2026-03-05", "09:30",
 * "2026-03-05T09:30") that sort as they compare, so zod schemas and range checks stay simple.
 */
export const FIELD_VALUE_FORMATS: Record<DateFieldMode, string> = {
  date: 'YYYY-MM-DD',
  time: 'HH:mm',
  datetime: 'YYYY-MM-DD[T]HH:mm',
};

/** How forms show them (spec section 5: DD/MM/YYYY). */
export const FORM_DATE_FORMATS: Record<DateFieldMode, string> = {
  date: 'DD/MM/YYYY',
  time: 'HH:mm',
  datetime: 'DD/MM/YYYY HH:mm',
};

/** True when `value` is a real value of the mode's form format (strict: "2026-02-30" is not). */
export function isFieldValue(mode: DateFieldMode, value: string | null | undefined): value is string {
  return !!value && dayjs(value, FIELD_VALUE_FORMATS[mode], true).isValid();
}

/** A field value as the form shows it ("2026-03-05" -> "05/03/2026"); '' when it is not one. */
export function formatFieldValue(mode: DateFieldMode, value: string | null | undefined): string {
  return isFieldValue(mode, value) ? dayjs(value, FIELD_VALUE_FORMATS[mode], true).format(FORM_DATE_FORMATS[mode]) : '';
}

/** A typed DD/MM/YYYY (or D/M/YYYY) day as a field value, or null while it is not a real day. */
export function parseFormDate(text: string): string | null {
  const parsed = dayjs(text.trim(), ['DD/MM/YYYY', 'D/M/YYYY'], true);
  return parsed.isValid() ? parsed.format(FIELD_VALUE_FORMATS.date) : null;
}

/**
 * The message for a value outside [min, max] (bounds in the value's own format, either optional),
 * or null. Values of one mode are fixed-width, so they compare as strings.
 */
export function dateFieldRangeProblem(
  mode: DateFieldMode,
  value: string | null | undefined,
  min?: string | null,
  max?: string | null,
): string | null {
  if (!isFieldValue(mode, value)) return null;
  const low = isFieldValue(mode, min) ? min : null;
  const high = isFieldValue(mode, max) ? max : null;
  if ((!low || value >= low) && (!high || value <= high)) return null;
  const what = mode === 'date' ? 'a date' : mode === 'time' ? 'a time' : 'a date and time';
  const show = (bound: string) => formatFieldValue(mode, bound);
  if (low && high) return `Choose ${what} between ${show(low)} and ${show(high)}`;
  const [on, bound] = low ? ['after', low] : ['before', high as string];
  return `Choose ${what} ${mode === 'time' ? 'at' : 'on'} or ${on} ${show(bound)}`;
}

/**
 * A local datetime field value in a zone as the ISO string the API takes ("2026-03-05T09:30:00+03:00", spec section 5).
 */
export function fieldValueToIso(value: string, zone: string): string | null {
  if (!isFieldValue('datetime', value)) return null;
  return dayjs.tz(value, FIELD_VALUE_FORMATS.datetime, zone).format();
}
