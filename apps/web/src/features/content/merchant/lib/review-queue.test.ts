import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../../lib/storage-store';
import { DEFAULT_QUEUE_FILTERS } from './queue-params';
import { createReviewQueueStore, queuePosition, queueStep, type ReviewQueue } from './review-queue';

const page2: ReviewQueue = {
  filters: { ...DEFAULT_QUEUE_FILTERS, page: 2, pageSize: 5 },
  ids: ['f', 'g', 'h'],
  total: 13,
};

describe('review queue', () => {
  it('steps within the page, then onto the neighbouring pages', () => {
    expect(queueStep(page2, 'g', 1)).toEqual({ id: 'h' });
    expect(queueStep(page2, 'g', -1)).toEqual({ id: 'f' });
    expect(queueStep(page2, 'h', 1)).toEqual({ page: 3, pick: 'first' });
    expect(queueStep(page2, 'f', -1)).toEqual({ page: 1, pick: 'last' });
  });

  it('stops at the ends of the queue, and starts it for an item opened from elsewhere', () => {
    const only: ReviewQueue = { filters: DEFAULT_QUEUE_FILTERS, ids: ['a', 'b'], total: 2 };
    expect(queueStep(only, 'b', 1)).toBeNull();
    expect(queueStep(only, 'a', -1)).toBeNull();
    expect(queueStep(only, 'z', 1)).toEqual({ id: 'a' });
    expect(queueStep(only, 'z', -1)).toEqual({ id: 'b' });
    expect(queueStep({ ...only, ids: [], total: 0 }, 'z', 1)).toBeNull();
  });

  it('places an item in the whole queue', () => {
    expect(queuePosition(page2, 'g')).toEqual({ index: 7, total: 13 });
    expect(queuePosition(page2, 'z')).toBeNull();
  });

  it('keeps one queue per company and ignores what it cannot read', () => {
    const storage = createMemoryStorage();
    const store = createReviewQueueStore(storage);
    store.save('co1', page2);
    expect(store.load('co1')).toEqual(page2);
    expect(store.load('co2')).toBeNull();
    storage.setItem('content-review-queue:co2', '{"ids":1}');
    expect(store.load('co2')).toBeNull();
  });
});
