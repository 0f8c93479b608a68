/**
 * The login pages as HTML, rendered once by the web build (apps/web/prerender.mjs runs this module's server build),
 * so that a visit's first page shows before the app's script has run (issue 22: about 0.3-0.9 s of evaluating and
 * rendering on the machines measured); the server sends each on its path and main.tsx hydrates it. Only pages that
 * are the same for every visitor: a page with someone's data would need their session on the server.
 */
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AUTH_AREA_PATHS } from '../features/auth/lib/auth-areas';
import { AppRoot } from './AppRoot';
import { routes } from './router';

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
