import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectMessage, field, fill } from '../../../test/render';
import { paymentKeys } from '../api/keys';
import {
  billingOf,
  campaignId,
  companyId,
  errorReply,
  fundingId,
  fundingOf,
  json,
  serve,
  type Call,
} from '../test/fixtures';
import { renderPayments } from '../test/render';
import { FundModal } from './FundModal';

const billingRoute = `GET /api/companies/${companyId}/billing`;
const createRoute = 'POST /api/payments/fundings';
const fundingRoute = `GET /api/payments/fundings/${fundingId}`;

function renderModal(props: Partial<Parameters<typeof FundModal>[0]> = {}) {
  const onClose = vi.fn();
  const rendered = renderPayments(
    <FundModal
      opened
      onClose={onClose}
      subject={{ campaignId }}
      companyId={companyId}
      name="Cold-pressed launch"
      workMinor={900_150}
      currency="KES"
      {...props}
    />,
  );
  return { ...rendered, onClose, dialog: () => screen.getByRole('dialog', { name: 'Fund Cold-pressed launch' }) };
}

const lineText = (kind: string) => screen.getByTestId(`funding-line-${kind}`).textContent;
const posts = (calls: Call[], route: string) => calls.filter((call) => call.route === route);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FundModal', () => {
  it('shows the lines and the grand total of the agreed work, with the phone and method from billing', async () => {
    serve({ [billingRoute]: billingOf({ billing_mode: 'MPESA', mpesa_phone: '254712345678' }) });
    renderModal();
    expect(lineText('WORK')).toBe('Agreed workKES 9,001.50');
    expect(lineText('PLATFORM_FEE')).toBe('Platform fee (30%)KES 2,700.45');
    expect(lineText('VAT')).toBe('VAT (15%)KES 1,350.23');
    expect(screen.getByTestId('funding-total').textContent).toBe('KES 13,052.18');
    await waitFor(() => expect(field('M-Pesa number').value).toBe('+254 712 345 678'));
    expect((screen.getByRole('radio', { name: 'M-Pesa' }) as HTMLInputElement).checked).toBe(true);
    // M-Pesa moves whole shillings: the cents above the total go to the wallet.
    expect(screen.getByTestId('mpesa-rounding').textContent).toContain('KES 13,053.00');
    expect(screen.getByTestId('mpesa-rounding').textContent).toContain('KES 0.82');
    expect(screen.getByRole('button', { name: 'Pay KES 13,052.18' })).toBeTruthy();
  });

  it('needs a phone M-Pesa can take, and sends nothing until it has one', async () => {
    const calls = serve({ [billingRoute]: billingOf() });
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Pay KES 13,052.18' }));
    await expectMessage('M-Pesa number', 'Enter the M-Pesa number that pays');
    await fill(user, field('M-Pesa number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Pay KES 13,052.18' }));
    await expectMessage('M-Pesa number', 'Enter a Kenyan mobile number such as 0712 345 678');
    expect(posts(calls, createRoute)).toHaveLength(0);
  });

  it("puts the server's error on the field it names, and a refusal without a field above the buttons", async () => {
    let answer = errorReply(400, 'VALIDATION', 'phone: M-Pesa does not serve this number', 'phone');
    const calls = serve({ [billingRoute]: billingOf(), [createRoute]: () => answer });
    const { user } = renderModal();
    await fill(user, field('M-Pesa number'), '0712 345 678');
    await user.click(screen.getByRole('button', { name: 'Pay KES 13,052.18' }));
    await expectMessage('M-Pesa number', 'M-Pesa does not serve this number');
    expect(posts(calls, createRoute)[0].body).toEqual({
      campaign_id: campaignId,
      method: 'MPESA',
      phone: '254712345678',
    });
    expect(screen.queryByTestId('form-error')).toBeNull();

    answer = errorReply(409, 'CONFLICT', 'This work already has a funding (pending)');
    await user.click(screen.getByRole('button', { name: 'Pay KES 13,052.18' }));
    expect((await screen.findByTestId('form-error')).textContent).toContain(
      'This work already has a funding (pending)',
    );
  });

  it('asks M-Pesa, says to check the phone, and shows it funded once the payment notification comes', async () => {
    let status: 'PENDING' | 'FUNDED' = 'PENDING';
    serve({
      [billingRoute]: billingOf({ billing_mode: 'MPESA', mpesa_phone: '254712345678' }),
      [createRoute]: () => json(201, fundingOf()),
      [fundingRoute]: () =>
        status === 'PENDING'
          ? fundingOf()
          : fundingOf({ status: 'FUNDED', escrow_minor: 1_305_218, receipt: { id: 'd1', number: 'RCT-0001' } }),
    });
    const { user, queryClient } = renderModal();
    await waitFor(() => expect(field('M-Pesa number').value).toBe('+254 712 345 678'));
    await user.click(screen.getByRole('button', { name: 'Pay KES 13,052.18' }));
    const waiting = await screen.findByTestId('check-phone');
    expect(waiting.textContent).toContain('Check your phone');
    expect(waiting.textContent).toContain('KES 13,053.00 went to +254 712 345 678');

    // payment.funded through the notification stream makes the fundings stale (notifications/lib/refresh.ts).
    status = 'FUNDED';
    await act(() => queryClient.invalidateQueries({ queryKey: paymentKeys.fundings }));
    const funded = await screen.findByTestId('funded');
    expect(funded.textContent).toContain('KES 13,052.18 is held in escrow until the work is verified.');
    expect(within(funded).getByRole('button', { name: 'Download receipt RCT-0001 (PDF)' })).toBeTruthy();
    expect(screen.queryByTestId('check-phone')).toBeNull();
  });

  it('shows why M-Pesa failed and asks again from the number given', async () => {
    let status: 'FAILED' | 'PENDING' = 'FAILED';
    const calls = serve({
      [billingRoute]: billingOf(),
      [createRoute]: () => json(201, fundingOf()),
      [fundingRoute]: () =>
        status === 'FAILED'
          ? fundingOf({ status: 'FAILED', failure_reason: 'The payer cancelled the request' })
          : fundingOf(),
      [`POST /api/payments/fundings/${fundingId}/retry`]: () => {
        status = 'PENDING';
        return fundingOf({ phone: '254722000111' });
      },
    });
    const { user } = renderModal();
    await fill(user, field('M-Pesa number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Pay KES 13,052.18' }));
    expect((await screen.findByTestId('failure-reason')).textContent).toBe('The payer cancelled the request');
    const failed = screen.getByTestId('funding-failed');
    await fill(user, within(failed).getByLabelText('M-Pesa number'), '999');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(within(failed).getByText('Enter a Kenyan mobile number such as 0712 345 678')).toBeTruthy();
    expect(posts(calls, `POST /api/payments/fundings/${fundingId}/retry`)).toHaveLength(0);
    await fill(user, within(failed).getByLabelText('M-Pesa number'), '0722 000 111');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('check-phone')).toBeTruthy();
    expect(posts(calls, `POST /api/payments/fundings/${fundingId}/retry`)[0].body).toEqual({ phone: '254722000111' });
  });

  it('records the purchase order, then issues the invoice and offers it for download', async () => {
    const invoiced = fundingOf({
      method: 'INVOICE',
      provider: 'BANK',
      phone: null,
      invoice: { id: 'd2', number: 'INV-0007' },
    });
    const calls = serve({
      [billingRoute]: billingOf({ billing_mode: 'INVOICE' }),
      'POST /api/universe/po_data': () => json(201, { id: 'po1' }),
      [createRoute]: () => json(201, invoiced),
      [fundingRoute]: invoiced,
    });
    const { user } = renderModal();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Invoice' }) as HTMLInputElement).checked).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Issue the invoice' }));
    await expectMessage('Purchase order number', 'Enter the purchase order number');
    await fill(user, field('Purchase order number'), 'PO-2027-114');
    await user.upload(
      screen.getByLabelText('Purchase order PDF file'),
      new File(['%PDF-1.4'], 'po.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Issue the invoice' }));

    const issued = await screen.findByTestId('invoice-issued');
    expect(issued.textContent).toContain('Invoice INV-0007 issued');
    expect(within(issued).getByRole('button', { name: 'Download invoice INV-0007 (PDF)' })).toBeTruthy();
    expect(posts(calls, 'POST /api/universe/po_data')[0].body).toEqual({
      campaign_id: campaignId,
      po_number: 'PO-2027-114',
      amount_minor: '1305218',
      currency: 'KES',
      file: 'po.pdf',
    });
    expect(posts(calls, createRoute)[0].body).toEqual({ campaign_id: campaignId, method: 'INVOICE' });
  });

  it('offers only the invoice for work in another currency than shillings', async () => {
    serve({ [billingRoute]: billingOf({ billing_mode: 'MPESA', mpesa_phone: '254712345678' }) });
    renderModal({ currency: 'USD', subject: { bidId: 'b1' } });
    await screen.findByRole('button', { name: 'Issue the invoice' });
    expect((screen.getByRole('radio', { name: 'M-Pesa' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Invoice' }) as HTMLInputElement).checked).toBe(true);
    // A bid's invoice has no purchase order.
    expect(screen.queryByLabelText(/Purchase order number/)).toBeNull();
  });
});
