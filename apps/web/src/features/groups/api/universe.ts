import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupCreatorsPage } from './group-creators';
import { apiClient } from '../../../lib/api-client';
import { GROUPS_STALE_TIME_MS } from '../../../lib/constants';
import { groupKeys, pageQuery, type GroupPageParams } from './keys';

export interface UniversePage extends GroupCreatorsPage {
  groups_count: number;
  combined_followers: number;
  average_engagement_rate: number;
}

/** GET /companies/{id}/universe?page_number&page_size&channel: every creator in any of the company's groups, once, with totals. */
export function fetchUniverse(companyId: string, params: GroupPageParams, signal?: AbortSignal): Promise<UniversePage> {
  return apiClient.get<UniversePage>(`/companies/${encodeURIComponent(companyId)}/universe`, { query: pageQuery(params), signal });
}

export function universeQuery(companyId: string, params: GroupPageParams) {
  return queryOptions({
    queryKey: groupKeys.universe(companyId, params),
    queryFn: ({ signal }) => fetchUniverse(companyId, params, signal),
    staleTime: GROUPS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useUniverse(companyId: string, params: GroupPageParams) {
  return useQuery(universeQuery(companyId, params));
}
