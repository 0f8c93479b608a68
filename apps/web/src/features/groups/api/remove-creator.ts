import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';

/** DELETE /merchant/influencer_groups/{id}/influencers/{influencer_id}. */
export function removeCreatorFromGroup(groupId: string, influencerId: number): Promise<Group> {
  return apiClient.DELETE('/merchant/influencer_groups/{id}/influencers/{influencer_id}', {
    params: { path: { id: groupId, influencer_id: influencerId } },
  });
}

export function useRemoveCreatorFromGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (influencerId: number) => removeCreatorFromGroup(groupId, influencerId),
    onSuccess: () => refreshGroups(queryClient),
    onError: (error) => void toastFailure(error),
  });
}
