import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectMessage, field, fill } from '../../../../test/render';
import { billingOf, companyId, errorReply, serve, type Call } from '../../test/fixtures';
import { renderPayments } from '../../test/render';
import { BillingCard } from './BillingCard';

const billingRoute = `GET /api/companies/${companyId}/billing`;
const saveRoute = `PUT /api/companies/${companyId}/billing`;
const saves = (calls: Call[]) => calls.filter((call) => call.route === saveRoute).map((call) => call.body);

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in Mantine's global store: one left over would show again in the next test.
  act(() => notifications.clean());
});

describe('BillingCard', () => {
  it('sets M-Pesa billing with a number, sent in its canonical form', async () => {
    const calls = serve({
      [billingRoute]: billingOf(),
      [saveRoute]: (call: Call) =>
        billingOf({ ...(call.body as object), updated_at: '2027-01-11T08:00:00.000Z' } as Parameters<
          typeof billingOf
        >[0]),
    });
    const { user } = renderPayments(<BillingCard companyId={companyId} mayManage />);
    await screen.findByTestId('billing-form');
    const save = screen.getByRole('button', { name: 'Save billing' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'M-Pesa' }));
    await user.click(save);
    await expectMessage('M-Pesa number', 'Enter the M-Pesa number that pays');
    await fill(user, field('M-Pesa number'), '+254 7123-45678x');
    await user.click(save);
    await expectMessage('M-Pesa number', 'Enter a Kenyan mobile number such as 0712 345 678');
    expect(saves(calls)).toHaveLength(0);

    await fill(user, field('M-Pesa number'), '0712 345 678');
    await user.click(save);
    await waitFor(() => expect(saves(calls)).toEqual([{ billing_mode: 'MPESA', mpesa_phone: '254712345678' }]));
    expect((await screen.findByTestId('toast-success')).textContent).toContain(
      'Billing saved: M-Pesa from +254 712 345 678.',
    );
    await waitFor(() => expect(field('M-Pesa number').value).toBe('+254 712 345 678'));
  });

  it('switches to invoice without a number, and shows a refusal on the field it names', async () => {
    let refuse = true;
    const calls = serve({
      [billingRoute]: billingOf({ billing_mode: 'MPESA', mpesa_phone: '254712345678' }),
      [saveRoute]: (call: Call) =>
        refuse
          ? errorReply(400, 'VALIDATION', 'mpesa_phone: This number is not registered with M-Pesa', 'mpesa_phone')
          : billingOf(call.body as Parameters<typeof billingOf>[0]),
    });
    const { user } = renderPayments(<BillingCard companyId={companyId} mayManage />);
    await waitFor(() => expect(field('M-Pesa number').value).toBe('+254 712 345 678'));
    await fill(user, field('M-Pesa number'), '0799 000 000');
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    await expectMessage('M-Pesa number', 'This number is not registered with M-Pesa');

    refuse = false;
    await user.click(screen.getByRole('radio', { name: 'Invoice' }));
    expect(screen.queryByLabelText(/M-Pesa number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    await waitFor(() => expect(saves(calls).at(-1)).toEqual({ billing_mode: 'INVOICE' }));
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Billing saved: Invoice.');
  });

  it("shows the server's answer when a save is refused (403)", async () => {
    serve({
      [billingRoute]: billingOf(),
      [saveRoute]: errorReply(403, 'FORBIDDEN', 'Only owners can change the billing'),
    });
    const { user } = renderPayments(<BillingCard companyId={companyId} mayManage />);
    await user.click(await screen.findByRole('radio', { name: 'Invoice' }));
    await user.click(screen.getByRole('button', { name: 'Save billing' }));
    expect((await screen.findByTestId('form-error')).textContent).toContain('Only owners can change the billing');
  });

  it('reads the billing to roles that may not change it', async () => {
    serve({ [billingRoute]: billingOf({ billing_mode: 'MPESA', mpesa_phone: '254712345678' }) });
    renderPayments(<BillingCard companyId={companyId} mayManage={false} />);
    const summary = await screen.findByTestId('billing-summary');
    expect(summary.textContent).toContain('Pays by M-Pesa from +254 712 345 678');
    expect(summary.textContent).toContain("Only the company's owners can change it.");
    expect(screen.queryByRole('button', { name: 'Save billing' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
