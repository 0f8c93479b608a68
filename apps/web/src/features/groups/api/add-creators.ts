import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';

/** POST /influencer_groups/{id}/influencers {influencer_ids}: creators already in the group stay as they are. */
export function addCreatorsToGroup(groupId: string, influencerIds: number[]): Promise<Group> {
  return apiClient.POST('/influencer_groups/{id}/influencers', {
    params: { path: { id: groupId } },
    body: { influencer_ids: influencerIds },
  });
}

/** On failure: the server's message, else 'Something went wrong. Please try again later.' (spec section 8). */
export function useAddCreatorsToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, influencerIds }: { groupId: string; influencerIds: number[] }) =>
      addCreatorsToGroup(groupId, influencerIds),
    onSuccess: () => refreshGroups(queryClient),
    onError: (error) => void toastFailure(error),
  });
}
