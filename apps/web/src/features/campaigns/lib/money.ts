/**
 * Campaign money as the API answers it: whole units of the campaign's currency, with decimals
 * (1234.5 = 1,234.50). Shown through integer minor units, so float noise (0.1 + 0.2) never reaches a
 * screen, and a balance is a difference of integers.
 */
import { MINOR_PER_UNIT, PLATFORM_FEE_PERCENT, VAT_PERCENT } from '@app/shared/money';
import { formatMoney } from '../../../lib/numbers';

/** 1234.5 -> 123450. */
export function wholeToMinor(amount: number): number {
  return Math.round(amount * MINOR_PER_UNIT);
}

/** (50000, 'KES') -> "KES 50,000.00"; (1234.5, 'USD') -> "$1,234.50". */
export function formatAmount(amount: number, currency: string): string {
  if (!Number.isFinite(amount)) return '–';
  return formatMoney(wholeToMinor(amount) / MINOR_PER_UNIT, currency);
}

export interface CampaignCost {
  currency: string;
  deliverables_total: number;
  platform_fee: number;
  vat: number;
  total: number;
  budget: number;
  over_budget_by: number;
}

export interface CostLine {
  key: 'deliverables' | 'fee' | 'vat' | 'total';
  label: string;
  amount: string;
}

/** The breakdown's lines: deliverables, platform fee 30%, VAT 15%, total (spec section 9). */
export function costLines(cost: CampaignCost): CostLine[] {
  return [
    { key: 'deliverables', label: 'Deliverables', amount: formatAmount(cost.deliverables_total, cost.currency) },
    {
      key: 'fee',
      label: `Platform fee (${PLATFORM_FEE_PERCENT}%)`,
      amount: formatAmount(cost.platform_fee, cost.currency),
    },
    { key: 'vat', label: `VAT (${VAT_PERCENT}%)`, amount: formatAmount(cost.vat, cost.currency) },
    { key: 'total', label: 'Total', amount: formatAmount(cost.total, cost.currency) },
  ];
}

/** Over budget by the server's figure, else what is left of the budget after the total. */
export function budgetBalance(cost: CampaignCost): { over: boolean; amount: string } {
  const overMinor = wholeToMinor(cost.over_budget_by);
  if (overMinor > 0) return { over: true, amount: formatAmount(cost.over_budget_by, cost.currency) };
  const leftMinor = Math.max(0, wholeToMinor(cost.budget) - wholeToMinor(cost.total));
  return { over: false, amount: formatAmount(leftMinor / MINOR_PER_UNIT, cost.currency) };
}

/** The sum of amounts in whole units, added as integers ([0.1, 0.2] -> 0.3, not 0.30000000000000004). */
export function sumAmounts(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + wholeToMinor(amount), 0) / MINOR_PER_UNIT;
}
