/**
 * Money on the web (docs/decisions/017-money-on-the-wire.md). The API sends and takes integer minor units in
 * fields named `*_minor`, with the currency beside them; this file is the one place the web converts: at the
 * input (`parseAmount`: what a person typed, in whole units with up to two decimals, to minor units) and at
 * the display (`formatMoney`: minor units with the currency, en-US, two fraction digits). Everything between
 * (form state aside) stays in minor units, added as integers.
 */
import { formatMoney as formatMinor, formatUnits, MAX_MINOR, MINOR_PER_UNIT } from '@app/shared/money';
import { parseWholeNumber } from './numbers';

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount like 8500 or 8,500.50';
export const AMOUNT_DECIMALS_MESSAGE = 'Use at most two decimals';
export const AMOUNT_TOO_LARGE_MESSAGE = 'That amount is too large';

/** What a typed amount reads as: minor units (null for an empty text), or a message for people. */
export type ParsedAmount = { minor: number | null } | { problem: string };

const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

/**
 * A typed amount in whole units as minor units, digit by digit (no float ever carries it): commas and spaces
 * as thousands separators, at most two decimals. "8,500.50" -> 850050, "0.07" -> 7, "" -> null;
 * "12.345", "-5", "1e3", "KES 10" -> a message.
 */
export function parseAmount(text: string): ParsedAmount {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return { minor: null };
  const match = AMOUNT.exec(cleaned);
  if (!match) return { problem: AMOUNT_FORMAT_MESSAGE };
  const [, whole, decimals = ''] = match;
  if (decimals.length > 2) return { problem: AMOUNT_DECIMALS_MESSAGE };
  // Past 15 digits of whole units the amount is beyond MAX_MINOR anyway (and beyond exact doubles).
  if (whole.replace(/^0+/, '').length > 15) return { problem: AMOUNT_TOO_LARGE_MESSAGE };
  const minor = Number(whole) * MINOR_PER_UNIT + Number(decimals.padEnd(2, '0'));
  return minor > MAX_MINOR ? { problem: AMOUNT_TOO_LARGE_MESSAGE } : { minor };
}

/** The minor units a typed amount holds, or null when it is empty or not an amount. */
export function amountMinorOrNull(text: string): number | null {
  const parsed = parseAmount(text);
  return 'minor' in parsed ? parsed.minor : null;
}

/**
 * A whole-number amount field (a budget: the spec's number-type field, digits and commas only, parsed as an
 * integer of whole units) as minor units; null when it is empty, not such a number, or too large.
 */
export function wholeAmountMinorOrNull(text: string): number | null {
  const whole = parseWholeNumber(text);
  return whole === null || whole > MAX_MINOR / MINOR_PER_UNIT ? null : whole * MINOR_PER_UNIT;
}

/** Minor units as the text an amount field starts with: 500000 -> "5000", 500050 -> "5000.50", 5 -> "0.05". */
export function amountText(minor: number): string {
  const whole = Math.floor(minor / MINOR_PER_UNIT);
  const cents = minor % MINOR_PER_UNIT;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * Minor units with the currency, en-US, two fraction digits: (150050, 'KES') -> "KES 1,500.50",
 * (123450, 'USD') -> "$1,234.50"; "–" when there is no amount.
 */
export function formatMoney(minor: number | null | undefined, currency: string, fractionDigits = 2): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '–';
  return formatMinor(minor, currency, fractionDigits);
}

/**
 * A figure in whole units of a currency that is not an amount held or paid, such as a cost per engagement
 * in US dollars (0.365 -> "$0.365" with three digits). Amounts go through `formatMoney`.
 */
export function formatCurrencyFigure(units: number, currency: string, fractionDigits = 2): string {
  return formatUnits(units, currency, fractionDigits);
}

/**
 * The form field an API money field stands for: the wire names amounts `*_minor`, a form holds what people
 * typed under the plain name ("budget_minor" -> "budget", "deliverables.0.bonus_amount_minor" ->
 * "deliverables.0.bonus_amount").
 */
export function amountFieldOf(field: string): string {
  return field.replace(/_minor$/, '');
}
