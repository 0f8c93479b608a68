/**
 * The SME campaign report's header rules (spec section 2): the status pill shows campaign_status_for_merchant
 * lowercased then capitalised ("ONGOING" -> "Ongoing"), the dates as "MMM DD, YYYY".
 */
import { headerDate } from '../../lib/format';

/** "ONGOING" -> "Ongoing", "COMPLETED" -> "Completed"; '' for nothing. */
export function statusPillText(status: string | null | undefined): string {
  const lower = (status ?? '').trim().toLowerCase();
  return lower ? lower[0].toUpperCase() + lower.slice(1) : '';
}

const STATUS_COLORS: Record<string, string> = {
  UPCOMING: 'blue',
  ONGOING: 'green',
  COMPLETED: 'gray',
  CANCELLED: 'red',
};

/** The pill's colour: a status the web does not know is gray. */
export function statusPillColor(status: string): string {
  return STATUS_COLORS[status.toUpperCase()] ?? 'gray';
}

/**
 * The campaign's first and last day as the header shows them ("Jan 05, 2026"), in the campaign's time zone when it
 * has one (a campaign starting 00:30 in Nairobi starts on that day wherever the reader is).
 */
export function reportDates(start: string, end: string, zone?: string): { start: string; end: string } {
  return { start: headerDate(start, zone), end: headerDate(end, zone) };
}
