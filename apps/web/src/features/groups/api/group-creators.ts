import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { GROUPS_STALE_TIME_MS } from '../../../lib/constants';
import { groupKeys, pageQuery, type GroupPageParams } from './keys';

export type GroupCreatorsPage = ApiAnswer<'/influencer_groups/{id}/influencers', 'get'>;
export type GroupCreator = GroupCreatorsPage['results'][number];

/** GET /influencer_groups/{id}/influencers?page_number&page_size&channel -> {total, total_pages, results}. */
export function fetchGroupCreators(
  groupId: string,
  params: GroupPageParams,
  signal?: AbortSignal,
): Promise<GroupCreatorsPage> {
  return apiClient.GET('/influencer_groups/{id}/influencers', {
    params: { path: { id: groupId }, query: pageQuery(params) },
    signal,
  });
}

export function groupCreatorsQuery(groupId: string, params: GroupPageParams) {
  return queryOptions({
    queryKey: groupKeys.creators(groupId, params),
    queryFn: ({ signal }) => fetchGroupCreators(groupId, params, signal),
    staleTime: GROUPS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
    enabled: groupId.length > 0,
  });
}

export function useGroupCreators(groupId: string, params: GroupPageParams) {
  return useQuery(groupCreatorsQuery(groupId, params));
}
