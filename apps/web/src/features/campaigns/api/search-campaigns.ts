import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignSummary } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { campaignKeys, type CampaignSearchBody } from './keys';

export interface CampaignSearchResult {
  search_results: CampaignSummary[];
  results_count: number;
}

/** POST /campaigns/search/companies/{id} {campaign_statuses, name, page_number, page_size, sortings}. */
export function searchCampaigns(
  companyId: string,
  body: CampaignSearchBody,
  signal?: AbortSignal,
): Promise<CampaignSearchResult> {
  return apiClient.POST('/campaigns/search/companies/{id}', { params: { path: { id: companyId } }, body, signal });
}

export function campaignSearchQuery(companyId: string, body: CampaignSearchBody) {
  return queryOptions({
    queryKey: campaignKeys.search(companyId, body),
    queryFn: ({ signal }) => searchCampaigns(companyId, body, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
    enabled: companyId.length > 0,
    // While another page or search loads, the last rows stay on screen (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}

export function useCampaignSearch(companyId: string, body: CampaignSearchBody) {
  return useQuery(campaignSearchQuery(companyId, body));
}
