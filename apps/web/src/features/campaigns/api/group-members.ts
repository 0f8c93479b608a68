import { queryOptions, useQuery } from '@tanstack/react-query';
import { GROUPS_STALE_TIME_MS } from '../../../lib/constants';
import { fetchGroupCreators } from '../../groups/api/group-creators';
import { wizardKeys } from './keys';

/** The largest page GET /influencer_groups/{id}/influencers serves. */
const PAGE_SIZE = 100;

/**
 * The creators of the chosen groups, every page of each (GET /influencer_groups/{id}/influencers),
 * without repeats, in the groups' order: the selection of "From a group" (the API adds the same
 * members on create).
 */
export async function fetchGroupMemberIds(groupIds: readonly string[], signal?: AbortSignal): Promise<number[]> {
  const ids = new Set<number>();
  for (const groupId of groupIds) {
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const answer = await fetchGroupCreators(groupId, { page, pageSize: PAGE_SIZE, channel: null }, signal);
      answer.results.forEach((creator) => ids.add(creator.id));
      pages = answer.total_pages;
    }
  }
  return [...ids];
}

export function groupMembersQuery(groupIds: readonly string[]) {
  return queryOptions({
    queryKey: wizardKeys.groupMembers(groupIds),
    queryFn: ({ signal }) => fetchGroupMemberIds(groupIds, signal),
    enabled: groupIds.length > 0,
    staleTime: GROUPS_STALE_TIME_MS,
  });
}

export function useGroupMembers(groupIds: readonly string[]) {
  return useQuery(groupMembersQuery(groupIds));
}
