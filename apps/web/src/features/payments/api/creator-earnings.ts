import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Earnings } from '@app/shared/payments';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** Under the creator portal's root (decision 020), so logging out drops it with the rest. */
export const creatorEarningsKey = () => [...creatorKeys.all, 'earnings'] as const;

/** How often the page asks again while a payout is being sent (the provider answers within seconds to minutes). */
const SENDING_REFRESH_MS = 15_000;

/** GET /creator/earnings: totals per currency (pending, paid, tax withheld, carried cents) and each payout. */
export function fetchCreatorEarnings(signal?: AbortSignal): Promise<Earnings> {
  return creatorClient.GET('/creator/earnings', { signal });
}

export function creatorEarningsQuery() {
  return queryOptions({
    queryKey: creatorEarningsKey(),
    queryFn: ({ signal }) => fetchCreatorEarnings(signal),
    // Payouts move on the server's queue: read afresh each time the page opens, and while one is being sent.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.payouts.some((payout) => payout.status === 'PENDING') ? SENDING_REFRESH_MS : false,
  });
}

export function useCreatorEarnings() {
  return useQuery(creatorEarningsQuery());
}
