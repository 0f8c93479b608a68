import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { field, fill } from '../../../../test/render';
import {
  admin,
  billingOf,
  companyId,
  companyOf,
  errorReply,
  owner,
  pageOf,
  rowOf,
  serve,
  type Call,
} from '../../test/fixtures';
import { renderPayments } from '../../test/render';
import { CompanyPaymentsPage } from './CompanyPaymentsPage';

const listRoute = `GET /api/companies/${companyId}/payments`;
const billingRoute = `GET /api/companies/${companyId}/billing`;
const base = `/companies/${companyId}/payments`;

function renderPage(path = base, company = owner) {
  return renderPayments(<CompanyPaymentsPage />, { path, pattern: ROUTES.company.payments, company });
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.route === listRoute && call.query.format !== 'csv');
const lastQuery = (calls: Call[]) => listCalls(calls).at(-1)?.query;

beforeEach(() => {
  // The CSV and PDFs are saved through blob: URLs.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:payments');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in Mantine's global store: one left over would show again in the next test.
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe('CompanyPaymentsPage', () => {
  it('shows the sandbox badge, the balances and the rows with their amounts, states and documents', async () => {
    const payout = rowOf(2, {
      type: 'PAYOUT',
      status: 'PAYABLE',
      subject: 'Achieng O.: post 1',
      amount_minor: 237_500,
      document: null,
      reference: null,
    });
    serve({ [listRoute]: pageOf([rowOf(1), payout]), [billingRoute]: billingOf() });
    renderPage();
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId('sandbox-badge').textContent).toBe('Sandbox: no real money moves');
    const kes = screen.getByTestId('balances-KES');
    expect(within(kes).getByTestId('balance-funded_minor').textContent).toBe('KES 13,052.18');
    expect(within(kes).getByTestId('balance-escrow_minor').textContent).toBe('KES 10,000.00');
    expect(within(kes).getByTestId('balance-paid_out_minor').textContent).toBe('KES 2,500.00');
    expect(within(kes).getByTestId('balance-refunded_minor').textContent).toBe('KES 0.00');
    expect(within(kes).getByTestId('balance-wallet_minor').textContent).toBe('KES 0.82');

    expect(within(rows[0]).getByTestId('payment-amount').textContent).toBe('KES 13,052.18');
    expect(within(rows[0]).getByTestId('payment-status').textContent).toBe('Funded');
    expect(within(rows[0]).getByRole('button', { name: 'Receipt RCT-0001 (PDF)' })).toBeTruthy();
    expect(within(rows[1]).getByTestId('payment-amount').textContent).toBe('KES 2,375.00');
    expect(within(rows[1]).getByTestId('payment-status').textContent).toBe("Waiting for the creator's number");
    expect(within(rows[1]).getByText('–')).toBeTruthy();
    // One company: no company column.
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();
  });

  it('reads its filters from the address, writes every change back, and pages', async () => {
    const calls = serve({
      [listRoute]: (call: Call) =>
        pageOf([rowOf(Number(call.query.page_number ?? 1))], {
          results_count: 12,
          page_number: Number(call.query.page_number),
        }),
      [billingRoute]: billingOf(),
    });
    const { user, location } = renderPage(`${base}?type=FUNDING&status=FUNDED&from=2027-01-01&to=2027-01-31&size=5`);
    await screen.findAllByTestId('payment-row');
    expect(lastQuery(calls)).toEqual({
      type: 'FUNDING',
      status: 'FUNDED',
      from: '2027-01-01',
      to: '2027-01-31',
      page_number: '1',
      page_size: '5',
    });
    expect((screen.getByTestId('payment-type') as HTMLSelectElement).value).toBe('FUNDING');
    expect((screen.getByTestId('payment-status-filter') as HTMLSelectElement).value).toBe('FUNDED');
    expect(field('From').value).toBe('01/01/2027');
    expect(field('To').value).toBe('31/01/2027');
    expect(screen.getByTestId('pagination-bar').textContent).toContain('1–5 of 12 payments');

    // Paging keeps the filters.
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(location()).toBe(`${base}?type=FUNDING&status=FUNDED&from=2027-01-01&to=2027-01-31&page=3&size=5`),
    );
    await waitFor(() => expect(lastQuery(calls)?.page_number).toBe('3'));

    // A payout has no FUNDED state: the status goes with the new type, and the list starts again at page 1.
    await user.selectOptions(screen.getByTestId('payment-type'), 'Payout');
    await waitFor(() => expect(location()).toBe(`${base}?type=PAYOUT&from=2027-01-01&to=2027-01-31&size=5`));
    await user.selectOptions(screen.getByTestId('payment-status-filter'), 'Failed');
    await waitFor(() =>
      expect(location()).toBe(`${base}?type=PAYOUT&status=FAILED&from=2027-01-01&to=2027-01-31&size=5`),
    );
    await fill(user, field('From'), '15/01/2027');
    await waitFor(() =>
      expect(location()).toBe(`${base}?type=PAYOUT&status=FAILED&from=2027-01-15&to=2027-01-31&size=5`),
    );
    await user.selectOptions(screen.getByTestId('page-size-select'), '50');
    await waitFor(() =>
      expect(location()).toBe(`${base}?type=PAYOUT&status=FAILED&from=2027-01-15&to=2027-01-31&size=50`),
    );
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        type: 'PAYOUT',
        status: 'FAILED',
        from: '2027-01-15',
        to: '2027-01-31',
        page_number: '1',
        page_size: '50',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(`${base}?size=50`));
  });

  it('downloads every row the filters match as a CSV', async () => {
    const calls = serve({
      [listRoute]: (call: Call) =>
        call.query.format === 'csv'
          ? new Response('type,status\nFUNDING,FUNDED\n', { status: 200, headers: { 'content-type': 'text/csv' } })
          : pageOf([rowOf(1)]),
      [billingRoute]: billingOf(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage(`${base}?type=FUNDING&page=2`);
    await screen.findAllByTestId('payment-row');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.query.format === 'csv')?.query).toEqual({ type: 'FUNDING', format: 'csv' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('sends a failed payout again after a confirmation (owners)', async () => {
    let status = 'FAILED';
    const failed = () => rowOf(3, { type: 'PAYOUT', status, subject: 'Achieng O.: post 2', amount_minor: 237_500 });
    const calls = serve({
      [listRoute]: () => pageOf([failed()]),
      [billingRoute]: billingOf(),
      'POST /api/payments/payouts/row-3/retry': () => {
        status = 'PENDING';
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry the payout: Achieng O.: post 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this payout again?' });
    expect(dialog.textContent).toContain('KES 2,375.00');
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect((await screen.findByTestId('toast-success')).textContent).toContain('The payout is being sent again.');
    await waitFor(() => expect(screen.getByTestId('payment-status').textContent).toBe('Sending'));
    expect(calls.filter((call) => call.route === 'POST /api/payments/payouts/row-3/retry')).toHaveLength(1);
  });

  it('offers no retry to roles that cannot manage payments', async () => {
    serve({
      [listRoute]: pageOf([rowOf(3, { type: 'PAYOUT', status: 'FAILED' })]),
      [billingRoute]: billingOf(),
    });
    renderPage(base, admin);
    await screen.findAllByTestId('payment-row');
    expect(screen.queryByRole('button', { name: /Retry the payout/ })).toBeNull();
  });

  it('says when there are no payments, and offers to clear filters that match nothing', async () => {
    serve({ [listRoute]: pageOf([], { balances: [], provider: 'MPESA' }), [billingRoute]: billingOf() });
    const { user, location } = renderPage(`${base}?type=REFUND`);
    const empty = await screen.findByTestId('payments-empty');
    expect(within(empty).getByText('No payments match these filters')).toBeTruthy();
    expect(screen.getByTestId('no-balances')).toBeTruthy();
    expect(screen.queryByTestId('sandbox-badge')).toBeNull();
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe(base));
    expect(await screen.findByText('No payments yet')).toBeTruthy();
  });

  it("shows the API's message when the list cannot be loaded, with a retry", async () => {
    let fail = true;
    serve({
      [listRoute]: () => (fail ? errorReply(500, 'INTERNAL', 'The ledger is being checked') : pageOf([rowOf(1)])),
      [billingRoute]: billingOf(),
    });
    const { user } = renderPage();
    const alert = await screen.findByText('The ledger is being checked');
    fail = false;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('payment-row')).toHaveLength(1);
  });

  it('tells roles below Admin that payments are not theirs to see', async () => {
    const calls = serve({});
    renderPage(base, companyOf('COMPANY_MANAGER', ['company.view']));
    expect(await screen.findByText('Not available for your role')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
