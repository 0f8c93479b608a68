import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@app/shared/content';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/**
 * POST /creator/assignments/{id}/live {post_url, post_index} -> the new item, LIVE_SUBMITTED: the first thing a creator
 * submits for a post of work without pre-approval.
 */
export function submitAssignmentLive(assignmentId: string, postIndex: number, postUrl: string): Promise<ContentItem> {
  return creatorClient.POST('/creator/assignments/{id}/live', {
    params: { path: { id: assignmentId } },
    body: { post_url: postUrl, post_index: postIndex },
  });
}

export function useSubmitAssignmentLive(assignmentId: string, postIndex: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postUrl: string) => submitAssignmentLive(assignmentId, postIndex, postUrl),
    onSuccess: async (item) => {
      queryClient.setQueryData(creatorKeys.content(item.id), item);
      await queryClient.invalidateQueries({ queryKey: creatorKeys.assignments() });
    },
  });
}
