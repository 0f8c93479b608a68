import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmeCampaign } from '@app/shared/sme';
import type { ApiBody } from '../../../lib/api/types';
import { smeClient } from '../../../lib/api-client';
import { campaignKeys, smeCampaignKeys } from './keys';

/** What a creation sends (the shared smeCreateCampaignRequestSchema, as the API document types it). */
export type SmeCreateCampaignRequest = ApiBody<'/sme/{sme_id}/campaigns', 'post'>;

export interface SmeCreateCampaignInput {
  smeId: string;
  body: SmeCreateCampaignRequest;
}

/**
 * POST /sme/{sme_id}/campaigns (SME session) -> 201 the campaign in the SME view: an AUTO_SELECTION campaign at the
 * package price with the previewed (or swapped) creators. 400 names a field of the form (`budget`, `channels`,
 * `influencer_ids`, `end_date`, ...).
 */
export function createSmeCampaign({ smeId, body }: SmeCreateCampaignInput): Promise<SmeCampaign> {
  return smeClient.POST('/sme/{sme_id}/campaigns', { params: { path: { sme_id: smeId } }, body });
}

export function useCreateSmeCampaign(smeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSmeCampaign,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: smeCampaignKeys.lists(smeId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
      ]),
  });
}
