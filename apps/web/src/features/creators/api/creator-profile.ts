import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CreatorProfile } from '@app/shared/creators';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /influencer/social-media-data/{id}: channels with prices, audience, verification, recent posts with metrics. */
export async function fetchCreatorProfile(id: number, signal?: AbortSignal): Promise<CreatorProfile> {
  const answer = await apiClient.GET('/influencer/social-media-data/{id}', { params: { path: { id } }, signal });
  // The call answers a live post's metrics for a post id (a uuid); a creator id always gets the profile.
  if (!('channels' in answer)) throw new Error('The creator profile did not load');
  return answer;
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
