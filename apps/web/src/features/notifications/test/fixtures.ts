/** Notifications and a fetch stub for the notifications' tests (the network boundary only). */
import { vi } from 'vitest';
import type { Notification, NotificationList } from '@app/shared/notifications';

export const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';

let sequence = 0;

/** A notification (unread, a bid on a job) with what the test changes. */
export function notification(extra: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    kind: 'bid.received',
    topic: 'bids',
    title: `New bid ${sequence}`,
    body: 'Achieng Otieno bid KES 14,000 on Street food series.',
    link: `/companies/${companyId}/jobs`,
    company_id: companyId,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read_at: null,
    ...extra,
  };
}

export function list(results: Notification[], extra: Partial<NotificationList> = {}): NotificationList {
  return {
    results,
    total: results.length,
    unread_count: results.filter((n) => n.read_at === null).length,
    ...extra,
  };
}

type Answer = { status: number; body: unknown };
type Handler = (request: Request) => Answer | undefined;

/**
 * Stubs fetch with the given routes ("METHOD /path" -> answer, or a function of the request). Returns the mock, whose
 * calls are the requests sent; a route without a stub answers 404.
 */
export function stubApi(routes: Record<string, Answer | Handler>) {
  const fetchMock = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(request) : route;
    if (answer)
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: `No stub for ${key}` }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query of the n-th request to `path` (e.g. "/api/notifications"). */
export function queriesTo(fetchMock: ReturnType<typeof stubApi>, path: string): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? new URL(input, 'http://localhost') : new URL(input.url)))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}
