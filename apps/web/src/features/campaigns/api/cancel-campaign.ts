import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';
import { campaignKeys } from './keys';

/**
 * POST /campaigns/{id}/cancel {reason} -> the campaign, now CANCELLED; 409 CONFLICT once completed or cancelled. Its
 * live contracts become void.
 */
export function cancelCampaign(campaignId: string, reason: string): Promise<Campaign> {
  return apiClient.POST('/campaigns/{id}/cancel', { params: { path: { id: campaignId } }, body: { reason } });
}

export function useCancelCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelCampaign(campaignId, reason),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.stats(campaign.id) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.public(campaign.id) }),
        // The campaign's contracts were voided with it.
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      ]);
    },
  });
}
