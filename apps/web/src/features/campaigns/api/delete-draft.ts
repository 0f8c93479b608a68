import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDraft } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys } from './keys';

/** DELETE /campaign_drafts/{id} -> {message}. */
export function deleteDraft(draftId: string): Promise<{ message: string }> {
  return apiClient.DELETE('/campaign_drafts/{id}', { params: { path: { id: draftId } } });
}

export function useDeleteDraft(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: async (_answer, draftId) => {
      // Gone at once from the list, then the list is read again.
      queryClient.setQueryData<CampaignDraft[]>(campaignKeys.drafts(companyId), (list) =>
        list?.filter((draft) => draft.id !== draftId),
      );
      await queryClient.invalidateQueries({ queryKey: campaignKeys.drafts(companyId) });
    },
  });
}
