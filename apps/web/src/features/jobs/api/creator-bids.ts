import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobBid } from '@app/shared/jobs';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/bids: the creator's bids with their whole history (one bid's page reads it from here too). */
export function fetchCreatorBids(signal?: AbortSignal): Promise<JobBid[]> {
  return creatorClient.GET('/creator/bids', { signal });
}

/** While a bid is ongoing, the brand may answer at any moment: how often an open page asks again. */
export const ONGOING_BIDS_REFRESH_MS = 60_000;

/**
 * The brand moves bids from its side, so the list is never taken as fresh: it is fetched again on
 * every visit and when the creator comes back to the tab, and every minute while a bid is ongoing.
 */
export function creatorBidsQuery(enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.bids(),
    queryFn: ({ signal }) => fetchCreatorBids(signal),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.some((bid) => bid.status === 'ONGOING') ? ONGOING_BIDS_REFRESH_MS : false,
  });
}

export function useCreatorBids(enabled = true) {
  return useQuery(creatorBidsQuery(enabled));
}
