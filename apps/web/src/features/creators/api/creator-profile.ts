import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CreatorProfile } from '@app/shared/creators';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /influencer/social-media-data/{id}: channels with prices, audience, verification, recent posts with metrics. */
export function fetchCreatorProfile(id: number, signal?: AbortSignal): Promise<CreatorProfile> {
  return apiClient.GET('/influencer/social-media-data/{id}', { params: { path: { id } }, signal });
}

export function creatorProfileQuery(id: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.creators, 'profile', id],
    queryFn: ({ signal }) => fetchCreatorProfile(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function useCreatorProfile(id: number) {
  return useQuery(creatorProfileQuery(id));
}

/** Several profiles at once (the comparison page). */
export function useCreatorProfiles(ids: readonly number[]) {
  return useQueries({ queries: ids.map((id) => creatorProfileQuery(id)) });
}
