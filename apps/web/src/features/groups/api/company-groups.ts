import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { apiClient } from '../../../lib/api-client';
import { GROUPS_STALE_TIME_MS } from '../../../lib/constants';
import { groupKeys } from './keys';

/** GET /merchant/influencer_groups?company_id=: the company's groups (for pickers and filters). */
export function fetchCompanyGroups(companyId: string, signal?: AbortSignal): Promise<Group[]> {
  return apiClient.GET('/merchant/influencer_groups', { params: { query: { company_id: companyId } }, signal });
}

/** Cached 5 minutes (spec section 7); a failed refresh keeps the cached list (TanStack keeps `data`). */
export function companyGroupsQuery(companyId: string) {
  return queryOptions({
    queryKey: groupKeys.list(companyId),
    queryFn: ({ signal }) => fetchCompanyGroups(companyId, signal),
    staleTime: GROUPS_STALE_TIME_MS,
    enabled: companyId.length > 0,
  });
}

export function useCompanyGroups(companyId: string | null | undefined) {
  return useQuery(companyGroupsQuery(companyId ?? ''));
}
