import { z } from 'zod';

/**
 * POST /campaigns/{id}/cancel {reason}: the same rule as the route's body (a reason of 1 to 500
 * characters once trimmed). Kept here until packages/shared exports the request schema.
 */
export const CANCEL_REASON_MAX = 500;
export const cancelCampaignFormSchema = z.object({
  reason: z.string().trim().min(1, 'Say why the campaign is cancelled').max(CANCEL_REASON_MAX, `At most ${CANCEL_REASON_MAX} characters`),
});
export type CancelCampaignValues = z.input<typeof cancelCampaignFormSchema>;
