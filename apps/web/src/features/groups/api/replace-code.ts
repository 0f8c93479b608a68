import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Group } from '@app/shared/groups';
import { toastFailure } from '../../../components/toast';
import { apiClient } from '../../../lib/api-client';
import { refreshGroups } from '../../../lib/query-keys';
import { groupKeys } from './keys';

/** PATCH /merchant/influencer_groups/{id}/replace_code/: a new share code; the old one stops working. */
export function replaceGroupCode(groupId: string): Promise<Group> {
  return apiClient.PATCH('/merchant/influencer_groups/{id}/replace_code', { params: { path: { id: groupId } } });
}

export function useReplaceGroupCode(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => replaceGroupCode(groupId),
    onSuccess: async (group) => {
      queryClient.setQueryData(groupKeys.detail(groupId), group);
      await refreshGroups(queryClient);
    },
    onError: (error) => void toastFailure(error),
  });
}
