/** Number formats of spec section 9: en-US, 2 fraction digits by default, compact numbers in stats (money: ./money). */
import { lazyNumberFormat } from '@app/shared/numbers';

const compactFormat = lazyNumberFormat({ notation: 'compact', maximumFractionDigits: 1 });
const integerFormat = lazyNumberFormat({ maximumFractionDigits: 0 });

/** 950 -> "950", 12_500 -> "12.5K", 1_250_000 -> "1.3M". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return compactFormat().format(value);
}

/** 10000 -> "10,000". */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return integerFormat().format(value);
}

/** One format per number of fraction digits (`toLocaleString` with options builds one per call: 25 cards, 25). */
const percentFormats = new Map<number, Intl.NumberFormat>();

/** A value that already is a percentage: 5.8 -> "5.80%". */
export function formatPercent(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '–';
  let format = percentFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    percentFormats.set(fractionDigits, format);
  }
  return `${format.format(value)}%`;
}

/**
 * A search total: exact ones as they are ("1,234"), estimated ones as a floor with a plus
 * ("10,000+"), the floor being the largest of the exact-count limit and the estimate rounded down
 * to two significant digits.
 */
export function formatTotal(total: number, estimate: boolean, exactLimit = 10_000): string {
  if (!estimate) return formatInteger(total);
  const digits = Math.max(0, Math.floor(Math.log10(Math.max(total, 1))) - 1);
  const floor = Math.floor(total / 10 ** digits) * 10 ** digits;
  return `${formatInteger(Math.max(exactLimit, floor))}+`;
}

/** "1 creator", "3 creators". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatInteger(count)} ${count === 1 ? one : many}`;
}

/** Spec section 5, number-type dropdown field: anything but digits (once commas are stripped). */
export const NOT_A_NUMBER_MESSAGE = 'Value must be a number';
/** Spec section 5: the message names max + 1 ("less than 101" for a maximum of 100). */
export const tooLargeNumberMessage = (max: number) => `Value must be less than ${max + 1}`;

/** The typed text without the commas people write as thousands separators ("1,500" -> "1500") and outer spaces. */
const stripCommas = (text: string) => text.replace(/,/g, '').trim();

/**
 * The number-type field's rule: the spec's message for `text`, or null when it is a whole number
 * within `max` (or empty: whether a value is required is the form's rule, not this field's).
 */
export function wholeNumberProblem(text: string, max?: number): string | null {
  const digits = stripCommas(text);
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return NOT_A_NUMBER_MESSAGE;
  // Compared as a number even past 2^53: a 30-digit value is still "too large", not "not a number".
  if (max !== undefined && Number(digits) > max) return tooLargeNumberMessage(max);
  return null;
}

/** The whole number the text holds (commas stripped), or null when it is empty or not one. */
export function parseWholeNumber(text: string): number | null {
  const digits = stripCommas(text);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
