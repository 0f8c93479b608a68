import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { paymentKeys } from './keys';

export type ProfileNumbers = ApiAnswer<'/profile/payments', 'get'>;

/**
 * GET /profile/payments: the M-Pesa numbers the merchant pays with (companies' billing they set, fundings they
 * paid), each with the companies it bills for, how many payments it made and when it was last used.
 */
export function fetchProfileNumbers(signal?: AbortSignal): Promise<ProfileNumbers> {
  return apiClient.GET('/profile/payments', { signal });
}

export function profileNumbersQuery() {
  return queryOptions({
    queryKey: paymentKeys.profileNumbers(),
    queryFn: ({ signal }) => fetchProfileNumbers(signal),
    staleTime: 60_000,
  });
}

export function useProfileNumbers() {
  return useQuery(profileNumbersQuery());
}
