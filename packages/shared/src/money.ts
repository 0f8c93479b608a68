/**
 * Money (docs/decisions/017-money-on-the-wire.md): integer minor units everywhere but at the input and the
 * display. On the wire an amount is a field whose name ends in `_minor`, with its `currency` beside it,
 * validated by `minorAmount` (money-schemas.ts, apart so that a page that only shows amounts loads no zod).
 * Campaign pricing (fee, VAT, bonus types, deliverable cost) lives in campaign-pricing.ts; this file knows
 * nothing of campaigns.
 */

/** Every currency of the platform is kept in hundredths of its unit (cents); amounts are integers. */
export const MINOR_PER_UNIT = 100;

/** The largest amount we compute with: far above any budget, and safely inside 2^53 after percentages. */
export const MAX_MINOR = 10 ** 14;

export class MoneyError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}

/** Throws a MoneyError naming `field` unless `value` is a whole number of minor units from 0 to MAX_MINOR. */
export function assertMinor(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_MINOR)
    throw new MoneyError(`${field} must be a whole number of minor units from 0 to ${MAX_MINOR}`, field);
}

/**
 * Whole units as kept by the creator catalogue and the currency table (a price of 5000.5, a budget bound of
 * 1000) to minor units, rounded to the minor unit. The only way a whole-unit figure enters the wire.
 */
export function toMinor(units: number, field = 'amount'): number {
  const minor = Math.round(units * MINOR_PER_UNIT);
  assertMinor(minor, field);
  return minor;
}

/** Minor units as whole units, for what stores whole units (the creator catalogue's price list) and for display. */
export function minorToUnits(amountMinor: number): number {
  return amountMinor / MINOR_PER_UNIT;
}

/** `percent`% of an amount, rounded half-up to the minor unit, in integers only. */
export function percentOf(amountMinor: number, percent: number): number {
  assertMinor(amountMinor, 'amount');
  return Math.floor((amountMinor * percent + 50) / 100);
}

/**
 * An amount in another currency, at rates given as integers (US dollars per unit x 10^8, as the
 * configuration stores them), rounded half-up; BigInt keeps every step exact.
 */
export function convertMinor(amountMinor: number, fromRate: bigint, toRate: bigint): number {
  assertMinor(amountMinor, 'amount');
  if (fromRate <= 0n || toRate <= 0n) throw new MoneyError('Exchange rates must be positive', 'currency');
  if (fromRate === toRate) return amountMinor;
  const converted = (BigInt(amountMinor) * fromRate * 2n + toRate) / (toRate * 2n);
  if (converted > BigInt(MAX_MINOR))
    throw new MoneyError(`The amount is too large in the campaign's currency`, 'amount');
  return Number(converted);
}

/** The sum of amounts in minor units (integers, so 10 + 20 is 30 and never 30.000000000000004). */
export function sumMinor(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/**
 * Whole units (or fractions of a unit, such as a cost per engagement of 0.365 US dollars) with the currency,
 * en-US: ("NGN", 29000) -> "NGN 29,000.00", US dollars with their symbol; an unknown code as "XYZ 5.00".
 */
export function formatUnits(units: number, currency: string, fractionDigits = 2): string {
  if (!Number.isFinite(units)) return '–';
  const format = currencyFormat(currency, fractionDigits);
  if (format) return format.format(units).replace(/\u00a0/g, ' ');
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return `${currency} ${units.toLocaleString('en-US', digits)}`;
}

/** Built once per currency and precision (a list of 50 budgets built 50); null for a code Intl does not know. */
const currencyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(currency: string, fractionDigits: number): Intl.NumberFormat | null {
  const key = `${currency}:${fractionDigits}`;
  let format = currencyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'USD' ? 'symbol' : 'code',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
    } catch {
      format = null;
    }
    currencyFormats.set(key, format);
  }
  return format;
}

/** Minor units with the currency, en-US, 2 fraction digits: (123450, 'KES') -> "KES 1,234.50"; USD as "$1,234.50". */
export function formatMoney(amountMinor: number, currency: string, fractionDigits = 2): string {
  return formatUnits(minorToUnits(amountMinor), currency, fractionDigits);
}
