import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobBid } from '@app/shared/jobs';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** GET /jobs-marketplace/bids/{id}: one bid with its history. */
export function fetchBid(bidId: string, signal?: AbortSignal): Promise<JobBid> {
  return apiClient.GET('/jobs-marketplace/bids/{id}', { params: { path: { id: bidId } }, signal });
}

/**
 * A bid changes when the creator moves, which this page does not hear of: it is fetched again on
 * every visit (no long cache), and after a refused move (409).
 */
export function bidQuery(bidId: string) {
  return queryOptions({
    queryKey: jobKeys.bid(bidId),
    queryFn: ({ signal }) => fetchBid(bidId, signal),
    staleTime: 0,
    enabled: bidId.length > 0,
  });
}

export function useBid(bidId: string | null | undefined) {
  return useQuery(bidQuery(bidId ?? ''));
}
