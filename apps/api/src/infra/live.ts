/**
 * Live updates to open pages (issue 18): a message for one person reaches every server-sent-events stream of that
 * person, in this process and, with REDIS_URL, in every API process (Redis pub/sub). Without Redis it is in-process,
 * which is all the embedded single-process default needs. Messages are hints to refresh: a lost one costs a
 * refresh, never data, so publishing never fails a caller.
 */
import { EventEmitter } from 'node:events';
import { newRedis } from './optional-packages';

const CHANNEL = 'creatorhub:live';

/** Whose streams a message is for: a merchant (`m:<id>`) or a creator account (`c:<id>`). */
export type LiveAudience = `m:${string}` | `c:${string}`;

export interface LiveBus {
  /** Sends `data` (JSON-serialisable) to every open stream of `to`. */
  publish(to: LiveAudience, data: unknown): Promise<void>;
  /** Listens for `to`'s messages; call the returned function to stop. */
  subscribe(to: LiveAudience, listener: (data: unknown) => void): () => void;
  /** Open streams in this process (the benchmark and the health page read it). */
  listeners(): number;
  close(): Promise<void>;
}

export function createLiveBus(config: { redisUrl?: string }): LiveBus {
  const local = new EventEmitter();
  local.setMaxListeners(0); // one per open stream: thousands are expected
  let count = 0;
  const publisher = config.redisUrl ? newRedis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  const subscriber = config.redisUrl ? newRedis(config.redisUrl) : null;
  publisher?.on('error', () => undefined);
  subscriber?.on('error', () => undefined);
  subscriber?.subscribe(CHANNEL).catch(() => undefined);
  subscriber?.on('message', (_channel, raw: string) => {
    try {
      const { to, data } = JSON.parse(raw) as { to: string; data: unknown };
      local.emit(to, data);
    } catch {
      /* a foreign message */
    }
  });
  return {
    async publish(to, data) {
      if (!publisher) {
        local.emit(to, data);
        return;
      }
      // Through Redis only: this process's own subscriber hears it like every other process's.
      await publisher.publish(CHANNEL, JSON.stringify({ to, data })).catch(() => local.emit(to, data));
    },
    subscribe(to, listener) {
      local.on(to, listener);
      count += 1;
      return () => {
        local.off(to, listener);
        count -= 1;
      };
    },
    listeners: () => count,
    async close() {
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
