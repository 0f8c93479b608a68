import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Funding } from '@app/shared/payments';
import { smeClient } from '../../../lib/api-client';
import { isAwaitingPhone } from '../lib/funding-state';
import { paymentKeys } from './keys';
import { PENDING_REFRESH_MS } from './subject-fundings';

/** GET /payments/fundings/{id} with the SME session: one funding with its lines and state. */
export function fetchSmeFunding(fundingId: string, signal?: AbortSignal): Promise<Funding> {
  return smeClient.GET('/payments/fundings/{id}', { params: { path: { id: fundingId } }, signal });
}

/** Followed every 3 s while its M-Pesa request waits for the payer, until it is paid or fails. */
export function smeFundingQuery(fundingId: string) {
  return queryOptions({
    queryKey: paymentKeys.funding(fundingId),
    queryFn: ({ signal }) => fetchSmeFunding(fundingId, signal),
    staleTime: 0,
    enabled: fundingId.length > 0,
    refetchInterval: (query) => (query.state.data && isAwaitingPhone(query.state.data) ? PENDING_REFRESH_MS : false),
  });
}

export function useSmeFunding(fundingId: string | null) {
  return useQuery(smeFundingQuery(fundingId ?? ''));
}
