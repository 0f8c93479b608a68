import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { JobBid, OfferLine } from '@app/shared/jobs';
import { creatorClient, isApiError } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/**
 * POST /creator/bids/{id}/accept: the brand's last offer is agreed (assignments are made); 409 when it is not the
 * creator's turn.
 */
export function acceptBid(id: string): Promise<JobBid> {
  return creatorClient.POST('/creator/bids/{id}/accept', { params: { path: { id } } });
}

/**
 * POST /creator/bids/{id}/counter {offer}: a new offer (amounts in minor units); 409 when it is not the creator's turn.
 */
export function counterBid(id: string, offer: OfferLine[]): Promise<JobBid> {
  return creatorClient.POST('/creator/bids/{id}/counter', { params: { path: { id } }, body: { offer } });
}

/** POST /creator/bids/{id}/withdraw {reason?}: ends an ongoing bid; 409 once it is closed. */
export function withdrawBid(id: string, reason?: string): Promise<JobBid> {
  return creatorClient.POST('/creator/bids/{id}/withdraw', {
    params: { path: { id } },
    body: reason ? { reason } : {},
  });
}

/** The moved bid replaces the cached one; an accepted bid adds work, and the jobs list shows the bid's state. */
async function moved(queryClient: QueryClient, bid: JobBid) {
  queryClient.setQueryData<JobBid[]>(creatorKeys.bids(), (bids) =>
    bids?.map((b) => (b.bid_id === bid.bid_id ? bid : b)),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: creatorKeys.bids() }),
    queryClient.invalidateQueries({ queryKey: creatorKeys.jobs() }),
    ...(bid.status === 'ACCEPTED' ? [queryClient.invalidateQueries({ queryKey: creatorKeys.assignments() })] : []),
  ]);
}

/**
 * A 409 carries the bid's `state` now: the move was refused because the bid moved on meanwhile, so it is fetched again.
 */
function refreshOnConflict(queryClient: QueryClient) {
  return (error: unknown) => {
    if (isApiError(error) && error.code === 'CONFLICT')
      void queryClient.invalidateQueries({ queryKey: creatorKeys.bids() });
  };
}

export type BidMove =
  { action: 'ACCEPT' } | { action: 'COUNTER'; offer: OfferLine[] } | { action: 'WITHDRAW'; reason?: string };

/** One mutation for the creator's three moves, so the page shows one pending state and one error at a time. */
export function useMoveBid(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: BidMove) =>
      move.action === 'ACCEPT'
        ? acceptBid(id)
        : move.action === 'COUNTER'
          ? counterBid(id, move.offer)
          : withdrawBid(id, move.reason),
    onSuccess: (bid) => moved(queryClient, bid),
    onError: refreshOnConflict(queryClient),
  });
}
