import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/**
 * POST /upload/campaign/logo, multipart fields `campaign_id` then `file` (jpeg or png, at most 5 MB) -> {thumbnail},
 * the stored image's URL, which the campaign's read returns as `thumbnail` from then on. 403 without campaign.create.
 */
export function uploadCampaignLogo(campaignId: string, file: File): Promise<{ thumbnail: string }> {
  const form = new FormData();
  // The identifier goes first: the server reads the fields sent before the file.
  form.append('campaign_id', campaignId);
  form.append('file', file, file.name);
  return apiClient.POST('/upload/campaign/logo', { form });
}

/** The logo shows at once on the campaign; its lists (cards) and public page read it again. */
export function useUploadCampaignLogo(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCampaignLogo(campaignId, file),
    onSuccess: async ({ thumbnail }) => {
      queryClient.setQueryData<Campaign>(campaignKeys.detail(campaignId), (old) => (old ? { ...old, thumbnail } : old));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.lists }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.public(campaignId) }),
      ]);
    },
  });
}
