import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient, type ApiClient, type MainPaths } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from './merchant-review-cache';

/** POST /content/{id}/verify-live (no body): the live post is as agreed (VERIFIED, final). */
export function verifyLivePost(contentId: string, client: ApiClient<MainPaths> = apiClient): Promise<ContentDetail> {
  return client.POST('/content/{id}/verify-live', { params: { path: { id: contentId } } });
}

/** The brand's session by default; the SME area passes `smeClient`. */
export function useVerifyLivePost(client: ApiClient<MainPaths> = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => verifyLivePost(contentId, client),
    onSuccess: (detail) => refreshAfterReview(queryClient, detail, client.session),
    onError: (_error, contentId) => refreshAfterRefusal(queryClient, contentId),
  });
}
