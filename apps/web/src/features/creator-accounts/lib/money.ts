/**
 * Money on the creator side is integer minor units with its currency (packages/shared/src/money.ts).
 * People type and read whole currency units: "5,000" or "5000.50" is sent as 500000 or 500050.
 */
import { MINOR_PER_UNIT, MoneyError, moneyAmountMinor } from '@app/shared/money';
import { formatMoney } from '../../../lib/numbers';

/** "KES 10,200.00" from minor units (an unknown currency code as "XYZ 10,200.00"). */
export function formatMinor(amountMinor: number, currency: string): string {
  return formatMoney(amountMinor / MINOR_PER_UNIT, currency);
}

export const AMOUNT_FORMAT_MESSAGE = 'Enter an amount like 5000 or 5000.50';

/**
 * A typed amount in whole units (commas and spaces allowed, at most two decimals) as minor units;
 * null for an empty text; a message when it is not an amount.
 */
export function parseAmountText(text: string): { minor: number | null } | { problem: string } {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return { minor: null };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { problem: AMOUNT_FORMAT_MESSAGE };
  try {
    return { minor: moneyAmountMinor(Number(cleaned)) };
  } catch (error) {
    if (error instanceof MoneyError) return { problem: 'That amount is too large' };
    throw error;
  }
}

/** Minor units as the text an amount field starts with: 500000 -> "5000", 500050 -> "5000.50". */
export function minorToAmountText(amountMinor: number): string {
  const units = amountMinor / MINOR_PER_UNIT;
  return Number.isInteger(units) ? String(units) : units.toFixed(2);
}
