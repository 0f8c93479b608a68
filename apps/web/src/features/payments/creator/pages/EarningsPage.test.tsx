import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Earnings, Payout } from '@app/shared/payments';
import { creatorSessionStore } from '../../../../lib/creator-session';
import { renderUi } from '../../../../test/render';
import { stubApi } from '../../../creator-accounts/test/fixtures';
import { CreatorEarningsPage } from './EarningsPage';

const assignmentId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const receiptId = 'd0c0d0c0-0000-4000-8000-000000000001';

/** Post 1 paid through M-Pesa with its receipt: KES 5,100.00 less 5% is 4,845.00; 4,845 shillings sent. */
const paid: Payout = {
  id: 'p1',
  assignment_id: assignmentId,
  post_index: 1,
  status: 'PAID',
  gross_minor: 510_000,
  withholding_minor: 25_500,
  withholding_percent: 5,
  net_minor: 484_500,
  sent_minor: 484_500,
  currency: 'KES',
  provider: 'MPESA',
  phone: '254712345678',
  failure_reason: null,
  provider_reference: 'SKE7H2QX91',
  receipt: { id: receiptId, number: 'RC-2027-000042' },
  work: 'Cold-pressed launch',
  creator_name: 'Achieng Otieno',
  created_at: '2027-03-10T09:00:00.000Z',
  paid_at: '2027-03-10T09:05:00.000Z',
};

/** Post 2 verified, waiting for the number: nothing sent, no receipt. */
const waiting: Payout = {
  ...paid,
  id: 'p2',
  post_index: 2,
  status: 'PAYABLE',
  gross_minor: 510_050,
  withholding_minor: 25_503,
  net_minor: 484_547,
  sent_minor: null,
  phone: null,
  provider_reference: null,
  receipt: null,
  created_at: '2027-03-12T09:00:00.000Z',
  paid_at: null,
};

const earnings: Earnings = {
  currency_totals: [
    { currency: 'KES', pending_minor: 484_547, paid_minor: 484_500, withheld_minor: 51_003, carried_minor: 47 },
  ],
  payouts: [waiting, paid],
  mpesa_number: null,
  payout_ready: false,
  provider: 'SANDBOX',
};

const requests = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([request]) => request as Request);

beforeEach(() => creatorSessionStore.set('creator-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  creatorSessionStore.clear();
});

describe('CreatorEarningsPage', () => {
  it('shows the totals, the waiting banner, the sandbox badge and each payout with its figures', async () => {
    const fetchMock = stubApi({ 'GET /api/creator/earnings': { status: 200, body: earnings } });
    renderUi(<CreatorEarningsPage />, { path: '/creator/earnings' });

    expect(screen.getByRole('status', { name: 'Loading your earnings' })).toBeTruthy();
    const cards = await screen.findAllByTestId('payout-card');
    expect(requests(fetchMock)[0].headers.get('Authorization')).toBe('Bearer creator-token');

    const totals = screen.getByRole('region', { name: 'Totals in KES' });
    expect(within(totals).getByText('Pending').nextSibling?.textContent).toBe('KES 4,845.47');
    expect(within(totals).getByText('Paid').nextSibling?.textContent).toBe('KES 4,845.00');
    expect(within(totals).getByText('Tax withheld').nextSibling?.textContent).toBe('KES 510.03');
    expect(within(totals).getByText('Cents carried to your next payout').nextSibling?.textContent).toBe('KES 0.47');

    const banner = screen.getByTestId('payout-not-ready');
    expect(within(banner).getByText('Payouts wait for your M-Pesa number')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Add your M-Pesa number' }).getAttribute('href')).toBe(
      '/creator/profile#verification',
    );
    expect(screen.getByTestId('sandbox-badge').textContent).toBe('Sandbox: no real money moves');

    const [first, second] = cards;
    expect(within(first).getByTestId('payout-status').textContent).toBe('Waiting for your M-Pesa number');
    expect(within(first).getByRole('link', { name: 'Cold-pressed launch' }).getAttribute('href')).toBe(
      `/creator/work/${assignmentId}`,
    );
    expect(within(first).getByText('Tax withheld (5%)').nextSibling?.textContent).toBe('KES 255.03');
    expect(within(first).getByText('Net pay').nextSibling?.textContent).toBe('KES 4,845.47');
    expect(within(first).queryByText('Sent')).toBeNull();
    expect(within(first).queryByTestId('receipt-button')).toBeNull();

    expect(within(second).getByTestId('payout-status').textContent).toBe('Paid');
    expect(within(second).getByText('Agreed').nextSibling?.textContent).toBe('KES 5,100.00');
    const sent = within(second).getByText('Sent').nextSibling as HTMLElement;
    expect(sent.firstChild?.textContent).toBe('KES 4,845.00');
    expect(within(sent).getByText('to 254712345678')).toBeTruthy();
    expect(within(second).getByText('Paid on').nextSibling?.textContent).toBe('10 Mar 2027');
    expect(within(second).getByText('M-Pesa reference').nextSibling?.textContent).toBe('SKE7H2QX91');
    expect(within(second).getByRole('button', { name: 'Receipt RC-2027-000042' })).toBeTruthy();
  });

  it('downloads a receipt with the creator token and saves it under its number', async () => {
    const fetchMock = stubApi({
      'GET /api/creator/earnings': { status: 200, body: { ...earnings, payout_ready: true, provider: 'MPESA' } },
      [`GET /api/creator/earnings/documents/${receiptId}.pdf`]: { status: 200, body: '%PDF-1.7' },
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const { user } = renderUi(<CreatorEarningsPage />, { path: '/creator/earnings' });

    await user.click(await screen.findByRole('button', { name: 'Receipt RC-2027-000042' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:receipt', download: 'RC-2027-000042.pdf' }]));
    const receipt = requests(fetchMock).find((r) => r.url.endsWith('.pdf'))!;
    expect(new URL(receipt.url).pathname).toBe(`/api/creator/earnings/documents/${receiptId}.pdf`);
    expect(receipt.headers.get('Authorization')).toBe('Bearer creator-token');
    expect((created.mock.calls[0][0] as Blob).type).toBe('application/pdf');
    // Ready to be paid on M-Pesa: neither the banner nor the sandbox badge.
    expect(screen.queryByTestId('payout-not-ready')).toBeNull();
    expect(screen.queryByTestId('sandbox-badge')).toBeNull();
  });

  it('says a number waits for approval, and that nothing is earned yet', async () => {
    stubApi({
      'GET /api/creator/earnings': {
        status: 200,
        body: {
          currency_totals: [],
          payouts: [],
          mpesa_number: '254712345678',
          payout_ready: false,
          provider: 'MPESA',
        },
      },
    });
    renderUi(<CreatorEarningsPage />, { path: '/creator/earnings' });

    const empty = await screen.findByTestId('earnings-empty');
    expect(empty.textContent).toContain('No earnings yet');
    expect(empty.textContent).toContain('Verified posts are paid here.');
    const banner = screen.getByTestId('payout-not-ready');
    expect(banner.textContent).toContain('Your number 254712345678 is waiting for approval.');
    expect(within(banner).getByRole('link', { name: 'See your payment verification' }).getAttribute('href')).toBe(
      '/creator/profile#verification',
    );
    expect(screen.queryByRole('region', { name: /^Totals in/ })).toBeNull();
  });

  it("shows the server's message with a retry when the earnings cannot be loaded", async () => {
    let fail = true;
    stubApi({
      'GET /api/creator/earnings': () =>
        fail
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'The ledger is busy' } }
          : { status: 200, body: earnings },
    });
    const { user } = renderUi(<CreatorEarningsPage />, { path: '/creator/earnings' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your earnings');
    expect(alert.textContent).toContain('The ledger is busy');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('payout-card')).toHaveLength(2);
  });

  it('tells why a payout failed and that it is tried again', async () => {
    const failed: Payout = { ...waiting, status: 'FAILED', failure_reason: 'The M-Pesa number is not registered.' };
    stubApi({
      'GET /api/creator/earnings': { status: 200, body: { ...earnings, payouts: [failed], payout_ready: true } },
    });
    renderUi(<CreatorEarningsPage />, { path: '/creator/earnings' });

    expect((await screen.findByTestId('payout-failure')).textContent).toBe(
      'The M-Pesa number is not registered. We will try again.',
    );
    expect(screen.getByTestId('payout-status').textContent).toBe('Failed');
  });
});
