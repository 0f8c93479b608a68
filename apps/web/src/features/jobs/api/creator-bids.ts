import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobBid } from '@app/shared/jobs';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/bids: the creator's bids with their whole history (one bid's page reads it from here too). */
export function fetchCreatorBids(signal?: AbortSignal): Promise<JobBid[]> {
  return creatorClient.GET('/creator/bids', { signal });
}

/**
 * The brand moves bids from its side, so the list is never taken as fresh: it is fetched again on
 * every visit and when the creator comes back to the tab, and when the brand moves one (a `bid.*`
 * notification on the portal's live stream makes the bids stale: features/notifications/lib/refresh.ts).
 */
export function creatorBidsQuery(enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.bids(),
    queryFn: ({ signal }) => fetchCreatorBids(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useCreatorBids(enabled = true) {
  return useQuery(creatorBidsQuery(enabled));
}
