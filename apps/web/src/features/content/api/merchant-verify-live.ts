import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from './merchant-review-cache';

/** POST /content/{id}/verify-live (no body): the live post is as agreed (VERIFIED, final). */
export function verifyLivePost(contentId: string): Promise<ContentDetail> {
  return apiClient.POST('/content/{id}/verify-live', { params: { path: { id: contentId } } });
}

export function useVerifyLivePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyLivePost,
    onSuccess: (detail) => refreshAfterReview(queryClient, detail),
    onError: (_error, contentId) => refreshAfterRefusal(queryClient, contentId),
  });
}
