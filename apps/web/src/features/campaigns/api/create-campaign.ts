import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Campaign, CreateCampaignRequest } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys, wizardKeys } from './keys';

/**
 * POST /campaigns -> 201 the campaign, its cost computed by the server. A draft_id sent is removed on
 * the server; the wizard drops its cached copy once it has left the page (`forgetDraft`).
 */
export function createCampaign(body: CreateCampaignRequest): Promise<Campaign> {
  return apiClient.POST('/campaigns', { body });
}

export function useCreateCampaign(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.drafts(companyId) }),
      ]);
    },
  });
}

/**
 * Drops a draft turned into a campaign from the cache (after the wizard showing it has gone, or it would load it
 * again).
 */
export function forgetDraft(queryClient: QueryClient, draftId: string): void {
  queryClient.removeQueries({ queryKey: wizardKeys.draft(draftId) });
}
