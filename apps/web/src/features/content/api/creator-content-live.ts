import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentItem } from '@app/shared/content';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/**
 * POST /creator/content/{id}/live {post_url} -> the item, LIVE_SUBMITTED: the link of an approved post, or a corrected
 * one after the brand rejected a link.
 */
export function submitContentLive(contentId: string, postUrl: string): Promise<ContentItem> {
  return creatorClient.POST('/creator/content/{id}/live', {
    params: { path: { id: contentId } },
    body: { post_url: postUrl },
  });
}

export function useSubmitContentLive(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postUrl: string) => submitContentLive(contentId, postUrl),
    onSuccess: async (item) => {
      queryClient.setQueryData(creatorKeys.content(item.id), item);
      await queryClient.invalidateQueries({ queryKey: creatorKeys.assignments() });
    },
  });
}
