/** The M-Pesa number that pays for a new campaign: checked with the shared rule, sent in its canonical form. */
import { z } from 'zod';
import { normalizeMpesaPhone } from '@app/shared/payments';
import { PHONE_FORMAT_MESSAGE } from '../../../payments/lib/phone';

export interface SmePayFormValues {
  phone: string;
}

export const smePayFormSchema = z.object({
  phone: z.string().transform((text, ctx) => {
    const typed = text.trim();
    const phone = typed ? normalizeMpesaPhone(typed) : null;
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: typed ? PHONE_FORMAT_MESSAGE : 'Enter the M-Pesa number that pays' });
      return z.NEVER;
    }
    return phone;
  }),
});
export type SmePayFormOutput = z.output<typeof smePayFormSchema>;
