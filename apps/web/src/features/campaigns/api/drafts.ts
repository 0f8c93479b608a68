import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDraft } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/** GET /campaign_drafts?company_id=: the company's drafts, last changed first. */
export function fetchDrafts(companyId: string, signal?: AbortSignal): Promise<CampaignDraft[]> {
  return apiClient.GET('/campaign_drafts', { params: { query: { company_id: companyId } }, signal });
}

export function draftsQuery(companyId: string) {
  return queryOptions({
    queryKey: campaignKeys.drafts(companyId),
    queryFn: ({ signal }) => fetchDrafts(companyId, signal),
    enabled: companyId.length > 0,
  });
}

export function useDrafts(companyId: string) {
  return useQuery(draftsQuery(companyId));
}
