import { LRUCache } from 'lru-cache';

/**
 * An LRU cache of at most `entries` entries whose storage grows as it fills. lru-cache's `max` allocates room for
 * every entry up front: the session caches' 240,000 took about 60 ms of every start (issue 22: a restart answers
 * within 2 s). Each entry counts 1 against `maxSize`, which evicts exactly as `max` would.
 */
export function growingLru<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  entries: number,
  ttl?: number,
): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: entries, sizeCalculation: () => 1, ttl });
}
