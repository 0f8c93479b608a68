import { MINOR_PER_UNIT } from '@app/shared/money';
import { formatMoney } from '../../../lib/numbers';

/** Minor units with the currency, as the web shows money: (150050, 'KES') -> "KES 1,500.50". */
export function formatMinor(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return '–';
  return formatMoney(minor / MINOR_PER_UNIT, currency);
}

/** Whole units (a job's budget) with the currency: (50000, 'KES') -> "KES 50,000.00". */
export function formatUnits(units: number, currency: string): string {
  return formatMoney(units, currency);
}
