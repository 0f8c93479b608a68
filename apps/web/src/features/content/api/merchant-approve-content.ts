import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient } from '../../../lib/api-client';
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
export function approveContent({ contentId, comment }: ApproveContentInput): Promise<ContentDetail> {
  const text = comment?.trim();
  return apiClient.POST('/content/{id}/approve', {
    params: { path: { id: contentId } },
    body: text ? { comment: text } : {},
  });
}

export function useApproveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveContent,
    onSuccess: (detail) => refreshAfterReview(queryClient, detail),
    onError: (_error, input) => refreshAfterRefusal(queryClient, input.contentId),
  });
}
