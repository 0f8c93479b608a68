import { describe, expect, it } from 'vitest';
import { changeFilters, DEFAULT_QUEUE_FILTERS, queueSearch, readQueueParams } from './queue-params';

describe('queue params', () => {
  it('reads the defaults from an empty or unreadable address', () => {
    expect(readQueueParams(new URLSearchParams())).toEqual(DEFAULT_QUEUE_FILTERS);
    expect(
      readQueueParams(new URLSearchParams('status=NOPE&creator=x&late=yes&page=0&size=7&campaign=' + 'c'.repeat(65))),
    ).toEqual(DEFAULT_QUEUE_FILTERS);
  });

  it('round-trips every filter, leaving defaults out', () => {
    const filters = { status: 'VERIFIED', campaignId: 'c1', creatorId: 41, late: true, page: 3, pageSize: 50 } as const;
    const search = queueSearch(filters);
    expect(search).toBe('?status=VERIFIED&campaign=c1&creator=41&late=true&page=3&size=50');
    expect(readQueueParams(new URLSearchParams(search))).toEqual(filters);
    expect(queueSearch(DEFAULT_QUEUE_FILTERS)).toBe('');
  });

  it('starts again at page 1 when a filter changes', () => {
    const onPage3 = { ...DEFAULT_QUEUE_FILTERS, page: 3 };
    expect(changeFilters(onPage3, { late: true })).toEqual({ ...DEFAULT_QUEUE_FILTERS, late: true });
  });
});
