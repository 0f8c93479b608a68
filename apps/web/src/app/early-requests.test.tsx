import { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATOR_SESSION_KEYS } from '../lib/creator-session';
import { EARLY_RESPONSES } from '../lib/early-responses';
import { buildPath, ROUTES } from '../lib/paths';
import { SESSION_KEYS } from '../lib/session';
import { EARLY_CHUNK_MODULES, EARLY_CHUNKS_ELEMENT_ID } from './early-chunks';
import {
  EARLY_CHUNKS_ID,
  earlyChunkKeysFor,
  earlyRequestsFor,
  firstPaintSessionFor,
  startEarlyRequests,
  startFirstPaint,
} from './early-requests';
import {
  FIRST_PAINT_API_PATHS,
  FIRST_PAINT_GIVEN_UP,
  FIRST_PAINT_GLOBAL,
  FIRST_PAINT_PAGES,
  FIRST_PAINT_WAIT_MS,
  takeFirstPaint,
} from './first-paint';
import {
  prefetchCampaigns,
  prefetchCompany,
  prefetchCreatorHome,
  prefetchDashboard,
  prefetchDiscovery,
} from './route-data';

const global = globalThis as Record<string, unknown>;
const COMPANY = 'c0ffee00-0000-4000-8000-000000000001';

/** A fetch that records each request (address and bearer) and answers an empty JSON object. */
function recordRequests() {
  const seen: Array<{ url: string; authorization: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      seen.push({
        url: new URL(request.url, location.origin).href,
        authorization: request.headers.get('Authorization'),
      });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

const at = (path: string) => window.history.pushState({}, '', path);
const signIn = () => {
  localStorage.setItem(SESSION_KEYS.brand, JSON.stringify({ token: 'brand-token', profile: null }));
  localStorage.setItem(CREATOR_SESSION_KEYS.session, JSON.stringify({ token: 'creator-token' }));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  for (const element of document.head.querySelectorAll(`link, #${EARLY_CHUNKS_ID}`)) element.remove();
  delete global[EARLY_RESPONSES];
  at('/');
});

describe('early requests', () => {
  it('sends a company page its requests with the brand session, anonymous ones without it', () => {
    signIn();
    const seen = recordRequests();
    at(buildPath(ROUTES.company.dashboard, { companyId: COMPANY }));
    startEarlyRequests();
    expect(seen).toContainEqual({
      url: `${location.origin}/api/companies/${COMPANY}`,
      authorization: 'Bearer brand-token',
    });
    expect(seen).toContainEqual({ url: `${location.origin}/api/conf/site`, authorization: null });
    const early = global[EARLY_RESPONSES] as Map<string, { authorization: string | null }>;
    expect(early.get(`${location.origin}/api/companies/${COMPANY}/dashboard`)?.authorization).toBe(
      'Bearer brand-token',
    );
  });

  it('sends nothing without the session the page needs, nor for other pages', () => {
    const seen = recordRequests();
    at(buildPath(ROUTES.company.dashboard, { companyId: COMPANY }));
    startEarlyRequests();
    at(ROUTES.creator.root);
    startEarlyRequests();
    signIn();
    at(ROUTES.company.root.replace('/:companyId', ''));
    startEarlyRequests();
    at(ROUTES.auth.login);
    startEarlyRequests();
    expect(seen).toEqual([]);
    expect(global[EARLY_RESPONSES]).toBeUndefined();
  });

  // Each early request is one the page's own queries make, with the same bearer: else it would be sent for nothing.
  const pages: Array<[string, string, (client: QueryClient, url: URL) => Promise<void>]> = [
    [
      'the company dashboard',
      buildPath(ROUTES.company.dashboard, { companyId: COMPANY }),
      (client, url) => prefetchDashboard({ client, companyId: COMPANY, url }),
    ],
    [
      'the campaigns list',
      buildPath(ROUTES.company.campaigns, { companyId: COMPANY }),
      (client, url) => prefetchCampaigns({ client, companyId: COMPANY, url }),
    ],
    [
      'creator discovery',
      buildPath(ROUTES.company.creatorDiscovery, { companyId: COMPANY }),
      (client, url) => prefetchDiscovery({ client, companyId: COMPANY, url }),
    ],
    ['the creator portal home', ROUTES.creator.root, (client) => prefetchCreatorHome(client)],
  ];
  it.each(pages)('asks %s only for what its queries ask for', async (_, path, prefetchPage) => {
    signIn();
    const seen = recordRequests();
    const client = new QueryClient();
    const url = new URL(path, location.origin);
    await prefetchPage(client, url);
    if (path.startsWith('/companies/')) await prefetchCompany({ client, companyId: COMPANY, url });
    // The shell's theme and the site's configuration, as the company shell and the navbar ask for them.
    const { customConfigQuery } = await import('../features/theme/api/custom-config');
    const { siteConfigQuery } = await import('../features/config/api/site');
    if (path.startsWith('/companies/')) {
      void client.prefetchQuery(customConfigQuery(COMPANY));
      void client.prefetchQuery(siteConfigQuery);
    }
    await settle();
    const asked = seen.map((request) => `${request.authorization ?? '-'} ${request.url}`);
    const early = earlyRequestsFor(path).map(
      ([session, apiPath]) =>
        `${session === 'none' ? '-' : `Bearer ${session}-token`} ${location.origin}/api${apiPath}`,
    );
    expect(early.length).toBeGreaterThan(0);
    for (const request of early) expect(asked).toContain(request);
  });
});

describe('early page code', () => {
  /** index.html's table as the build writes it: each page's files, a parent's before its sections'. */
  const table = {
    company: ['assets/styles-1.css', 'assets/mantine-1.js', 'assets/CompanyShell-1.js'],
    'company/dashboard': ['assets/CompanyDashboardPage-1.js', 'assets/CompanyDashboardPage-1.css'],
    'company/campaigns': ['assets/CampaignsPage-1.js'],
    creator: ['assets/styles-1.css', 'assets/CreatorShell-1.js'],
  };
  const writeTable = () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EARLY_CHUNKS_ID;
    block.textContent = JSON.stringify(table);
    document.head.appendChild(block);
  };
  const links = () =>
    [...document.head.querySelectorAll('link')].map(
      (link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href')}`,
    );

  it('reads the block the build writes', () => {
    expect(EARLY_CHUNKS_ID).toBe(EARLY_CHUNKS_ELEMENT_ID);
  });

  it('names a page among the ones the build lists, with the session each needs', () => {
    const companyPage = (section: string) => `/companies/${COMPANY}/${section}`;
    expect(earlyChunkKeysFor(companyPage('dashboard'))).toEqual([
      ['brand', 'company'],
      ['brand', 'company/dashboard'],
    ]);
    expect(earlyChunkKeysFor(companyPage('creator-discovery'))).toContainEqual(['brand', 'company/creator-discovery']);
    expect(earlyChunkKeysFor(companyPage('campaigns'))).toContainEqual(['brand', 'company/campaigns']);
    expect(earlyChunkKeysFor(companyPage('briefs'))).toEqual([['brand', 'company']]);
    expect(earlyChunkKeysFor(`/companies/${COMPANY}/campaigns/123`)).toEqual([['brand', 'company']]);
    expect(earlyChunkKeysFor('/companies')).toEqual([]);
    expect(earlyChunkKeysFor(ROUTES.creator.root)).toEqual([['creator', 'creator']]);
    expect(earlyChunkKeysFor(ROUTES.auth.login)).toEqual([]);
    for (const [, key] of [...earlyChunkKeysFor(companyPage('dashboard')), ...earlyChunkKeysFor(ROUTES.creator.root)])
      expect(Object.keys(EARLY_CHUNK_MODULES)).toContain(key);
  });

  it("asks for a signed-in page's code beside its data: scripts as module preloads, stylesheets as preloads", () => {
    signIn();
    recordRequests();
    writeTable();
    at(buildPath(ROUTES.company.dashboard, { companyId: COMPANY }));
    startEarlyRequests();
    expect(links()).toEqual([
      'preload:style /assets/styles-1.css',
      'modulepreload /assets/mantine-1.js',
      'modulepreload /assets/CompanyShell-1.js',
      'modulepreload /assets/CompanyDashboardPage-1.js',
      'preload:style /assets/CompanyDashboardPage-1.css',
    ]);
    // As Vite's loader makes its own: its stylesheet link then takes the preloaded answer.
    for (const link of document.head.querySelectorAll('link')) expect(link.crossOrigin).toBe('');
  });

  it('asks for none without the session the page needs, on a login page, or without the table', () => {
    recordRequests();
    writeTable();
    at(buildPath(ROUTES.company.dashboard, { companyId: COMPANY }));
    startEarlyRequests();
    localStorage.setItem(CREATOR_SESSION_KEYS.session, JSON.stringify({ token: 'creator-token' }));
    startEarlyRequests(); // a creator session is not the brand's
    signIn();
    at(ROUTES.auth.login);
    startEarlyRequests();
    expect(links()).toEqual([]);
    document.getElementById(EARLY_CHUNKS_ID)?.remove();
    at(ROUTES.creator.root);
    startEarlyRequests();
    expect(links()).toEqual([]);
  });
});

describe("a page's first paint (decision 036)", () => {
  const paint = { html: '<h1>Hello, Achieng</h1>', queries: { queries: [], mutations: [] } };
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    document.body.appendChild(root);
  });
  afterEach(() => {
    root.remove();
    vi.useRealTimers();
    delete global[FIRST_PAINT_GLOBAL];
    delete global[FIRST_PAINT_GIVEN_UP];
  });

  /** index.html as the build writes it: the entry's address on the early-chunks element. */
  const built = () => {
    const table = document.createElement('script');
    table.type = 'application/json';
    table.id = EARLY_CHUNKS_ID;
    table.dataset.entry = '/assets/index-abc.js';
    table.textContent = '{}';
    document.head.appendChild(table);
  };
  /** The API's answer to the first-paint request (any other request answers `{}`), and every request made. */
  const answering = (response: () => Promise<Response>) => {
    const seen: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(new URL(String(input), location.origin), init);
        seen.push(request);
        return Object.values(FIRST_PAINT_API_PATHS).includes(new URL(request.url).pathname.replace(/^\/api/, ''))
          ? response()
          : new Response('{}', { status: 200 });
      }),
    );
    return seen;
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it("asks for the creator home's first paint with the creator's session and shows it in the page", async () => {
    signIn();
    built();
    const seen = answering(async () => json(paint));
    at('/creator');
    startFirstPaint({ brand: 'brand-token', creator: 'creator-token' });
    expect(await takeFirstPaint()).toEqual(paint);
    const asked = seen.find((r) => new URL(r.url).pathname === `/api${FIRST_PAINT_API_PATHS.creator}`);
    expect(new URL(asked!.url).searchParams.get('path')).toBe('/creator');
    expect(asked!.headers.get('Authorization')).toBe('Bearer creator-token');
    expect(root.innerHTML).toBe(paint.html);
    expect(root.dataset.firstPaint).toBe('/creator');
  });

  it("asks for a company page's with the brand session, its query, the browser's time zone and width", async () => {
    built();
    const seen = answering(async () => json(paint));
    at('/companies/c-1/creator-discovery?country=KE');
    startFirstPaint({ brand: 'brand-token', creator: 'creator-token' });
    expect(await takeFirstPaint()).toEqual(paint);
    const asked = seen.find((r) => new URL(r.url).pathname === `/api${FIRST_PAINT_API_PATHS.brand}`);
    const query = new URL(asked!.url).searchParams;
    expect(query.get('path')).toBe('/companies/c-1/creator-discovery?country=KE');
    expect(query.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(query.get('width')).toBe(String(innerWidth));
    expect(asked!.headers.get('Authorization')).toBe('Bearer brand-token');
    expect(root.dataset.firstPaint).toBe('/companies/c-1/creator-discovery?country=KE');
  });

  it("draws a company page's first paint with its stylesheets applied, and none of its other requests", async () => {
    signIn();
    const table = document.createElement('script');
    table.type = 'application/json';
    table.id = EARLY_CHUNKS_ID;
    table.dataset.entry = '/assets/index-abc.js';
    table.textContent = JSON.stringify({ company: ['assets/styles-1.css', 'assets/CompanyShell-1.js'] });
    document.head.appendChild(table);
    const seen = answering(async () => json(paint));
    at('/companies/c-1/dashboard');
    startEarlyRequests();
    // Applied, not only preloaded: Vite's loader finds them when the app asks for the page's code.
    const stylesheet = document.head.querySelector<HTMLLinkElement>('link[href="/assets/styles-1.css"]');
    expect(stylesheet?.rel).toBe('stylesheet');
    expect(document.head.querySelector('link[href="/assets/CompanyShell-1.js"]')?.getAttribute('rel')).toBe(
      'modulepreload',
    );
    // Shown once the stylesheet has settled (this simulated DOM fails it at once; the browser test sees it styled).
    expect(await takeFirstPaint()).toEqual(paint);
    expect(root.innerHTML).toBe(paint.html);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([`/api${FIRST_PAINT_API_PATHS.brand}`]);
  });

  it('knows the pages first-paint.ts lists, each with its session', () => {
    const samples = ['/creator', '/creator/jobs', '/companies/c-1', '/companies/c-1/briefs', '/auth/login'];
    for (const pattern of Object.keys(FIRST_PAINT_PAGES)) samples.push(buildPath(pattern, { companyId: 'c-1' }));
    for (const path of samples) {
      const listed = Object.entries(FIRST_PAINT_PAGES).find(([pattern]) => matchPath(pattern, path));
      expect(firstPaintSessionFor(path), path).toBe(listed?.[1] ?? null);
    }
  });

  it('asks nothing on another page, without the session, or under the dev server (no built entry)', async () => {
    const seen = answering(async () => json(paint));
    built();
    at('/creator/jobs');
    startFirstPaint({ brand: null, creator: 'creator-token' });
    at('/creator');
    startFirstPaint({ brand: 'brand-token', creator: null });
    for (const element of document.head.querySelectorAll(`#${EARLY_CHUNKS_ID}`)) element.remove();
    startFirstPaint({ brand: null, creator: 'creator-token' });
    expect(seen).toEqual([]);
    expect(await takeFirstPaint()).toBeNull();
  });

  it('shows nothing when the API has none, and nothing over what the app has drawn', async () => {
    built();
    at('/creator');
    answering(async () => json({ code: 'UNAVAILABLE' }, 503));
    startFirstPaint({ brand: null, creator: 'creator-token' });
    expect(await takeFirstPaint()).toBeNull();
    expect(root.hasChildNodes()).toBe(false);
    root.innerHTML = '<p>the app</p>';
    answering(async () => json(paint));
    startFirstPaint({ brand: null, creator: 'creator-token' });
    expect(await takeFirstPaint()).toBeNull();
    expect(root.innerHTML).toBe('<p>the app</p>');
  });

  it(`gives a slow one up after ${FIRST_PAINT_WAIT_MS} ms: a later answer is not shown`, async () => {
    vi.useFakeTimers();
    built();
    at('/creator');
    let answer: (response: Response) => void = () => undefined;
    answering(() => new Promise<Response>((resolve) => (answer = resolve)));
    startFirstPaint({ brand: null, creator: 'creator-token' });
    const taken = takeFirstPaint();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
    expect(await taken).toBeNull();
    answer(json(paint));
    await vi.advanceTimersByTimeAsync(10);
    expect(root.hasChildNodes()).toBe(false);
  });
});
