import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Funding } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { showFunding } from './create-funding';
import { paymentKeys } from './keys';

export interface RetryFundingInput {
  fundingId: string;
  /** Another number to ask; the last one when left out. */
  phone?: string;
}

/**
 * POST /payments/fundings/{id}/retry {phone?} (payments.manage): a FAILED M-Pesa funding asked again (a new request
 * to the phone, the same amounts) -> PENDING. 409 when it is no longer failed or the work has a newer funding.
 */
export function retryFunding({ fundingId, phone }: RetryFundingInput): Promise<Funding> {
  return apiClient.POST('/payments/fundings/{id}/retry', {
    params: { path: { id: fundingId } },
    body: phone ? { phone } : {},
  });
}

export function useRetryFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFunding,
    onSuccess: (funding) => showFunding(queryClient, funding),
    onError: () => queryClient.invalidateQueries({ queryKey: paymentKeys.fundings }),
  });
}
