import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient, type ApiClient, type MainPaths } from '../../../lib/api-client';
import { refreshAfterRefusal, refreshAfterReview } from './merchant-review-cache';

export interface ApproveContentInput {
  contentId: string;
  /** For the creator; optional. */
  comment?: string;
}

/**
 * POST /content/{id}/approve {comment?}: APPROVED, or BRAND_APPROVED when the advertiser's own team must approve too.
 * 409 CONFLICT (with the item's `state`) when someone acted first; 403 when it waits for the brand's own team.
 */
export function approveContent(
  { contentId, comment }: ApproveContentInput,
  client: ApiClient<MainPaths> = apiClient,
): Promise<ContentDetail> {
  const text = comment?.trim();
  return client.POST('/content/{id}/approve', {
    params: { path: { id: contentId } },
    body: text ? { comment: text } : {},
  });
}

/** The brand's session by default; the SME area passes `smeClient`. */
export function useApproveContent(client: ApiClient<MainPaths> = apiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApproveContentInput) => approveContent(input, client),
    onSuccess: (detail) => refreshAfterReview(queryClient, detail, client.session),
    onError: (_error, input) => refreshAfterRefusal(queryClient, input.contentId),
  });
}
