import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Funding } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { isAwaitingPhone } from '../lib/funding-state';
import { paymentKeys } from './keys';
import { PENDING_REFRESH_MS } from './subject-fundings';

/** GET /payments/fundings/{id} (payments.view): one funding with its lines, state and documents. */
export function fetchFunding(fundingId: string, signal?: AbortSignal): Promise<Funding> {
  return apiClient.GET('/payments/fundings/{id}', { params: { path: { id: fundingId } }, signal });
}

/** Followed every 3 s while its M-Pesa request waits for the payer (the notification refreshes it sooner). */
export function fundingQuery(fundingId: string) {
  return queryOptions({
    queryKey: paymentKeys.funding(fundingId),
    queryFn: ({ signal }) => fetchFunding(fundingId, signal),
    staleTime: 0,
    enabled: fundingId.length > 0,
    refetchInterval: (query) => (query.state.data && isAwaitingPhone(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}

export function useFunding(fundingId: string | null) {
  return useQuery(fundingQuery(fundingId ?? ''));
}
