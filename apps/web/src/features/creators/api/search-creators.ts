import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorSearchRequest } from '@app/shared/creators';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type CreatorSearchResponse = ApiAnswer<'/influencers/search_for_campaign', 'post'>;

/**
 * POST /influencers/search_for_campaign: filters, sortings and a page -> influencers_for_search, total_search_results.
 */
export function searchCreators(body: CreatorSearchRequest, signal?: AbortSignal): Promise<CreatorSearchResponse> {
  return apiClient.POST('/influencers/search_for_campaign', { body, signal });
}

export function creatorSearchQuery(body: CreatorSearchRequest, enabled = true) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.creators, 'search', body],
    queryFn: ({ signal }) => searchCreators(body, signal),
    // The last page stays on screen while the next one loads (no flash of skeletons between pages).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

export function useCreatorSearch(body: CreatorSearchRequest, enabled = true) {
  return useQuery(creatorSearchQuery(body, enabled));
}
