/** Number formats of spec section 9: en-US, 2 fraction digits by default, compact numbers in stats. */

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 950 -> "950", 12_500 -> "12.5K", 1_250_000 -> "1.3M". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return compactFormat.format(value);
}

/** 10000 -> "10,000". */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return integerFormat.format(value);
}

/** A value that already is a percentage: 5.8 -> "5.80%". */
export function formatPercent(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return '–';
  return `${value.toLocaleString('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}%`;
}

/** An amount in whole units of a currency: ("NGN", 29000) -> "NGN 29,000.00". Unknown codes fall back to "CODE amount". */
export function formatMoney(amount: number, currency: string, fractionDigits = 2): string {
  if (!Number.isFinite(amount)) return '–';
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'USD' ? 'symbol' : 'code',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
      .format(amount)
      .replace(/\u00a0/g, ' ');
  } catch {
    return `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })}`;
  }
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
