/** POST /campaigns/{id}/cancel {reason}: the shared request schema is the form's rule. */
import type { z } from 'zod';
import { cancelCampaignRequestSchema } from '@app/shared/campaigns';

export { CANCEL_REASON_MAX } from '@app/shared/campaigns';
export const cancelCampaignFormSchema = cancelCampaignRequestSchema;
export type CancelCampaignValues = z.input<typeof cancelCampaignFormSchema>;
