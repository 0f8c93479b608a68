import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDraft } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { campaignKeys, wizardKeys } from './keys';

export interface SaveDraftInput {
  companyId: string;
  /** The draft being edited; null for a first save. */
  draftId: string | null;
  name: string | null;
  step: number;
  data: Record<string, unknown>;
}

/** POST /campaign_drafts (first save) or PATCH /campaign_drafts/{id}: the whole wizard state and the step. */
export function saveDraft({ companyId, draftId, name, step, data }: SaveDraftInput): Promise<CampaignDraft> {
  if (draftId)
    return apiClient.PATCH('/campaign_drafts/{id}', { params: { path: { id: draftId } }, body: { name, step, data } });
  return apiClient.POST('/campaign_drafts', { body: { company_id: companyId, name, step, data } });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: async (draft) => {
      queryClient.setQueryData(wizardKeys.draft(draft.id), draft);
      await queryClient.invalidateQueries({ queryKey: campaignKeys.drafts(draft.company_id) });
    },
  });
}
