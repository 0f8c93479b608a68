import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationEvent } from '@app/shared/notifications';
import {
  openNotificationStream,
  parseNotificationEvent,
  reconnectDelay,
  SeenIds,
  STREAM_IDLE_MS,
  STREAM_RETRY_MS,
  type NotificationStreamOptions,
} from './stream';
import { streamUrl } from './keys';

const note = (id: string): Notification => ({
  id,
  kind: 'bid.received',
  topic: 'bids',
  title: `Bid ${id}`,
  body: 'A creator bid on your job.',
  link: '/companies/c1/jobs',
  company_id: 'c1',
  created_at: '2027-02-02T08:00:00.000Z',
  read_at: null,
});
const data = (event: NotificationEvent) => `data: ${JSON.stringify(event)}\n\n`;
const created = (id: string, unread = 1): NotificationEvent => ({
  type: 'notification',
  notification: note(id),
  unread_count: unread,
});

/** One answer of the stream: its body is pushed by the test, and errors when the request is aborted. */
interface FakeStream {
  push(text: string): void;
  end(): void;
  init: RequestInit;
}

/** A fetch whose each call opens a FakeStream (or answers `status` when the test queued one). */
function fakeFetch() {
  const streams: FakeStream[] = [];
  const statuses: (number | Error)[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const next = statuses.shift();
    if (next instanceof Error) throw next;
    if (next !== undefined) return new Response(JSON.stringify({ code: 'X' }), { status: next });
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () => {
      try {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        /* already closed */
      }
    });
    streams.push({
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      init: init ?? {},
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    fetch,
    streams,
    /** The next calls answer these statuses (or throw these errors) instead of a stream. */
    answer: (...next: (number | Error)[]) => statuses.push(...next),
  };
}

function open(fake: ReturnType<typeof fakeFetch>, extra: Partial<NotificationStreamOptions> = {}) {
  const events: NotificationEvent[] = [];
  const opens: boolean[] = [];
  const onUnauthorized = vi.fn();
  const stream = openNotificationStream({
    url: '/api/notifications/stream',
    token: 'tok-1',
    fetch: fake.fetch as unknown as typeof globalThis.fetch,
    random: () => 0.5,
    onEvent: (event) => events.push(event),
    onOpen: ({ reconnected }) => opens.push(reconnected),
    onUnauthorized,
    ...extra,
  });
  return { stream, events, opens, onUnauthorized };
}

/** Lets the stream's promises (fetch, reads) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('parseNotificationEvent', () => {
  it('reads a notification and a read event', () => {
    expect(parseNotificationEvent(JSON.stringify(created('n1', 3)))).toEqual(created('n1', 3));
    expect(parseNotificationEvent('{"type":"read","unread_count":0}')).toEqual({ type: 'read', unread_count: 0 });
  });

  it('skips what is not an event: bad JSON, another type, a notification of an unknown kind', () => {
    expect(parseNotificationEvent('not json')).toBeNull();
    expect(parseNotificationEvent('{"type":"ping"}')).toBeNull();
    expect(parseNotificationEvent('{"type":"read"}')).toBeNull();
    const unknownKind = { ...created('n1'), notification: { ...note('n1'), kind: 'bid.teleported' } };
    expect(parseNotificationEvent(JSON.stringify(unknownKind))).toBeNull();
  });
});

describe('SeenIds', () => {
  it('takes an id once, and forgets the oldest past its limit', () => {
    const seen = new SeenIds(2);
    expect(seen.add('a')).toBe(true);
    expect(seen.add('a')).toBe(false);
    seen.add('b');
    seen.add('c');
    expect(seen.add('b')).toBe(false);
    expect(seen.add('a')).toBe(true);
  });
});

describe('reconnectDelay', () => {
  it("doubles the server's retry per failure in a row, up to the cap, with at most a quarter of jitter", () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4].map((n) => reconnectDelay(n, 5_000, 60_000, mid))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000,
    ]);
    expect(reconnectDelay(0, 5_000, 60_000, () => 0)).toBe(3_750);
    expect(reconnectDelay(0, 5_000, 60_000, () => 1)).toBe(6_250);
    expect(reconnectDelay(50, 5_000, 60_000, () => 1)).toBe(60_000);
  });
});

describe('streamUrl', () => {
  it('is the merchant or the creator route', () => {
    expect(streamUrl('merchant', '/api')).toBe('/api/notifications/stream');
    expect(streamUrl('creator', '/api')).toBe('/api/creator/notifications/stream');
  });
});

describe('openNotificationStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the bearer header and delivers the events, whole or split over chunks, skipping comments', async () => {
    const fake = fakeFetch();
    const { stream, events, opens } = open(fake);
    await settle();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fake.fetch.mock.calls[0];
    expect(url).toBe('/api/notifications/stream');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-1', Accept: 'text/event-stream' });
    expect(opens).toEqual([false]);

    const [s] = fake.streams;
    s.push('retry: 5000\n: connected\n\n');
    const split = data(created('n1', 1));
    s.push(split.slice(0, 17));
    await settle();
    expect(events).toEqual([]);
    s.push(split.slice(17));
    s.push(': heartbeat\n\n');
    s.push('data: {"type":"read","unread_count":0}\r\n\r\n');
    s.push('data: {"broken\n\n');
    await settle();
    expect(events).toEqual([created('n1', 1), { type: 'read', unread_count: 0 }]);
    stream.close();
  });

  it('drops a notification delivered again (at least once), on the same stream or after a reconnection', async () => {
    const fake = fakeFetch();
    const { stream, events } = open(fake);
    await settle();
    fake.streams[0].push(data(created('n1', 1)) + data(created('n1', 1)) + data(created('n2', 2)));
    await settle();
    fake.streams[0].end();
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(fake.streams).toHaveLength(2);
    fake.streams[1].push(data(created('n2', 2)) + data(created('n3', 3)));
    await settle();
    expect(events.map((e) => (e.type === 'notification' ? e.notification.id : e.type))).toEqual(['n1', 'n2', 'n3']);
    stream.close();
  });

  it("opens again after a drop once the server's retry has passed, saying it is a reconnection", async () => {
    const fake = fakeFetch();
    const { stream, opens } = open(fake);
    await settle();
    fake.streams[0].push('retry: 2000\n\n');
    await settle();
    fake.streams[0].end();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.fetch).toHaveBeenCalledTimes(2);
    expect(opens).toEqual([false, true]);
    stream.close();
  });

  it('backs off while attempts fail (network, 5xx), and starts over once a stream opens', async () => {
    const fake = fakeFetch();
    fake.answer(new TypeError('Failed to fetch'), 503, 502);
    const { stream, opens } = open(fake);
    await settle();
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fake.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fake.fetch).toHaveBeenCalledTimes(4);
    expect(opens).toEqual([false]);
    // Open now; when it drops, the wait is the server's retry again.
    fake.streams[0].end();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fake.fetch).toHaveBeenCalledTimes(5);
    stream.close();
  });

  it('takes a stream silent for a minute (no heartbeat) as dropped', async () => {
    const fake = fakeFetch();
    const { stream } = open(fake);
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);
    fake.streams[0].push(': heartbeat\n\n');
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_MS - 1);
    expect(fake.streams[0].init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.streams[0].init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS);
    expect(fake.fetch).toHaveBeenCalledTimes(2);
    stream.close();
  });

  it('stops for good on 401 or 403', async () => {
    for (const status of [401, 403]) {
      const fake = fakeFetch();
      fake.answer(status);
      const { stream, onUnauthorized } = open(fake);
      await settle();
      expect(onUnauthorized).toHaveBeenCalledWith(status);
      expect(stream.closed).toBe(true);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(fake.fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('close() aborts the open request and any attempt to come', async () => {
    const fake = fakeFetch();
    const { stream, events } = open(fake);
    await settle();
    stream.close();
    expect(fake.streams[0].init.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.fetch).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);

    // Closed while waiting to reconnect: no attempt follows.
    const failing = fakeFetch();
    failing.answer(500);
    const second = open(failing);
    await settle();
    second.stream.close();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(failing.fetch).toHaveBeenCalledTimes(1);
  });
});
