import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from './merchant-review-cache';

export interface RequestChangesInput {
  contentId: string;
  /** What to change: required. */
  comment: string;
}

/**
 * POST /content/{id}/request-changes {comment}: back to the creator for another round (CHANGES_REQUESTED). 409 on the
 * last round or when someone acted first.
 */
export function requestContentChanges({ contentId, comment }: RequestChangesInput): Promise<ContentDetail> {
  return apiClient.POST('/content/{id}/request-changes', {
    params: { path: { id: contentId } },
    body: { comment: comment.trim() },
  });
}

export function useRequestContentChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestContentChanges,
    onSuccess: (detail) => refreshAfterReview(queryClient, detail),
    onError: (_error, input) => refreshAfterRefusal(queryClient, input.contentId),
  });
}
