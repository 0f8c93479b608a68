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
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AUTH_AREA_PATHS } from '../features/auth/lib/auth-areas';
import { setRenderScopeReader, type RenderScope } from '../lib/render-scope';
import { AppRoot } from './AppRoot';
import { FIRST_PAINT_PATHS } from './first-paint';
import { prefetchCreatorHome } from './route-data';
import { routerReady, routes } from './router';

export { FIRST_PAINT_PATHS };

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

/** Each render's session and fetch, read by the API client and the session stores (lib/render-scope.ts). */
const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeReader(() => scopes.getStore());

/** The data each first-paint page renders with (the same prefetches its route's loader starts in the browser). */
const FIRST_PAINT_DATA: Record<(typeof FIRST_PAINT_PATHS)[number], (client: QueryClient) => Promise<void>> = {
  '/creator': prefetchCreatorHome,
};

/** Once every query the prefetch started has answered (or failed: the page then shows what it shows without it). */
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
 * A signed-in page as its caller sees it first, with their data (the caller's session checked by the API before):
 * null for a page that has none (FIRST_PAINT_PATHS lists those that do).
 */
export async function renderFirstPaint(pathname: string, scope: RenderScope): Promise<FirstPaint | null> {
  const load = FIRST_PAINT_DATA[pathname as keyof typeof FIRST_PAINT_DATA];
  if (!load) return null;
  return scopes.run(scope, async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(routes, { initialEntries: [pathname] });
    try {
      await Promise.all([routerReady(router), load(queryClient)]);
      // A route that failed (its code did not load) would render the error page: the browser renders the page itself.
      const failed = Object.values(router.state.errors ?? {})[0];
      if (failed) throw failed instanceof Error ? failed : new Error(`first paint of ${pathname}: ${String(failed)}`);
      await fetchesSettled(queryClient);
      const html = renderToString(<AppRoot queryClient={queryClient} router={router} />);
      return { html, queries: dehydrate(queryClient) };
    } finally {
      router.dispose();
      queryClient.clear();
    }
  });
}
