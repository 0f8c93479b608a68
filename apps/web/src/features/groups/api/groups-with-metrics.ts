import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { apiClient } from '../../../lib/api-client';
import { GROUPS_STALE_TIME_MS } from '../../../lib/constants';
import { groupKeys } from './keys';

/**
 * GET /influencer_groups?include_metrics=true&company_id=: groups with creators count, followers, engagement, channels.
 */
export async function fetchGroupsWithMetrics(companyId: string, signal?: AbortSignal): Promise<Group[]> {
  const answer = await apiClient.GET('/influencer_groups', {
    params: { query: { include_metrics: 'true', company_id: companyId } },
    signal,
  });
  return answer.results;
}

export function groupsWithMetricsQuery(companyId: string) {
  return queryOptions({
    queryKey: groupKeys.metrics(companyId),
    queryFn: ({ signal }) => fetchGroupsWithMetrics(companyId, signal),
    staleTime: GROUPS_STALE_TIME_MS,
    enabled: companyId.length > 0,
  });
}

export function useGroupsWithMetrics(companyId: string) {
  return useQuery(groupsWithMetricsQuery(companyId));
}
