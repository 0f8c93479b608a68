/**
 * Amounts as people type them (whole units with at most two decimals, thousands separators allowed)
 * and as the money rules count them (integer minor units). Parsed digit by digit: no float ever
 * carries an amount.
 */
import { MAX_MINOR, MINOR_PER_UNIT } from '@app/shared/money';

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** "1,500.5" -> 150050; null when the text is empty or not such an amount. */
export function parseAmountMinor(text: string): number | null {
  const match = AMOUNT.exec(text.replace(/,/g, '').trim());
  if (!match) return null;
  const minor = Number(match[1]) * MINOR_PER_UNIT + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= MAX_MINOR ? minor : null;
}

/** Minor units as the whole-unit number the API takes (150050 -> 1500.5). */
export function minorToUnits(minor: number): number {
  return minor / MINOR_PER_UNIT;
}
