import { chunk, FIND_BY_IDS_CHUNK } from '@app/shared/creator-options';

/**
 * Calls `fetchChunk` once per chunk of `size` items (spec sections 5 and 9: creator lookup by ids
 * goes in chunks of 50), all at once, and joins the answers in the order of the chunks.
 */
export async function fetchInChunks<T, R>(
  items: readonly T[],
  fetchChunk: (part: T[], index: number) => Promise<R[]>,
  size = FIND_BY_IDS_CHUNK,
): Promise<R[]> {
  if (size < 1) throw new RangeError('size must be at least 1');
  const parts = chunk(items, size);
  const answers = await Promise.all(parts.map((part, index) => fetchChunk(part, index)));
  return answers.flat();
}

/** Ids without repeats (first occurrence kept) and without anything that is not a positive integer. */
export function cleanIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

/** "12,7,7,abc,-1,9" -> [12, 7, 9]; at most `max`. */
export function parseIdList(text: string | null | undefined, max = Infinity): number[] {
  if (!text) return [];
  return cleanIds(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d{1,9}$/.test(part))
      .map(Number),
  ).slice(0, max);
}
