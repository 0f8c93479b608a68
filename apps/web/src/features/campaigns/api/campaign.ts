import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { campaignKeys } from './keys';

/** GET /campaigns/{id}: the whole campaign (texts, creators, deliverables with their costs, the cost breakdown). */
export function fetchCampaign(campaignId: string, signal?: AbortSignal): Promise<Campaign> {
  return apiClient.GET('/campaigns/{id}', { params: { path: { id: campaignId } }, signal });
}

export function campaignQuery(campaignId: string) {
  return queryOptions({
    queryKey: campaignKeys.detail(campaignId),
    queryFn: ({ signal }) => fetchCampaign(campaignId, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
    enabled: campaignId.length > 0,
  });
}

export function useCampaign(campaignId: string) {
  return useQuery(campaignQuery(campaignId));
}
