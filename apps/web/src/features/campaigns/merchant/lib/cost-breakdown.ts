/**
 * A created campaign's cost as its details page lists it: the server's figures (minor units of the
 * campaign's currency, decision 017), shown through lib/money. Nothing is computed here but the balance.
 */
import type { Campaign } from '@app/shared/campaigns';
import { PLATFORM_FEE_PERCENT, VAT_PERCENT } from '@app/shared/campaign-pricing';
import { formatMoney } from '../../../../lib/money';

export type CampaignCost = Campaign['cost'];

export interface CostLine {
  key: 'deliverables' | 'fee' | 'vat' | 'total';
  label: string;
  amount: string;
}

/** The breakdown's lines: deliverables, platform fee 30%, VAT 15%, total (spec section 9). */
export function costLines(cost: CampaignCost): CostLine[] {
  return [
    {
      key: 'deliverables',
      label: 'Deliverables',
      amount: formatMoney(cost.deliverables_total_minor, cost.currency),
    },
    {
      key: 'fee',
      label: `Platform fee (${PLATFORM_FEE_PERCENT}%)`,
      amount: formatMoney(cost.platform_fee_minor, cost.currency),
    },
    { key: 'vat', label: `VAT (${VAT_PERCENT}%)`, amount: formatMoney(cost.vat_minor, cost.currency) },
    { key: 'total', label: 'Total', amount: formatMoney(cost.total_minor, cost.currency) },
  ];
}

/** Over budget by the server's figure, else what is left of the budget after the total. */
export function budgetBalance(cost: CampaignCost): { over: boolean; amount: string } {
  if (cost.over_budget_by_minor > 0)
    return { over: true, amount: formatMoney(cost.over_budget_by_minor, cost.currency) };
  return { over: false, amount: formatMoney(Math.max(0, cost.budget_minor - cost.total_minor), cost.currency) };
}
