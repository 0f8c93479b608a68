import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignDraft } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import { wizardKeys } from './keys';

/** GET /campaign_drafts/{id}: a draft with the wizard state it holds and the step to resume at. */
export function fetchDraft(draftId: string, signal?: AbortSignal): Promise<CampaignDraft> {
  return apiClient.GET('/campaign_drafts/{id}', { params: { path: { id: draftId } }, signal });
}

export function draftQuery(draftId: string) {
  return queryOptions({
    queryKey: wizardKeys.draft(draftId),
    queryFn: ({ signal }) => fetchDraft(draftId, signal),
    enabled: draftId.length > 0,
    // The wizard takes the draft once; a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useDraft(draftId: string | null) {
  return useQuery(draftQuery(draftId ?? ''));
}
