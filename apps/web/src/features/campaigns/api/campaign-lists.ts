import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignSummary } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { campaignKeys } from './keys';

export interface CampaignLists {
  ongoing_campaigns: CampaignSummary[];
  upcoming_campaigns: CampaignSummary[];
  finished_campaigns: CampaignSummary[];
}

/**
 * GET /campaigns/all/companies/{id}: the company's campaigns (its brands' too) grouped by date; cancelled ones are
 * finished.
 */
export function fetchCampaignLists(companyId: string, signal?: AbortSignal): Promise<CampaignLists> {
  return apiClient.GET('/campaigns/all/companies/{id}', { params: { path: { id: companyId } }, signal });
}

export function campaignListsQuery(companyId: string) {
  return queryOptions({
    queryKey: campaignKeys.byDate(companyId),
    queryFn: ({ signal }) => fetchCampaignLists(companyId, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
    enabled: companyId.length > 0,
  });
}

export function useCampaignLists(companyId: string) {
  return useQuery(campaignListsQuery(companyId));
}
