import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetail } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { COMPANIES_STALE_TIME_MS } from '../../../lib/constants';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /companies/{id}: the company with its parent, children, the caller's role and permissions. */
export function fetchCompany(id: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return apiClient.GET('/companies/{id}', { params: { path: { id } }, signal });
}

export const companyQueryKey = (id: string) => [QUERY_ROOTS.companies, 'detail', id] as const;

export function companyQuery(id: string) {
  return queryOptions({
    queryKey: companyQueryKey(id),
    queryFn: ({ signal }) => fetchCompany(id, signal),
    staleTime: COMPANIES_STALE_TIME_MS,
    enabled: id.length > 0,
  });
}

export function useCompany(id: string) {
  return useQuery(companyQuery(id));
}
