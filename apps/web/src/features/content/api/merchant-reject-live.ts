import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient, type ApiClient, type MainPaths } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from './merchant-review-cache';

export interface RejectLiveInput {
  contentId: string;
  /** What is wrong with the link: required, the creator reads it. */
  reason: string;
}

/** POST /content/{id}/reject-live {reason}: LIVE_REJECTED; the creator submits a corrected link. */
export function rejectLivePost(
  { contentId, reason }: RejectLiveInput,
  client: ApiClient<MainPaths> = apiClient,
): Promise<ContentDetail> {
  return client.POST('/content/{id}/reject-live', {
    params: { path: { id: contentId } },
    body: { reason: reason.trim() },
  });
}

/** The brand's session by default; the SME area passes `smeClient`. */
export function useRejectLivePost(client: ApiClient<MainPaths> = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectLiveInput) => rejectLivePost(input, client),
    onSuccess: (detail) => refreshAfterReview(queryClient, detail, client.session),
    onError: (_error, input) => refreshAfterRefusal(queryClient, input.contentId),
  });
}
