/**
 * Answers of the busiest reads, kept per session until a table they read is written (decision 035).
 *
 * A table clock: every committed write (db/table-access.ts) moves the clock and stamps its tables with it. A read
 * notes the clock when it starts and keeps its answer with the tables its statements read; the answer is served
 * while none of them was stamped after that start. A write that lands while the read runs therefore always outdates
 * its answer, whether the read saw the write or not. Other processes' writes arrive through Redis and stamp the
 * same way; while that subscription is not live, nothing is served (what was missed is unknown) and everything kept
 * before it is dropped once it is live again.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { newRedis } from './optional-packages';
import { jitteredTtl } from './session-cache';
import type { TableWrites } from '../db/table-access';

const CHANNEL = 'creatorhub:tables-written';
/**
 * How long an answer is served as it is, written or not (give or take a fifth, so answers kept together are not
 * read anew together). After it, the kept answer is served once more while it is read anew behind it (HTTP's
 * stale-while-revalidate): what changes with the clock alone (a deadline passing) or outside the API (SQL by hand)
 * shows within this long and one more read.
 */
export const RESPONSE_CACHE_TTL_MS = 30_000;
/** An answer not asked for again in this long is dropped (a refresh needs a caller). */
const KEPT_AT_MOST_MS = 3 * RESPONSE_CACHE_TTL_MS;
/** Memory the kept answers may take per process (their text, counted as UTF-16). */
export const RESPONSE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Tables and owners stamped, remembered at most (module comment of tableClock's bound). */
export const STAMPS_LIMIT = 100_000;
/** Answers larger than this are not kept (an export, a report's whole year): they would crowd out the rest. */
export const RESPONSE_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;

export interface KeptAnswer {
  body: string;
  contentType: string;
  /** Every table the answer depends on. */
  tables: readonly string[];
  /** The clock when its read started. */
  since: number;
}

/** A kept answer found current; `expired` once its time is up (serve it, and read it anew behind it). */
export interface Found {
  answer: KeptAnswer;
  expired: boolean;
}

export interface ResponseCache {
  readonly enabled: boolean;
  /** The clock now: a read started now is current while none of its tables is written after it. */
  now(): number;
  /** The answer kept under `key` if no table it read was written since. */
  get(key: string): Found | undefined;
  /** Keeps `answer` unless one of its tables was written since its read started. */
  set(key: string, answer: KeptAnswer): void;
  /** Forgets the answer kept under `key`. */
  drop(key: string): void;
  /** Outdates the answers that depend on `tags` (here only: what calls it hears every process's changes). */
  stamp(tags: readonly string[]): void;
  close(): Promise<void>;
}

/** The table clock, alone (unit-tested as such). */
export function tableClock() {
  let clock = 0;
  // Reads started before this are outdated whatever they read (writes may have gone unheard).
  let floor = 0;
  const stamps = new Map<string, number>();
  return {
    now: () => clock,
    stamp(tables: readonly string[]) {
      clock += 1;
      // Owners' tags are many: past the bound, everything older is outdated at once and the stamps start over.
      if (stamps.size >= STAMPS_LIMIT) {
        stamps.clear();
        floor = clock;
      }
      for (const table of tables) stamps.set(table, clock);
    },
    stampAll() {
      clock += 1;
      floor = clock;
    },
    /** No table of `tables` was written after `since`. */
    current(tables: readonly string[], since: number) {
      if (since < floor) return false;
      for (const table of tables) if ((stamps.get(table) ?? 0) > since) return false;
      return true;
    },
  };
}

export interface ResponseCacheOptions {
  enabled: boolean;
  redisUrl?: string;
  writes: TableWrites;
}

export function createResponseCache({ enabled, redisUrl, writes }: ResponseCacheOptions): ResponseCache {
  if (!enabled) {
    const nothing = () => undefined;
    return {
      enabled,
      now: () => 0,
      get: nothing,
      set: nothing,
      drop: nothing,
      stamp: nothing,
      close: async () => undefined,
    };
  }
  const clock = tableClock();
  const answers = new LRUCache<string, KeptAnswer & { freshUntil: number }>({
    maxSize: RESPONSE_CACHE_MAX_BYTES,
    sizeCalculation: (answer, key) => 2 * (answer.body.length + key.length) + 64,
    ttl: KEPT_AT_MOST_MS,
  });
  const origin = randomUUID();
  const publisher = redisUrl ? newRedis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
  const subscriber = redisUrl ? newRedis(redisUrl, { lazyConnect: false }) : null;
  // Without Redis this process is the only writer (PGlite, or one process by configuration).
  let listening = subscriber === null;
  publisher?.on('error', () => undefined);
  subscriber?.on('error', () => undefined);
  subscriber?.on('close', () => {
    listening = false;
  });
  // On every (re)connection: listen, then forget all that was kept, since writes may have gone unheard meanwhile.
  subscriber?.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => {
        clock.stampAll();
        answers.clear();
        listening = true;
      },
      () => undefined,
    );
  });
  subscriber?.on('message', (_channel, raw: string) => {
    try {
      const message = JSON.parse(raw) as { origin: string; tables: string[] };
      if (message.origin !== origin) clock.stamp(message.tables);
    } catch {
      /* not ours */
    }
  });
  const unsubscribe = writes.subscribe((tables) => {
    clock.stamp(tables);
    publisher?.publish(CHANNEL, JSON.stringify({ origin, tables })).catch(() => undefined);
  });

  return {
    enabled,
    now: () => clock.now(),
    get(key) {
      if (!listening) return undefined;
      const answer = answers.get(key);
      if (!answer) return undefined;
      if (!clock.current(answer.tables, answer.since)) {
        answers.delete(key);
        return undefined;
      }
      return { answer, expired: Date.now() > answer.freshUntil };
    },
    set(key, answer) {
      if (!listening || answer.body.length > RESPONSE_CACHE_MAX_ENTRY_BYTES) return;
      if (!clock.current(answer.tables, answer.since)) return;
      answers.set(key, { ...answer, freshUntil: Date.now() + jitteredTtl(RESPONSE_CACHE_TTL_MS) });
    },
    drop: (key) => void answers.delete(key),
    stamp: (tags) => clock.stamp(tags),
    async close() {
      unsubscribe();
      answers.clear();
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
