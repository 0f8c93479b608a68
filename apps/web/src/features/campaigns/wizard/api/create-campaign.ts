import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CreateCampaignRequest } from '@app/shared/campaigns';
import { apiClient } from '../../../../lib/api-client';
import { campaignKeys } from '../../api/keys';
import { wizardKeys } from './keys';

/** POST /campaigns -> 201 the campaign, its cost computed by the server (a draft_id sent is removed). */
export function createCampaign(body: CreateCampaignRequest): Promise<Campaign> {
  return apiClient.POST('/campaigns', { body });
}

export function useCreateCampaign(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: async (campaign, body) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      if (body.draft_id) queryClient.removeQueries({ queryKey: wizardKeys.draft(body.draft_id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.drafts(companyId) }),
      ]);
    },
  });
}
