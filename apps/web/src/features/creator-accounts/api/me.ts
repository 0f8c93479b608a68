import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CreatorProfile } from '@app/shared/creator-accounts';
import { creatorClient } from '../../../lib/api-client';
import { useCreatorSession } from '../../../lib/creator-session';
import { creatorKeys } from './keys';

/** GET /creator/me: the profile with its verification steps. */
export function fetchCreatorProfile(signal?: AbortSignal): Promise<CreatorProfile> {
  return creatorClient.GET('/creator/me', { signal });
}

export function creatorProfileQuery(enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.me(),
    queryFn: ({ signal }) => fetchCreatorProfile(signal),
    enabled,
    staleTime: 60_000,
  });
}

/** The logged-in creator's profile (not fetched without a creator session). */
export function useCreatorProfile() {
  const session = useCreatorSession();
  return useQuery(creatorProfileQuery(session !== null));
}

/** A profile the API just answered (log-in, save, a verification step) becomes the cached one. */
export function storeCreatorProfile(queryClient: QueryClient, profile: CreatorProfile): void {
  queryClient.setQueryData(creatorKeys.me(), profile);
}
