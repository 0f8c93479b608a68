import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast, toastFailure } from '../../../../components/toast';
import { paths } from '../../../../lib/paths';
import { contentQueueQuery } from '../../api/merchant-content-queue';
import { DEFAULT_QUEUE_FILTERS, queueSearch } from './queue-params';
import { queuePosition, queueStep, reviewQueueStore, type ReviewQueue } from './review-queue';

/**
 * J/K on the review page: the next or previous item of the queue the reviewer came from (kept by the queue page),
 * else of the first page of what is to review. Past the kept page it loads the neighbouring page of the same queue.
 */
export function useQueueNavigation(companyId: string, contentId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [kept, setKept] = useState<ReviewQueue | null>(() => reviewQueueStore.load(companyId));
  const fallback = useQuery({ ...contentQueueQuery(companyId, DEFAULT_QUEUE_FILTERS), enabled: !kept });
  const queue: ReviewQueue | null =
    kept ??
    (fallback.data
      ? {
          filters: DEFAULT_QUEUE_FILTERS,
          ids: fallback.data.results.map((item) => item.id),
          total: fallback.data.total,
        }
      : null);

  const open = (id: string) => navigate(paths.company.preApprovalTask(companyId, id));

  const go = async (direction: 1 | -1) => {
    if (!queue) return;
    const step = queueStep(queue, contentId, direction);
    if (!step) {
      toast({
        message: direction === 1 ? 'This is the last item of the queue.' : 'This is the first item of the queue.',
      });
      return;
    }
    if ('id' in step) {
      open(step.id);
      return;
    }
    const filters = { ...queue.filters, page: step.page };
    try {
      const data = await queryClient.fetchQuery(contentQueueQuery(companyId, filters));
      const next = { filters, ids: data.results.map((item) => item.id), total: data.total };
      reviewQueueStore.save(companyId, next);
      setKept(next);
      const id = step.pick === 'first' ? next.ids[0] : next.ids[next.ids.length - 1];
      if (id) open(id);
      else toast({ message: 'No more items in this queue.' });
    } catch (error) {
      toastFailure(error);
    }
  };

  return {
    /** "3 of 12" when the item is on the kept page. */
    position: queue ? queuePosition(queue, contentId) : null,
    /** The queue's own address, to go back to it with its filters. */
    queuePath: `${paths.company.preApproval(companyId)}${queue && kept ? queueSearch(queue.filters) : ''}`,
    ready: queue !== null,
    next: () => void go(1),
    previous: () => void go(-1),
  };
}
