import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { GROUPS_STALE_TIME_MS } from '../../../lib/constants';
import { groupKeys, pageQuery, type GroupPageParams } from './keys';

export type UniversePage = ApiAnswer<'/companies/{id}/universe', 'get'>;

/**
 * GET /companies/{id}/universe?page_number&page_size&channel: every creator in any of the company's groups, once, with
 * totals.
 */
export function fetchUniverse(companyId: string, params: GroupPageParams, signal?: AbortSignal) {
  return apiClient.GET('/companies/{id}/universe', {
    params: { path: { id: companyId }, query: pageQuery(params) },
    signal,
  });
}

export function universeQuery(companyId: string, params: GroupPageParams) {
  return queryOptions({
    queryKey: groupKeys.universe(companyId, params),
    queryFn: ({ signal }) => fetchUniverse(companyId, params, signal),
    staleTime: GROUPS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useUniverse(companyId: string, params: GroupPageParams) {
  return useQuery(universeQuery(companyId, params));
}
