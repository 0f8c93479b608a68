/**
 * How reports show their figures (spec sections 2 and 9): compact numbers on the stat cards, engagement as a
 * percentage with two decimals, other numbers en-US with at most two fraction digits, axis days as "MMM DD" and
 * header dates as "MMM DD, YYYY"; cost per engagement in US dollars with four decimals (a rate, decision 024).
 */
import { lazyNumberFormat } from '@app/shared/numbers';
import { DATE_FORMATS, dayjs, formatDate } from '../../../lib/dates';
import { formatCurrencyFigure } from '../../../lib/money';
import { formatCompact, formatPercent } from '../../../lib/numbers';

/** The x-axis day format of the report's charts. */
export const AXIS_DATE_FORMAT = 'MMM DD';
/** What a figure that does not exist shows. */
export const NO_FIGURE = '–';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const figureFormat = lazyNumberFormat({ maximumFractionDigits: 2 });

/** A stat card's figure: 2_360_003 -> "2.4M", 950 -> "950". */
export function formatStat(value: number): string {
  return formatCompact(value);
}

/** An engagement rate (already in percent): 8.7 -> "8.70%". */
export function formatEngagement(value: number): string {
  return formatPercent(value, 2);
}

/** Any other figure, en-US with at most two fraction digits: 12345 -> "12,345", 3.14159 -> "3.14". */
export function formatFigure(value: number): string {
  return Number.isFinite(value) ? figureFormat().format(value) : NO_FIGURE;
}

/** Cost per engagement in US dollars: 0.0123 -> "$0.0123"; "–" without one (no engagements or no cost known). */
export function formatCpe(usd: number | null | undefined): string {
  return usd === null || usd === undefined || !Number.isFinite(usd) ? NO_FIGURE : formatCurrencyFigure(usd, 'USD', 4);
}

/** A chart label (a day, YYYY-MM-DD) on the x-axis: "2026-01-05" -> "Jan 05". */
export function axisDate(day: string): string {
  const date = DAY.test(day) ? dayjs(day, 'YYYY-MM-DD', true) : dayjs(day);
  return date.isValid() ? date.format(AXIS_DATE_FORMAT) : day;
}

/** A header date: "Jan 05, 2026" (in `zone` when given, for a campaign's instants). */
export function headerDate(value: string | null | undefined, zone?: string): string {
  // A day is a calendar day wherever the reader is: never moved by a zone.
  if (value && DAY.test(value)) {
    const day = dayjs(value, 'YYYY-MM-DD', true);
    return day.isValid() ? day.format(DATE_FORMATS.monthFirst) : '';
  }
  return formatDate(value, 'monthFirst', zone);
}

/** A period in the header: "Jan 05, 2026 – Jan 19, 2026"; one date when both ends are the same day. */
export function headerRange(from: string | null | undefined, to: string | null | undefined, zone?: string): string {
  const start = headerDate(from, zone);
  const end = headerDate(to, zone);
  if (!start || !end || start === end) return start || end;
  return `${start} – ${end}`;
}

/**
 * The part of a file name that names the report, as the server names its CSV: lower case, runs of anything but
 * letters and digits as one dash, at most 60 characters; "report" when nothing is left.
 */
export function reportSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'report'
  );
}

/** The PDF export's file name: `report-<slug>-<YYYY-MM-DD>.pdf` (the day it was made). */
export function reportPdfName(name: string, now: Date | number = Date.now()): string {
  return `report-${reportSlug(name)}-${dayjs(now).format('YYYY-MM-DD')}.pdf`;
}
