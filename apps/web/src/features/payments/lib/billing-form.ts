/**
 * The billing form: a mode (M-Pesa or invoice) and, for M-Pesa, the paying number, checked with the shared rule
 * (normalizeMpesaPhone) and sent in its canonical form. The messages speak to people; the server checks the same.
 */
import { z } from 'zod';
import { BILLING_MODES, normalizeMpesaPhone, type Billing, type BillingMode } from '@app/shared/payments';
import { formatPhone, PHONE_FORMAT_MESSAGE } from './phone';

export interface BillingFormValues {
  billing_mode: BillingMode | '';
  mpesa_phone: string;
}

export const billingFormSchema = z
  .object({
    billing_mode: z.union([z.enum(BILLING_MODES), z.literal('')]),
    mpesa_phone: z.string(),
  })
  .transform((values, ctx) => {
    if (values.billing_mode === '') {
      ctx.addIssue({ code: 'custom', path: ['billing_mode'], message: 'Choose how this company pays' });
      return z.NEVER;
    }
    if (values.billing_mode === 'INVOICE') return { billing_mode: values.billing_mode };
    const text = values.mpesa_phone.trim();
    const phone = text ? normalizeMpesaPhone(text) : null;
    if (!phone) {
      ctx.addIssue({
        code: 'custom',
        path: ['mpesa_phone'],
        message: text ? PHONE_FORMAT_MESSAGE : 'Enter the M-Pesa number that pays',
      });
      return z.NEVER;
    }
    return { billing_mode: values.billing_mode, mpesa_phone: phone };
  });

export type BillingFormOutput = z.output<typeof billingFormSchema>;

export function billingFormValues(
  billing: Pick<Billing, 'billing_mode' | 'mpesa_phone'> | undefined,
): BillingFormValues {
  return { billing_mode: billing?.billing_mode ?? '', mpesa_phone: formatPhone(billing?.mpesa_phone) };
}
