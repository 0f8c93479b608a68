import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';

/** DELETE /influencer_groups/{id}/influencers with a JSON body {influencer_ids}: several at once. */
export function removeCreatorsFromGroup(groupId: string, influencerIds: number[]): Promise<Group> {
  return apiClient.DELETE('/influencer_groups/{id}/influencers', {
    params: { path: { id: groupId } },
    body: { influencer_ids: influencerIds },
  });
}

export function useRemoveCreatorsFromGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (influencerIds: number[]) => removeCreatorsFromGroup(groupId, influencerIds),
    onSuccess: () => refreshGroups(queryClient),
    onError: (error) => void toastFailure(error),
  });
}
