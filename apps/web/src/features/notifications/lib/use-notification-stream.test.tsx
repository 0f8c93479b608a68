import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationEvent } from '@app/shared/notifications';
import type { NotificationStreamOptions } from '../api/stream';
import { NotificationBell } from '../components/NotificationBell';
import { list, notification } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { useNotificationStream } from './use-notification-stream';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A fetch for the creator's list and stream: the list answers what the "server" holds; each stream is a
 * ReadableStream the test writes events into.
 */
function creatorServer() {
  const held: Notification[] = [];
  const encoder = new TextEncoder();
  const streams: { push(event: NotificationEvent): void; request: Request }[] = [];
  const fetchMock = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
    const { pathname } = new URL(request.url);
    if (pathname === '/api/creator/notifications/stream') {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
          c.enqueue(encoder.encode('retry: 5000\n: connected\n\n'));
        },
      });
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      streams.push({
        push: (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
        request,
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    if (pathname === '/api/creator/notifications')
      return new Response(JSON.stringify(list(held)), { status: 200, headers: { 'content-type': 'application/json' } });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { held, streams, fetchMock };
}

function Portal({ token }: { token: string | null }) {
  useNotificationStream('creator', token);
  return <NotificationBell audience="creator" seeAllPath="/creator/notifications" />;
}

describe('useNotificationStream', () => {
  it('streams with the bearer token: a new notification is toasted and counted on the bell, once', async () => {
    const server = creatorServer();
    renderScreen(<Portal token="creator-token" />);
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    await waitFor(() => expect(server.streams).toHaveLength(1));
    expect(server.streams[0].request.headers.get('Authorization')).toBe('Bearer creator-token');

    const fresh = notification({ kind: 'bid.accepted', title: 'Savannah Juice accepted your bid', body: 'KES 11,000' });
    server.held.unshift(fresh);
    const event: NotificationEvent = { type: 'notification', notification: fresh, unread_count: 1 };
    server.streams[0].push(event);
    server.streams[0].push(event);

    expect(await screen.findByText('Savannah Juice accepted your bid')).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getAllByTestId('toast-default')).toHaveLength(1);

    // Read on the other device: the count follows.
    server.held[0] = { ...fresh, read_at: new Date().toISOString() };
    server.streams[0].push({ type: 'read', unread_count: 0 });
    await screen.findByRole('button', { name: 'Notifications, 0 unread' });
  });

  it('opens no stream without a session, and closes it when the session goes', async () => {
    const opened: NotificationStreamOptions[] = [];
    const close = vi.fn();
    const open = (options: NotificationStreamOptions) => {
      opened.push(options);
      return { close };
    };
    function Switch() {
      const [token, setToken] = useState<string | null>(null);
      useNotificationStream('merchant', token, open);
      return (
        <>
          <button onClick={() => setToken('brand-token')}>Log in</button>
          <button onClick={() => setToken(null)}>Log out</button>
        </>
      );
    }
    const { user } = renderScreen(<Switch />);
    expect(opened).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened.map((o) => [o.url, o.token])).toEqual([['/api/notifications/stream', 'brand-token']]);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(opened).toHaveLength(1);
  });
});
