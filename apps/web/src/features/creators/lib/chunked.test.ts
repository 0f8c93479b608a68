import { describe, expect, it } from 'vitest';
import { cleanIds, fetchInChunks, parseIdList } from './chunked';

describe('fetchInChunks', () => {
  it('asks for at most 50 ids at a time and keeps the order of the answers', async () => {
    const ids = Array.from({ length: 123 }, (_, i) => i + 1);
    const calls: number[][] = [];
    const result = await fetchInChunks(ids, async (part, index) => {
      calls.push(part);
      // answer the later chunks first: the order must still hold
      await new Promise((resolve) => setTimeout(resolve, (3 - index) * 5));
      return part.map((id) => ({ id }));
    });
    expect(calls.map((c) => c.length)).toEqual([50, 50, 23]);
    expect(result.map((r) => r.id)).toEqual(ids);
  });

  it('makes no call for no ids and honours another size', async () => {
    let calls = 0;
    expect(await fetchInChunks([], async () => (calls++, []))).toEqual([]);
    expect(calls).toBe(0);
    const sizes: number[] = [];
    await fetchInChunks([1, 2, 3, 4, 5], async (part) => (sizes.push(part.length), part), 2);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails when one chunk fails', async () => {
    await expect(
      fetchInChunks([1, 2, 3], async (part) => (part.includes(3) ? Promise.reject(new Error('boom')) : part), 2),
    ).rejects.toThrow('boom');
  });
});

describe('id lists', () => {
  it('drops repeats and non-ids', () => {
    expect(cleanIds([3, 3, 0, -1, 2.5, 7])).toEqual([3, 7]);
    expect(parseIdList('12,7,7,abc,-1, 9')).toEqual([12, 7, 9]);
    expect(parseIdList('1,2,3,4,5', 3)).toEqual([1, 2, 3]);
    expect(parseIdList(null)).toEqual([]);
  });
});
