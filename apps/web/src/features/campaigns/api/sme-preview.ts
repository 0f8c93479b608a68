import { useMutation } from '@tanstack/react-query';
import type { SmePreview } from '@app/shared/sme';
import type { ApiBody } from '../../../lib/api/types';
import { smeClient } from '../../../lib/api-client';

/** What a preview asks (the shared smePreviewRequestSchema, as the API document types it). */
export type SmePreviewRequest = ApiBody<'/sme/{sme_id}/campaigns/preview', 'post'>;

export interface SmePreviewInput {
  smeId: string;
  body: SmePreviewRequest;
}

/**
 * POST /sme/{sme_id}/campaigns/preview (SME session) {budget, channels, start_date, end_date, description, package?,
 * influencer_ids?}: the recommended package, the creators chosen within its work budget (or the ones kept after a
 * swap, checked again), alternatives to swap in, and the priced lines. 400 names `budget` (above the top package
 * without a package chosen) or `influencer_ids` (a swapped set the server refuses).
 */
export function previewSmeCampaign({ smeId, body }: SmePreviewInput): Promise<SmePreview> {
  return smeClient.POST('/sme/{sme_id}/campaigns/preview', { params: { path: { sme_id: smeId } }, body });
}

/** A preview is asked for on purpose (entering the creators step, a swap): a mutation, its last answer kept. */
export function useSmePreview() {
  return useMutation({ mutationFn: previewSmeCampaign });
}
