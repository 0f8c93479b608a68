/**
 * The app rendered outside the browser (issue 22, docs/decisions/036-prerendered-pages.md), so that a page shows
 * before the app's script has run (about 0.3-0.9 s of evaluating and rendering on the machines measured), and
 * main.tsx then hydrates it:
 * - the login pages, the same for every visitor, rendered once by the web build (apps/web/prerender.mjs runs this
 *   module's server build) and sent by the server on their paths;
 * - a signed-in page's first paint (`renderFirstPaint`), rendered by the API for its caller with their data, which
 *   app/early-requests.ts asks for while the app's code loads.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, skipToken, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchPath } from 'react-router';
import { AUTH_AREA_PATHS } from '../features/auth/lib/auth-areas';
import { isApiError } from '../lib/api-client';
import { ROUTES } from '../lib/paths';
import { setRenderScopeReader, SERVER_RENDER_ORIGIN, type RenderScope } from '../lib/render-scope';
import { AppRoot } from './AppRoot';
import { FIRST_PAINT_PAGES, type FirstPaintSession } from './first-paint';
import {
  prefetchCampaigns,
  prefetchCompanyShell,
  prefetchCreatorHome,
  prefetchDashboard,
  prefetchDiscovery,
  type CompanyRoute,
} from './route-data';
import { routerReady, routes } from './router';

/** The pages rendered by the build: the three logins (brand, small business, creator). */
export const PRERENDERED_PATHS = [
  AUTH_AREA_PATHS.brand.login,
  AUTH_AREA_PATHS.sme.login,
  AUTH_AREA_PATHS.creator.login,
] as const;

/**
 * The app's markup at `pathname` for a visitor without a session, as the browser's first render makes it. Throws
 * when the page is not ready at once (a lazy route or a loader would render the loader instead of the page).
 */
export function renderPage(pathname: string): string {
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  if (!router.state.initialized) throw new Error(`prerender: ${pathname} waits for code or data`);
  try {
    return renderToString(<AppRoot queryClient={new QueryClient()} router={router} />);
  } finally {
    router.dispose();
  }
}

/** What a signed-in page's first paint is: its markup and the query cache it was rendered from. */
export interface FirstPaint {
  html: string;
  queries: DehydratedState;
}

/**
 * A page the API must not or cannot render for its caller: one of its requests failed (a company they are not a
 * member of, a session gone). The API answers with that request's code; the browser renders the page itself.
 */
export class FirstPaintRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirstPaintRefused';
  }
}

/** Each render's session and fetch, read by the API client and the session stores (lib/render-scope.ts). */
const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeReader(() => scopes.getStore());

type PageData = (client: QueryClient, route: { companyId: string; url: URL }) => Promise<void>;

/** A company page: its frame's data and its own (the same prefetches its route's loader starts in the browser). */
const companyPage =
  (own: (route: CompanyRoute) => Promise<void>): PageData =>
  async (client, route) => {
    await Promise.all([prefetchCompanyShell({ client, ...route }), own({ client, ...route })]);
  };

/** The data each first-paint page renders with, started at once; whatever else it asks for is fetched after. */
const FIRST_PAINT_DATA: Record<keyof typeof FIRST_PAINT_PAGES, PageData> = {
  [ROUTES.creator.root]: (client) => prefetchCreatorHome(client),
  [ROUTES.company.dashboard]: companyPage(prefetchDashboard),
  [ROUTES.company.campaigns]: companyPage(prefetchCampaigns),
  [ROUTES.company.creatorDiscovery]: companyPage(prefetchDiscovery),
};

/** The session a page's first paint is rendered for (plugins/first-paint.ts checks the caller has it), or null. */
export function firstPaintSession(path: string): FirstPaintSession | null {
  return firstPaintPage(path)?.session ?? null;
}

function firstPaintPage(path: string) {
  const url = new URL(path, SERVER_RENDER_ORIGIN);
  for (const [pattern, session] of Object.entries(FIRST_PAINT_PAGES)) {
    const match = matchPath(pattern, url.pathname);
    if (match) return { url, session, data: FIRST_PAINT_DATA[pattern], companyId: match.params.companyId ?? '' };
  }
  return null;
}

/** Once every query started has answered (or failed). */
function fetchesSettled(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The queries a render asked for (its components' useQuery) that nothing has fetched: on the server a component's
 * query is only recorded, never sent. Those turned off (`enabled: false`, skipToken) stay as they are.
 */
function unfetchedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && on && queryFn !== skipToken;
    });
}

/** Renders enough times for the page's data: what a render asks for is fetched, then it renders again. */
const MAX_RENDERS = 4;

async function renderWithData(client: QueryClient, render: () => string): Promise<string> {
  for (let pass = 1; ; pass++) {
    await fetchesSettled(client);
    const html = render();
    const missing = unfetchedQueries(client);
    if (missing.length === 0 || pass === MAX_RENDERS) return html;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }
}

/** The first failed request of a render, as the refusal the API answers with. */
function refusalOf(client: QueryClient): FirstPaintRefused | null {
  const failed = client
    .getQueryCache()
    .findAll({ type: 'all', predicate: (query) => query.state.status === 'error' })[0];
  if (!failed) return null;
  const error = failed.state.error;
  const code = isApiError(error) && error.code ? error.code : 'UNAVAILABLE';
  return new FirstPaintRefused(code, error instanceof Error ? error.message : 'A request of the page failed');
}

/**
 * A signed-in page (`path`, its query string included) as its caller sees it first, with their data (the caller's
 * session checked by the API before): null for a page that has none (FIRST_PAINT_PAGES lists those that do). Throws
 * FirstPaintRefused when one of its requests failed, so that an error state (or another company's "no access") is
 * never sent as a first paint.
 */
export async function renderFirstPaint(path: string, scope: RenderScope): Promise<FirstPaint | null> {
  const page = firstPaintPage(path);
  if (!page) return null;
  return scopes.run(scope, async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(routes, { initialEntries: [`${page.url.pathname}${page.url.search}`] });
    try {
      await Promise.all([routerReady(router), page.data(queryClient, { companyId: page.companyId, url: page.url })]);
      // A route that failed (its code did not load) would render the error page: the browser renders the page itself.
      const failed = Object.values(router.state.errors ?? {})[0];
      if (failed) throw failed instanceof Error ? failed : new Error(`first paint of ${path}: ${String(failed)}`);
      const html = await renderWithData(queryClient, () =>
        renderToString(<AppRoot queryClient={queryClient} router={router} />),
      );
      const refused = refusalOf(queryClient);
      if (refused) throw refused;
      return { html, queries: dehydrate(queryClient) };
    } finally {
      router.dispose();
      queryClient.clear();
    }
  });
}
