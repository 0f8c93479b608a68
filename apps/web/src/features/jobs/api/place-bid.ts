import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobBid, OfferLine } from '@app/shared/jobs';
import { creatorClient, isApiError } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** POST /creator/jobs/{id}/bids {offer}: the first offer, inside the bid window, once per job (409 otherwise). */
export function placeBid(jobId: string, offer: OfferLine[]): Promise<JobBid> {
  return creatorClient.POST('/creator/jobs/{id}/bids', { params: { path: { id: jobId } }, body: { offer } });
}

/**
 * A bid joins the cached bids and changes the job's `my_bid_id`; a 409 (window closed, already bid) shows the job as it
 * is now.
 */
export function usePlaceBid(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: OfferLine[]) => placeBid(jobId, offer),
    onSuccess: async (bid) => {
      queryClient.setQueryData<JobBid[]>(creatorKeys.bids(), (bids) =>
        bids ? [bid, ...bids.filter((b) => b.bid_id !== bid.bid_id)] : bids,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorKeys.jobs() }),
        queryClient.invalidateQueries({ queryKey: creatorKeys.bids() }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONFLICT') {
        void queryClient.invalidateQueries({ queryKey: creatorKeys.jobs() });
        void queryClient.invalidateQueries({ queryKey: creatorKeys.bids() });
      }
    },
  });
}
