import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { errorReply, fundingOf, serve } from '../../test/fixtures';
import { renderPayments } from '../../test/render';
import { PaymentHistoryPage } from './PaymentHistoryPage';
import { ProfilePaymentsPage } from './ProfilePaymentsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePaymentsPage', () => {
  it('lists the M-Pesa numbers the merchant pays with, and links to the history', async () => {
    serve({
      'GET /api/profile/payments': {
        numbers: [
          {
            phone: '254712345678',
            billing_for: ['Savannah Juice', 'Kahawa House'],
            payments: 3,
            last_used_at: '2027-01-11T08:00:00.000Z',
          },
          { phone: '254110000001', billing_for: [], payments: 1, last_used_at: null },
        ],
        provider: 'SANDBOX',
      },
    });
    renderPayments(<ProfilePaymentsPage />, { path: '/profile/payments', pattern: ROUTES.profile.payments });
    const rows = await screen.findAllByTestId('payment-number');
    expect(within(rows[0]).getByRole('rowheader').textContent).toBe('+254 712 345 678');
    expect(rows[0].textContent).toContain('Savannah Juice, Kahawa House');
    expect(rows[0].textContent).toContain('3 payments');
    expect(rows[1].textContent).toContain('+254 110 000 001');
    expect(rows[1].textContent).toContain('Not used yet');
    expect(screen.getByTestId('sandbox-badge')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your payment history' }).getAttribute('href')).toBe(
      '/profile/payments/history',
    );
  });

  it('says when there is no number yet', async () => {
    serve({ 'GET /api/profile/payments': { numbers: [], provider: 'MPESA' } });
    renderPayments(<ProfilePaymentsPage />, { path: '/profile/payments', pattern: ROUTES.profile.payments });
    expect(await screen.findByTestId('numbers-empty')).toBeTruthy();
  });
});

describe('PaymentHistoryPage', () => {
  it('lists the fundings the merchant started with state, amount and documents', async () => {
    serve({
      'GET /api/profile/payments/history': {
        results: [
          {
            ...fundingOf({
              status: 'FUNDED',
              invoice: null,
              receipt: { id: 'd1', number: 'RCT-0001' },
            }),
            company_name: 'Savannah Juice',
          },
          {
            ...fundingOf({ id: 'f2', status: 'FAILED', failure_reason: 'The payer cancelled the request' }),
            company_name: 'Kahawa House',
          },
        ],
        provider: 'SANDBOX',
      },
    });
    renderPayments(<PaymentHistoryPage />, {
      path: '/profile/payments/history',
      pattern: ROUTES.profile.paymentHistory,
    });
    const rows = await screen.findAllByTestId('history-row');
    expect(rows[0].textContent).toContain('Cold-pressed launch');
    expect(rows[0].textContent).toContain('Savannah Juice');
    expect(rows[0].textContent).toContain('KES 13,052.18');
    expect(within(rows[0]).getByTestId('funding-status').textContent).toBe('Funded');
    expect(within(rows[0]).getByRole('button', { name: 'Receipt RCT-0001 (PDF)' })).toBeTruthy();
    expect(within(rows[1]).getByTestId('funding-status').textContent).toBe('Failed');
    expect(rows[1].textContent).toContain('The payer cancelled the request');
  });

  it("shows the API's message when the history cannot be loaded", async () => {
    serve({ 'GET /api/profile/payments/history': errorReply(503, 'UNAVAILABLE', 'Payments are being maintained') });
    renderPayments(<PaymentHistoryPage />, {
      path: '/profile/payments/history',
      pattern: ROUTES.profile.paymentHistory,
    });
    expect(await screen.findByText('Payments are being maintained')).toBeTruthy();
  });
});
