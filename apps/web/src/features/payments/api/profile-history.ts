import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { paymentKeys } from './keys';

export type ProfileHistory = ApiAnswer<'/profile/payments/history', 'get'>;
export type HistoryFunding = ProfileHistory['results'][number];

/** GET /profile/payments/history: the fundings this merchant started, newest first, each with its company's name. */
export function fetchProfileHistory(signal?: AbortSignal): Promise<ProfileHistory> {
  return apiClient.GET('/profile/payments/history', { signal });
}

export function profileHistoryQuery() {
  return queryOptions({
    queryKey: paymentKeys.profileHistory(),
    queryFn: ({ signal }) => fetchProfileHistory(signal),
    staleTime: 30_000,
  });
}

export function useProfileHistory() {
  return useQuery(profileHistoryQuery());
}
