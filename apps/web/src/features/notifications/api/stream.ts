/**
 * GET /notifications/stream (merchant) and GET /creator/notifications/stream (creator): server-sent events over the
 * session's bearer header. The browser's EventSource cannot send headers, so this reads the stream with fetch and
 * parses it with eventsource-parser:
 *  - each `data:` is a NotificationEvent (JSON): a new notification with the unread count, or the count after a read;
 *    anything else is skipped;
 *  - delivery is at least once: a notification whose id was already delivered is dropped;
 *  - a dropped stream is opened again after the server's `retry` (5 s), doubling on each failure in a row up to a
 *    minute (with some jitter, so tabs do not come back together); a heartbeat comment comes every 25 s, so a stream
 *    silent for a minute is taken as dropped;
 *  - 401 or 403 ends it for good (the session is gone or refused); so does `close()` (logout, unmount).
 */
import { createParser } from 'eventsource-parser';
import { notificationEventSchema } from '@app/shared/notification-schemas';
import type { NotificationEvent } from '@app/shared/notifications';

/** The server's `retry` until it says one. */
export const STREAM_RETRY_MS = 5_000;
/** The longest wait between two attempts. */
export const STREAM_MAX_RETRY_MS = 60_000;
/** Silence (not even a heartbeat) after which the stream is taken as dropped. */
export const STREAM_IDLE_MS = 60_000;
/** How many delivered ids are remembered to drop a repeated delivery. */
export const SEEN_IDS_LIMIT = 500;

/** One `data:` field as an event, or null when it is not one. */
export function parseNotificationEvent(data: string): NotificationEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = notificationEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The ids delivered lately, oldest forgotten first. */
export class SeenIds {
  private readonly ids = new Set<string>();
  constructor(private readonly limit = SEEN_IDS_LIMIT) {}

  /** True the first time an id is offered, false after. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.limit) this.ids.delete(this.ids.values().next().value!);
    return true;
  }
}

/** The wait before attempt `attempt` (0 after an open stream dropped): `retryMs` doubled per failure, capped. */
export function reconnectDelay(
  attempt: number,
  retryMs: number,
  maxMs: number = STREAM_MAX_RETRY_MS,
  random: () => number = Math.random,
): number {
  const base = Math.min(maxMs, retryMs * 2 ** Math.min(attempt, 16));
  return Math.round(Math.min(maxMs, base * (0.75 + random() * 0.5)));
}

export interface NotificationStreamOptions {
  url: string;
  token: string;
  onEvent: (event: NotificationEvent) => void;
  /** A stream is open: the first, or again after a drop (then events may have been missed meanwhile). */
  onOpen?: (info: { reconnected: boolean }) => void;
  /** The server refused the session (401, 403): the stream has stopped for good. */
  onUnauthorized?: (status: number) => void;
  fetch?: typeof globalThis.fetch;
  random?: () => number;
  idleMs?: number;
  maxRetryMs?: number;
}

export interface NotificationStream {
  /** Stops the stream and any attempt to come. */
  close(): void;
  readonly closed: boolean;
}

type Outcome = { kind: 'unauthorized'; status: number } | { kind: 'dropped'; opened: boolean };

export function openNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const {
    url,
    token,
    onEvent,
    onOpen,
    onUnauthorized,
    random = Math.random,
    idleMs = STREAM_IDLE_MS,
    maxRetryMs = STREAM_MAX_RETRY_MS,
  } = options;
  const stopped = new AbortController();
  const seen = new SeenIds();
  let retryMs = STREAM_RETRY_MS;
  let everOpened = false;

  const deliver = (data: string) => {
    const event = parseNotificationEvent(data);
    if (!event) return;
    if (event.type === 'notification' && !seen.add(event.notification.id)) return;
    onEvent(event);
  };

  async function connect(): Promise<Outcome> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    stopped.signal.addEventListener('abort', abort);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const awake = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleMs);
    };
    let opened = false;
    try {
      awake();
      // Looked up per attempt, so tests (and polyfills) can replace the global fetch.
      const response = await (options.fetch ?? globalThis.fetch)(url, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: connection.signal,
      });
      if (response.status === 401 || response.status === 403) {
        void response.body?.cancel().catch(() => undefined);
        return { kind: 'unauthorized', status: response.status };
      }
      if (response.status !== 200 || !response.body) {
        void response.body?.cancel().catch(() => undefined);
        return { kind: 'dropped', opened };
      }
      opened = true;
      onOpen?.({ reconnected: everOpened });
      everOpened = true;
      const parser = createParser({
        onEvent: (message) => deliver(message.data),
        onRetry: (ms) => {
          retryMs = ms;
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          awake();
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } finally {
        void reader.cancel().catch(() => undefined);
      }
      return { kind: 'dropped', opened };
    } catch {
      return { kind: 'dropped', opened };
    } finally {
      clearTimeout(idle);
      stopped.signal.removeEventListener('abort', abort);
    }
  }

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopped.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopped.signal.addEventListener('abort', done);
    });

  async function run() {
    let failures = 0;
    while (!stopped.signal.aborted) {
      const outcome = await connect();
      if (stopped.signal.aborted) return;
      if (outcome.kind === 'unauthorized') {
        stopped.abort();
        onUnauthorized?.(outcome.status);
        return;
      }
      if (outcome.opened) failures = 0;
      await wait(reconnectDelay(failures, retryMs, maxRetryMs, random));
      failures += 1;
    }
  }

  void run();
  return {
    close: () => stopped.abort(),
    get closed() {
      return stopped.signal.aborted;
    },
  };
}
