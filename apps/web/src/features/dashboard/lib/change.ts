/**
 * How the dashboard says a month's change against the month before: the API's `change_percent` (two decimals, null
 * when last month was 0) with one decimal and its sign ("+12.5%", "-3.0%", "0.0%"), or "New" when there is
 * nothing to compare with.
 */
import { lazyNumberFormat } from '@app/shared/numbers';

export type ChangeTone = 'up' | 'down' | 'flat' | 'new';

const oneDecimal = lazyNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function changeTone(changePercent: number | null): ChangeTone {
  if (changePercent === null) return 'new';
  const shown = Number(changePercent.toFixed(1));
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
}

export function formatChange(changePercent: number | null): string {
  if (changePercent === null || !Number.isFinite(changePercent)) return 'New';
  const tone = changeTone(changePercent);
  const magnitude = oneDecimal().format(Math.abs(changePercent));
  return tone === 'up' ? `+${magnitude}%` : tone === 'down' ? `-${magnitude}%` : `${magnitude}%`;
}

/** en-US month names, written out: a date format built for one word cost the dashboard's first render ~30 ms (ICU). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-10" -> "October". */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number || number > 12) return '';
  return MONTHS[number - 1];
}
