import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatorSearchRequest, creatorSearchResponseSchema } from '@app/shared/creators';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type CreatorSearchResponse = z.infer<typeof creatorSearchResponseSchema>;

/** POST /influencers/search_for_campaign: filters, sortings and a page -> influencers_for_search, total_search_results. */
export function searchCreators(body: CreatorSearchRequest, signal?: AbortSignal): Promise<CreatorSearchResponse> {
  return apiClient.post<CreatorSearchResponse>('/influencers/search_for_campaign', body, { signal });
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
