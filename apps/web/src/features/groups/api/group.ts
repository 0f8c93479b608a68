import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { apiClient } from '../../../lib/api-client';
import { GROUPS_STALE_TIME_MS } from '../../../lib/constants';
import { groupKeys } from './keys';

/** GET /influencer_groups/{id}: the group with its metrics (creators per channel included). */
export function fetchGroup(groupId: string, signal?: AbortSignal): Promise<Group> {
  return apiClient.GET('/influencer_groups/{id}', { params: { path: { id: groupId } }, signal });
}

export function groupQuery(groupId: string) {
  return queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => fetchGroup(groupId, signal),
    staleTime: GROUPS_STALE_TIME_MS,
    enabled: groupId.length > 0,
  });
}

export function useGroup(groupId: string) {
  return useQuery(groupQuery(groupId));
}
