import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { groupKeys } from './keys';

/** DELETE /merchant/influencer_groups/{id}. */
export function deleteGroup(groupId: string) {
  return apiClient.DELETE('/merchant/influencer_groups/{id}', { params: { path: { id: groupId } } });
}

/** A failed deletion is only logged (spec section 8): no message for the user. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: async (_answer, groupId) => {
      // The deleted group's own queries are marked stale but not fetched again (its page is about to close).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.groups, 'company'] }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.creators, 'search'] }),
      ]);
    },
    onError: (error) => console.error('Deleting the creator group failed', error),
  });
}
