import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCampaign } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { campaignKeys } from './keys';

/**
 * GET /public/campaigns/{id}, without login: name, brand, dates, platforms, texts, thumbnail; nothing private. 404
 * NOT_FOUND for unknown ids.
 */
export function fetchPublicCampaign(campaignId: string, signal?: AbortSignal): Promise<PublicCampaign> {
  // No bearer: the page is the same for everyone, and an expired session must not log anyone out here.
  return apiClient.GET('/public/campaigns/{id}', { params: { path: { id: campaignId } }, auth: 'none', signal });
}

export function publicCampaignQuery(campaignId: string) {
  return queryOptions({
    queryKey: campaignKeys.public(campaignId),
    queryFn: ({ signal }) => fetchPublicCampaign(campaignId, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
    enabled: campaignId.length > 0,
  });
}

export function usePublicCampaign(campaignId: string) {
  return useQuery(publicCampaignQuery(campaignId));
}
