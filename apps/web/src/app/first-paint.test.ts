import { describe, expect, it } from 'vitest';
import { creatorProfile } from '../features/creator-accounts/test/fixtures';
import { creatorKeys } from '../features/creator-accounts/api/keys';
import { list } from '../features/notifications/test/fixtures';
import { COMPLETE_CHECKLIST, companyId, companyOf, dashboardOf } from '../features/dashboard/test/render';
import { firstPaintSession, renderFirstPaint } from './prerender';

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

/** What the portal's home asks for: its prefetches, then what its components ask for (the shell's bell, the site). */
const creatorHome = (first: string) => ({
  '/api/creator/me': { ...creatorProfile, first_name: first },
  '/api/creator/invitations': [],
  '/api/creator/contracts': [],
  '/api/creator/notifications': list([]),
  '/api/conf/site': { partner_theme: null },
});

/** The requests of a render but the site's public settings (sent without a session, as in the browser). */
const signedIn = (requests: Request[]) => requests.filter((r) => new URL(r.url).pathname !== '/api/conf/site');

describe('a first paint rendered on the server (this project runs in Node, as the API does)', () => {
  it("renders the creator's home with their data, asked for with their token", async () => {
    const api = apiFor(creatorHome('Achieng'));
    const paint = await renderFirstPaint('/creator', { creatorToken: 'token-a', fetch: api.fetch });
    expect(paint?.html).toContain('Hello, Achieng');
    expect(api.requests.map((r) => new URL(r.url).pathname)).toContain('/api/creator/me');
    for (const request of signedIn(api.requests)) expect(request.headers.get('Authorization')).toBe('Bearer token-a');
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
    expect(signedIn(b.requests).every((r) => r.headers.get('Authorization') === 'Bearer token-b')).toBe(true);
  });

  it('has none for a page without one', async () => {
    const api = apiFor({});
    expect(await renderFirstPaint('/auth/login', { creatorToken: 'token-a', fetch: api.fetch })).toBeNull();
    expect(await renderFirstPaint('/creator/jobs', { creatorToken: 'token-a', fetch: api.fetch })).toBeNull();
    expect(api.requests).toEqual([]);
  });
});

describe("a company page's first paint", () => {
  const brandProfile = {
    id: 'm1',
    email: 'amani@example.com',
    first_name: 'Amani',
    last_name: 'Otieno',
    name: 'Amani Otieno',
    avatar_url: null,
    account_disabled: false,
    last_company_id: companyId,
    companies: [
      {
        id: companyId,
        name: 'Savannah Juice',
        company_role: 'BRAND',
        merchant_role: 'OWNER',
        cluster_role: null,
        is_sme: false,
        parent_id: null,
      },
    ],
  };
  const dashboardApi = (overrides: Record<string, unknown> = {}) =>
    apiFor({
      '/api/user/merchant': brandProfile,
      [`/api/companies/${companyId}`]: companyOf(),
      [`/api/companies/${companyId}/custom_config`]: { company_id: companyId, properties: {} },
      '/api/conf/site': { partner_theme: null },
      [`/api/companies/${companyId}/dashboard`]: dashboardOf({
        ending_this_week: [{ id: 'c1', name: 'Harvest Launch', end_date: '2026-11-22T21:30:00.000Z' } as never],
      }),
      '/api/user/merchant/onboarding/checklist': COMPLETE_CHECKLIST,
      ...overrides,
    });
  const dashboard = `/companies/${companyId}/dashboard`;

  it("renders the dashboard in its shell with the member's data, dates in the browser's time zone", async () => {
    const api = dashboardApi();
    const paint = await renderFirstPaint(dashboard, {
      creatorToken: null,
      brandToken: 'brand-a',
      timeZone: 'Africa/Nairobi',
      fetch: api.fetch,
    });
    // The shell (the company's header) and the page's own content, not their loaders.
    expect(paint?.html).toContain('Savannah Juice');
    expect(paint?.html).toContain('Harvest Launch');
    expect(paint?.html).not.toContain('Loading the page');
    // 21:30 UTC on the 22nd is the 23rd in Nairobi (UTC+3).
    expect(paint?.html).toContain('23 Nov 2026');
    for (const request of signedIn(api.requests)) expect(request.headers.get('Authorization')).toBe('Bearer brand-a');
    expect(api.requests.map((r) => new URL(r.url).pathname)).toEqual(
      expect.arrayContaining(['/api/user/merchant', `/api/companies/${companyId}/dashboard`]),
    );
  });

  it('is refused with the code of a failed request (no "no access" page as a first paint)', async () => {
    const api = dashboardApi({ [`/api/companies/${companyId}`]: undefined });
    const rendering = renderFirstPaint(dashboard, { creatorToken: null, brandToken: 'brand-a', fetch: api.fetch });
    await expect(rendering).rejects.toMatchObject({ name: 'FirstPaintRefused', code: 'NOT_FOUND' });
  });

  it('names the session of each page with one, none for others', () => {
    expect(firstPaintSession('/creator')).toBe('creator');
    expect(firstPaintSession(`${dashboard}?x=1`)).toBe('brand');
    expect(firstPaintSession(`/companies/${companyId}/campaigns?tab=live`)).toBe('brand');
    expect(firstPaintSession(`/companies/${companyId}/creator-discovery`)).toBe('brand');
    expect(firstPaintSession(`/companies/${companyId}/briefs`)).toBeNull();
    expect(firstPaintSession('/auth/login')).toBeNull();
  });
});
