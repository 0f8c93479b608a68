import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient, type ApiClient, type MainPaths } from '../../../lib/api-client';
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
export function requestContentChanges(
  { contentId, comment }: RequestChangesInput,
  client: ApiClient<MainPaths> = apiClient,
): Promise<ContentDetail> {
  return client.POST('/content/{id}/request-changes', {
    params: { path: { id: contentId } },
    body: { comment: comment.trim() },
  });
}

/** The brand's session by default; the SME area passes `smeClient`. */
export function useRequestContentChanges(client: ApiClient<MainPaths> = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestChangesInput) => requestContentChanges(input, client),
    onSuccess: (detail) => refreshAfterReview(queryClient, detail, client.session),
    onError: (_error, input) => refreshAfterRefusal(queryClient, input.contentId),
  });
}
