import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { COMPANIES_STALE_TIME_MS } from '../../../lib/constants';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /companies: every company the merchant may enter (direct and inherited), SME businesses excluded. */
export function fetchCompanies(signal?: AbortSignal): Promise<CompanySummary[]> {
  return apiClient.GET('/companies', { signal });
}

export const companiesQuery = queryOptions({
  queryKey: [QUERY_ROOTS.companies, 'list'],
  queryFn: ({ signal }) => fetchCompanies(signal),
  staleTime: COMPANIES_STALE_TIME_MS,
});

export function useCompanies() {
  return useQuery(companiesQuery);
}
