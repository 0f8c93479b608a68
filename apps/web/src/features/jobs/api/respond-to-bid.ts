import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobBid } from '@app/shared/jobs';
import { apiClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';
import { jobKeys } from './keys';

export type RespondToBidBody = ApiBody<'/jobs-marketplace/bid', 'post'>;

/**
 * POST /jobs-marketplace/bid: ACCEPT, REJECT (with a reason) or COUNTER (with an offer in minor
 * units). 409 CONFLICT (with the bid's `state`) when it is not the brand's turn or the bid is closed.
 */
export function respondToBid(body: RespondToBidBody): Promise<JobBid> {
  return apiClient.POST('/jobs-marketplace/bid', { body });
}

export function useRespondToBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToBid,
    onSuccess: async (bid) => {
      queryClient.setQueryData(jobKeys.bid(bid.bid_id), bid);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.bids(bid.job_id) }),
        queryClient.invalidateQueries({ queryKey: jobKeys.lists }),
        // An accepted bid counts on the job (its listing status and agreed list).
        queryClient.invalidateQueries({ queryKey: jobKeys.detail(bid.job_id) }),
      ]);
    },
    // A refused move means the bid moved on elsewhere: show what it is now.
    onError: async (_error, body) => {
      await queryClient.invalidateQueries({ queryKey: jobKeys.bid(body.bid_id) });
    },
  });
}
