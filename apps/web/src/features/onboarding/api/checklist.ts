import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checklist } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /user/merchant/onboarding/checklist: seven flags, each read off real data. */
export function fetchChecklist(signal?: AbortSignal): Promise<Checklist> {
  return apiClient.GET('/user/merchant/onboarding/checklist', { signal });
}

export const checklistQuery = queryOptions({
  queryKey: [QUERY_ROOTS.checklist],
  queryFn: ({ signal }) => fetchChecklist(signal),
  staleTime: 60_000,
});

export function useChecklist() {
  return useQuery(checklistQuery);
}
