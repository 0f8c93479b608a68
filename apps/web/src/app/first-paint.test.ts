import { describe, expect, it } from 'vitest';
import { creatorProfile } from '../features/creator-accounts/test/fixtures';
import { creatorKeys } from '../features/creator-accounts/api/keys';
import { renderFirstPaint } from './prerender';

/** The API as a server render reaches it: answers by path, and every request it was sent. */
function apiFor(answers: Record<string, unknown>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    const body = answers[new URL(request.url).pathname];
    return body === undefined
      ? new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no such thing' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

const creatorHome = (first: string) => ({
  '/api/creator/me': { ...creatorProfile, first_name: first },
  '/api/creator/invitations': [],
  '/api/creator/contracts': [],
});

describe('a first paint rendered on the server (this project runs in Node, as the API does)', () => {
  it("renders the creator's home with their data, asked for with their token", async () => {
    const api = apiFor(creatorHome('Achieng'));
    const paint = await renderFirstPaint('/creator', { creatorToken: 'token-a', fetch: api.fetch });
    expect(paint?.html).toContain('Hello, Achieng');
    expect(api.requests.map((r) => new URL(r.url).pathname)).toContain('/api/creator/me');
    for (const request of api.requests) expect(request.headers.get('Authorization')).toBe('Bearer token-a');
    // The query cache the page was rendered from goes with it, so the browser's first render is the same.
    const me = paint?.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(creatorKeys.me()));
    expect(me?.state.data).toMatchObject({ first_name: 'Achieng' });
  });

  it('keeps callers apart: two renders at once each get their own session and data', async () => {
    const a = apiFor(creatorHome('Achieng'));
    const b = apiFor(creatorHome('Baraka'));
    const [paintA, paintB] = await Promise.all([
      renderFirstPaint('/creator', { creatorToken: 'token-a', fetch: a.fetch }),
      renderFirstPaint('/creator', { creatorToken: 'token-b', fetch: b.fetch }),
    ]);
    expect(paintA?.html).toContain('Hello, Achieng');
    expect(paintA?.html).not.toContain('Baraka');
    expect(paintB?.html).toContain('Hello, Baraka');
    expect(b.requests.every((r) => r.headers.get('Authorization') === 'Bearer token-b')).toBe(true);
  });

  it('has none for a page without one', async () => {
    const api = apiFor({});
    expect(await renderFirstPaint('/auth/login', { creatorToken: 'token-a', fetch: api.fetch })).toBeNull();
    expect(await renderFirstPaint('/creator/jobs', { creatorToken: 'token-a', fetch: api.fetch })).toBeNull();
    expect(api.requests).toEqual([]);
  });
});
