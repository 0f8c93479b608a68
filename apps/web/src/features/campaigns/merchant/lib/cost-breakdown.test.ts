import { describe, expect, it } from 'vitest';
import { budgetBalance, costLines } from './cost-breakdown';

const cost = {
  currency: 'KES',
  deliverables_total_minor: 1_000_000,
  platform_fee_minor: 300_000,
  vat_minor: 150_000,
  total_minor: 1_450_000,
  budget_minor: 5_000_000,
  over_budget_by_minor: 0,
};

describe("a campaign's cost breakdown (minor units)", () => {
  it('lists deliverables, fee 30%, VAT 15% and the total', () => {
    expect(costLines(cost).map((line) => [line.label, line.amount])).toEqual([
      ['Deliverables', 'KES 10,000.00'],
      ['Platform fee (30%)', 'KES 3,000.00'],
      ['VAT (15%)', 'KES 1,500.00'],
      ['Total', 'KES 14,500.00'],
    ]);
  });

  it("says what is left of the budget, or by how much it is over (the server's figure)", () => {
    expect(budgetBalance(cost)).toEqual({ over: false, amount: 'KES 35,500.00' });
    expect(budgetBalance({ ...cost, budget_minor: 1_400_010, over_budget_by_minor: 49_990 })).toEqual({
      over: true,
      amount: 'KES 499.90',
    });
  });
});
