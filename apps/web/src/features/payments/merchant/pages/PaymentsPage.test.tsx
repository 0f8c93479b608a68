import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { pageOf, rowOf, serve } from '../../test/fixtures';
import { renderPayments } from '../../test/render';
import { PaymentsPage } from './PaymentsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentsPage', () => {
  it("lists the payments of every company the merchant reads, each row with its company's name", async () => {
    const calls = serve({
      'GET /api/payments': pageOf([rowOf(1), rowOf(2, { company_name: 'Kahawa House', currency: 'USD' })], {
        provider: 'MPESA',
      }),
    });
    renderPayments(<PaymentsPage />, { path: '/payments', pattern: ROUTES.payments });
    const rows = await screen.findAllByTestId('payment-row');
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    expect(within(rows[1]).getByText('Kahawa House')).toBeTruthy();
    expect(within(rows[1]).getByTestId('payment-amount').textContent).toBe('$13,052.18');
    expect(screen.queryByTestId('sandbox-badge')).toBeNull();
    expect(screen.queryByRole('button', { name: /Retry the payout/ })).toBeNull();
    expect(calls[0].query).toEqual({ page_number: '1', page_size: '20' });
  });
});
