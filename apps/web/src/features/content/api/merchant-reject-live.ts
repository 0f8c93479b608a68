import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from './merchant-review-cache';

export interface RejectLiveInput {
  contentId: string;
  /** What is wrong with the link: required, the creator reads it. */
  reason: string;
}

/** POST /content/{id}/reject-live {reason}: LIVE_REJECTED; the creator submits a corrected link. */
export function rejectLivePost({ contentId, reason }: RejectLiveInput): Promise<ContentDetail> {
  return apiClient.POST('/content/{id}/reject-live', {
    params: { path: { id: contentId } },
    body: { reason: reason.trim() },
  });
}

export function useRejectLivePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectLivePost,
    onSuccess: (detail) => refreshAfterReview(queryClient, detail),
    onError: (_error, input) => refreshAfterRefusal(queryClient, input.contentId),
  });
}
