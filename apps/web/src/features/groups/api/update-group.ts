import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';
import type { ApiBody } from '../../../lib/api/types';
import { removeEmptyValues } from '../lib/group-update';
import { groupKeys } from './keys';

export type UpdateGroupBody = ApiBody<'/merchant/influencer_groups/{id}', 'patch'>;

/** PATCH /merchant/influencer_groups/{id} {name?, description?}, empty values removed first (spec section 5). */
export function updateGroup(groupId: string, body: UpdateGroupBody): Promise<Group> {
  return apiClient.PATCH('/merchant/influencer_groups/{id}', {
    params: { path: { id: groupId } },
    body: removeEmptyValues(body),
  });
}

export function useUpdateGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGroupBody) => updateGroup(groupId, body),
    onSuccess: async (group) => {
      queryClient.setQueryData(groupKeys.detail(groupId), group);
      await refreshGroups(queryClient);
    },
    onError: (error) => void toastFailure(error),
  });
}
