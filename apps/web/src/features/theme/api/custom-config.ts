import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { COMPANIES_STALE_TIME_MS } from '../../../lib/constants';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type CustomConfig = ApiAnswer<'/companies/{id}/custom_config', 'get'>;

/** GET /companies/{id}/custom_config: the company's theme, else its nearest ancestor's; null when none. */
export function fetchCustomConfig(companyId: string, signal?: AbortSignal) {
  return apiClient.GET('/companies/{id}/custom_config', { params: { path: { id: companyId } }, signal });
}

export const customConfigQueryKey = (companyId: string) => [QUERY_ROOTS.theme, companyId] as const;

export function customConfigQuery(companyId: string) {
  return queryOptions({
    queryKey: customConfigQueryKey(companyId),
    queryFn: ({ signal }) => fetchCustomConfig(companyId, signal),
    staleTime: COMPANIES_STALE_TIME_MS,
    retry: false,
  });
}

/** The theme of a company, or of none (null id, or no brand session): then nothing is fetched. */
export function useCustomConfig(companyId: string | null) {
  const session = useSession('brand');
  return useQuery({ ...customConfigQuery(companyId ?? ''), enabled: Boolean(companyId && session) });
}
