/**
 * The live stream's code loads after the page's first paint (openNotificationStreamLazily): it opens once loaded,
 * with the options it was given, and a stream closed before then (the shell unmounted, a logout) never opens.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationStreamOptions } from '../api/stream';
import { openNotificationStreamLazily } from './use-notification-stream';

const opened = vi.hoisted(() => ({ calls: [] as unknown[], closes: 0 }));
vi.mock('../api/stream', () => ({
  openNotificationStream: (options: unknown) => {
    opened.calls.push(options);
    return { close: () => (opened.closes += 1) };
  },
}));

const options: NotificationStreamOptions = {
  url: '/api/notifications/stream',
  token: 'token-1',
  onEvent: () => undefined,
};

/** Once the stream's module has loaded here, the lazy opener's own load has too (it started first). */
const loaded = async () => {
  await import('../api/stream');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  opened.calls = [];
  opened.closes = 0;
});

describe('openNotificationStreamLazily', () => {
  it('opens the stream with its options once the code is loaded, and closes it', async () => {
    const stream = openNotificationStreamLazily(options);
    await vi.waitFor(() => expect(opened.calls).toEqual([options]));
    stream.close();
    expect(opened.closes).toBe(1);
  });

  it('never opens a stream closed before its code loaded', async () => {
    openNotificationStreamLazily(options).close();
    await loaded();
    expect(opened.calls).toEqual([]);
    expect(opened.closes).toBe(0);
  });
});
