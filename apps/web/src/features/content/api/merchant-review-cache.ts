import type { QueryClient } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import type { ClientSession } from '../../../lib/api-client';
import { campaignKeys } from '../../campaigns/api/keys';
import { contentKeys } from './keys';

/**
 * After a review: the item as the server now has it (as the reviewing session reads it), and what shows its state
 * (the queues and the SME's Contents list, the campaign's and the job's assignment lists, the campaign's figures of
 * posts under review and verified).
 */
export async function refreshAfterReview(
  queryClient: QueryClient,
  detail: ContentDetail,
  session: ClientSession = 'brand',
): Promise<void> {
  queryClient.setQueryData(contentKeys.detail(detail.id, session), detail);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.queues }),
    queryClient.invalidateQueries({ queryKey: contentKeys.assignmentLists }),
    ...(detail.campaign ? [queryClient.invalidateQueries({ queryKey: campaignKeys.stats(detail.campaign.id) })] : []),
  ]);
}

/** After a refused review (409: someone else acted first; 403): the item again, with the moves left. */
export async function refreshAfterRefusal(queryClient: QueryClient, contentId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.detail(contentId) }),
    queryClient.invalidateQueries({ queryKey: contentKeys.queues }),
  ]);
}
