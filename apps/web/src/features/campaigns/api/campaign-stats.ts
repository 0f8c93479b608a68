import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignStats } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/**
 * GET /campaigns/{id}/stats: budget spent (whole units), creators allocated, posts under review, verified and in all,
 * verified %.
 */
export function fetchCampaignStats(campaignId: string, signal?: AbortSignal): Promise<CampaignStats> {
  return apiClient.GET('/campaigns/{id}/stats', { params: { path: { id: campaignId } }, signal });
}

export function campaignStatsQuery(campaignId: string) {
  return queryOptions({
    queryKey: campaignKeys.stats(campaignId),
    queryFn: ({ signal }) => fetchCampaignStats(campaignId, signal),
    enabled: campaignId.length > 0,
  });
}

export function useCampaignStats(campaignId: string, enabled = true) {
  return useQuery({ ...campaignStatsQuery(campaignId), enabled: enabled && campaignId.length > 0 });
}
