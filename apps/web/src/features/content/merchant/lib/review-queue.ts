/**
 * The queue a reviewer works through (J/K on the review page): the queue page keeps its filters and the ids of the
 * page on screen in sessionStorage, per company; the review page steps through them, and past either end of the page
 * onto the next or previous page of the same queue.
 */
import { z } from 'zod';
import { CONTENT_QUEUE_FILTERS } from '@app/shared/content';
import { parseStored, resilientStorage, type StorageLike } from '../../../../lib/storage-store';
import type { ContentQueueFilters } from '../../api/keys';

export interface ReviewQueue {
  filters: ContentQueueFilters;
  /** The items of the page `filters.page`, in the queue's order. */
  ids: string[];
  /** Items in the whole queue (every page). */
  total: number;
}

const reviewQueueSchema: z.ZodType<ReviewQueue> = z.object({
  filters: z.object({
    status: z.enum(CONTENT_QUEUE_FILTERS),
    campaignId: z.string().nullable(),
    creatorId: z.number().int().nullable(),
    late: z.boolean(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
  ids: z.array(z.string()),
  total: z.number().int().min(0),
});

const keyOf = (companyId: string) => `content-review-queue:${companyId}`;

export interface ReviewQueueStore {
  load(companyId: string): ReviewQueue | null;
  save(companyId: string, queue: ReviewQueue): void;
}

export function createReviewQueueStore(storage: StorageLike): ReviewQueueStore {
  return {
    load: (companyId) => parseStored(reviewQueueSchema, storage.getItem(keyOf(companyId))),
    save: (companyId, queue) => storage.setItem(keyOf(companyId), JSON.stringify(queue)),
  };
}

function sessionStorageOrNull(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser tab's store (in memory where storage is blocked). */
export const reviewQueueStore = createReviewQueueStore(resilientStorage(sessionStorageOrNull()));

/** Where J (+1) or K (-1) leads from an item: another item of the page, a neighbouring page's first or last, none. */
export type QueueStep = { id: string } | { page: number; pick: 'first' | 'last' } | null;

export function queueStep(queue: ReviewQueue, currentId: string, direction: 1 | -1): QueueStep {
  const { ids, filters, total } = queue;
  const index = ids.indexOf(currentId);
  // An item opened from elsewhere (a campaign's page): J starts the queue, K starts from its end.
  if (index === -1) {
    const id = direction === 1 ? ids[0] : ids[ids.length - 1];
    return id ? { id } : null;
  }
  const next = ids[index + direction];
  if (next) return { id: next };
  if (direction === 1 && filters.page * filters.pageSize < total) return { page: filters.page + 1, pick: 'first' };
  if (direction === -1 && filters.page > 1) return { page: filters.page - 1, pick: 'last' };
  return null;
}

/** "3 of 12": the item's place in the whole queue, or null when it is not on the kept page. */
export function queuePosition(queue: ReviewQueue, currentId: string): { index: number; total: number } | null {
  const index = queue.ids.indexOf(currentId);
  if (index === -1) return null;
  return { index: (queue.filters.page - 1) * queue.filters.pageSize + index + 1, total: queue.total };
}
