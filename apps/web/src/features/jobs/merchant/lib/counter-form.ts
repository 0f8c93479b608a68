/**
 * The counter-offer form's rules: one amount per line of the offer, typed in whole units with at most
 * two decimals; the form's output is the offer in minor units (checked by the shared `offerSchema`).
 */
import { z } from 'zod';
import { offerSchema, type OfferLine } from '@app/shared/jobs';
import { offerFromValues, parseOfferAmount, type OfferLineValues } from './offer';

export interface CounterFormValues {
  lines: OfferLineValues[];
}

export const counterFormSchema = z
  .object({
    lines: z
      .array(
        z.object({
          channel: z.string(),
          post_content_type: z.string(),
          amount: z.string().superRefine((text, ctx) => {
            const parsed = parseOfferAmount(text);
            if (parsed.error !== undefined) ctx.addIssue({ code: 'custom', message: parsed.error });
          }),
        }),
      )
      .min(1, 'An offer has at least one line'),
  })
  .transform((values, ctx): OfferLine[] => {
    const offer = offerFromValues(values.lines) ?? [];
    const checked = offerSchema.safeParse(offer);
    if (!checked.success) {
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['lines', ...issue.path] });
      return z.NEVER;
    }
    return checked.data;
  });
