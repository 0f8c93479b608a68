import { describe, expect, it } from 'vitest';
import { budgetBalance, costLines, formatAmount, sumAmounts, wholeToMinor } from './money';

const cost = {
  currency: 'KES',
  deliverables_total: 10000,
  platform_fee: 3000,
  vat: 1500,
  total: 14500,
  budget: 50000,
  over_budget_by: 0,
};

describe('campaign money from whole units', () => {
  it('shows whole units with two decimals in the currency', () => {
    expect(formatAmount(50000, 'KES')).toBe('KES 50,000.00');
    expect(formatAmount(1234.5, 'KES')).toBe('KES 1,234.50');
    expect(formatAmount(0.1 + 0.2, 'USD')).toBe('$0.30');
    expect(wholeToMinor(1234.57)).toBe(123457);
  });

  it('adds amounts as integers', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([])).toBe(0);
  });

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
    expect(budgetBalance({ ...cost, budget: 14000.1, over_budget_by: 499.9 })).toEqual({
      over: true,
      amount: 'KES 499.90',
    });
  });
});
