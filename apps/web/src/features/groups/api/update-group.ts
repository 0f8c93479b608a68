import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';
import { removeEmptyValues } from '../lib/group-update';
import { groupKeys } from './keys';

/** PATCH /merchant/influencer_groups/{id} {name?, description?}, empty values removed first (spec section 5). */
export function updateGroup(groupId: string, body: { name?: string; description?: string }): Promise<Group> {
  return apiClient.patch<Group>(`/merchant/influencer_groups/${encodeURIComponent(groupId)}`, removeEmptyValues(body));
}

export function useUpdateGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; description?: string }) => updateGroup(groupId, body),
    onSuccess: async (group) => {
      queryClient.setQueryData(groupKeys.detail(groupId), group);
      await refreshGroups(queryClient);
    },
    onError: (error) => void toastFailure(error),
  });
}
