import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, isApiError } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/**
 * POST /payments/payouts/{id}/retry (owners: payments.manage): a FAILED payout sent again. The route answers 204
 * with no body, which the client reads as a failure (only 200 and 201 are success, spec section 7): a 204 is
 * taken as done here. 409 when the payout is no longer failed.
 */
export async function retryPayout(payoutId: string): Promise<void> {
  try {
    await apiClient.POST('/payments/payouts/{id}/retry', { params: { path: { id: payoutId } } });
  } catch (error) {
    if (isApiError(error) && error.status === 204) return;
    throw error;
  }
}

export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayout,
    // Done or refused (409: it moved meanwhile), the list shows what is true now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.lists }),
  });
}
