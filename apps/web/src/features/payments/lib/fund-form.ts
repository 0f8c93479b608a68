/**
 * The fund form: how the work is paid (M-Pesa from a phone, or invoice) and, for a campaign paid by invoice, its
 * purchase order (number, and a PDF if there is one). The phone is checked with the shared rule and sent in its
 * canonical form; the server checks it again and names `phone` when M-Pesa refuses it.
 */
import { z } from 'zod';
import { BILLING_MODES, normalizeMpesaPhone, type BillingMode } from '@app/shared/payments';
import { PHONE_FORMAT_MESSAGE } from './phone';

export interface FundFormValues {
  method: BillingMode;
  phone: string;
  po_number: string;
  po_file: File | null;
}

export type FundFormOutput =
  | { method: 'MPESA'; phone: string }
  | { method: 'INVOICE'; purchaseOrder: { number: string; file: File | null } | null };

/** The form's fields, as the API's errors name them (its `file` is the form's `po_file`). */
export const FUND_FORM_FIELDS = ['method', 'phone', 'po_number', 'po_file'] as const;
export const FUND_FORM_ALIASES = { file: 'po_file' } as const;

export const PO_NUMBER_MAX = 60;

/** `withPurchaseOrder`: a campaign paid by invoice records its purchase order first (a bid's does not). */
export function fundFormSchema(withPurchaseOrder: boolean) {
  return z
    .object({
      method: z.enum(BILLING_MODES, { error: 'Choose how to pay' }),
      phone: z.string(),
      po_number: z.string(),
      po_file: z.custom<File | null>((value) => value === null || value instanceof File),
    })
    .transform((values, ctx): FundFormOutput => {
      if (values.method === 'MPESA') {
        const text = values.phone.trim();
        const phone = text ? normalizeMpesaPhone(text) : null;
        if (!phone) {
          ctx.addIssue({
            code: 'custom',
            path: ['phone'],
            message: text ? PHONE_FORMAT_MESSAGE : 'Enter the M-Pesa number that pays',
          });
          return z.NEVER;
        }
        return { method: 'MPESA', phone };
      }
      if (!withPurchaseOrder) return { method: 'INVOICE', purchaseOrder: null };
      const number = values.po_number.trim();
      if (!number) {
        ctx.addIssue({ code: 'custom', path: ['po_number'], message: 'Enter the purchase order number' });
        return z.NEVER;
      }
      if (number.length > PO_NUMBER_MAX) {
        ctx.addIssue({ code: 'custom', path: ['po_number'], message: `Use at most ${PO_NUMBER_MAX} characters` });
        return z.NEVER;
      }
      return { method: 'INVOICE', purchaseOrder: { number, file: values.po_file } };
    });
}
