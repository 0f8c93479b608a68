import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Funding } from '@app/shared/payments';
import { smeClient } from '../../../lib/api-client';
import { showFunding } from './create-funding';

export interface RetrySmeFundingInput {
  fundingId: string;
  /** Another number to ask; the last one when left out. */
  phone?: string;
}

/**
 * POST /payments/fundings/{id}/retry {phone?} with the SME session: a FAILED M-Pesa funding asked again (a new
 * request to the phone, the same amounts) -> PENDING. 409 when it is no longer failed.
 */
export function retrySmeFunding({ fundingId, phone }: RetrySmeFundingInput): Promise<Funding> {
  return smeClient.POST('/payments/fundings/{id}/retry', {
    params: { path: { id: fundingId } },
    body: phone ? { phone } : {},
  });
}

export function useRetrySmeFunding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retrySmeFunding, onSuccess: (funding) => showFunding(queryClient, funding) });
}
