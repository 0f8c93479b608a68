import './app/mantine-shell.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { hydrate as seedQueries, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { warmNumberFormats } from '@app/shared/numbers';
import { AppRoot } from './app/AppRoot';
import { takeFirstPaint } from './app/first-paint';
import { createAppRouter, routerReady } from './app/router';
import { toastError } from './components/toast';
import { DISABLED_PATH, isAccountDisabledError, isForbiddenError } from './lib/account-disabled';
import { isApiError, loginPathAfterUnauthorized, setUnauthorizedHandler } from './lib/api-client';
import { startErrorReporting } from './lib/error-reporting';
import { afterNextPaint } from './lib/idle';
import { creatorSessionStore } from './lib/creator-session';
import { createQueryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import { QUERY_ROOTS } from './lib/query-keys';
import { setRenderScopeReader } from './lib/render-scope';

// Rate limits are shown once, centrally, with the wait time (forms still show their inline error).
// Any FORBIDDEN reply refreshes the profile, so an account disabled meanwhile is seen by the guards
// (they send it to /disabled); the reply that says so (FORBIDDEN about account_disabled) goes there at once.
const queryClient = createQueryClient((error) => {
  if (isApiError(error) && error.isRateLimited) toastError(error);
  if (isForbiddenError(error)) void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.profile] });
  if (isAccountDisabledError(error) && router.state.location.pathname !== DISABLED_PATH) {
    void router.navigate(DISABLED_PATH, { replace: true });
  }
});
const router = createAppRouter(queryClient);

// A 401 on a session call has already cleared that session; send the user to its login.
setUnauthorizedHandler((kind) => {
  const { pathname, search, hash } = router.state.location;
  void router.navigate(loginPathAfterUnauthorized(kind, `${pathname}${search}${hash}`), { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = <AppRoot queryClient={queryClient} router={router} />;

/**
 * A page the build rendered (the logins) is hydrated: its markup stays and becomes the app's. So is a first paint the
 * API rendered with the caller's data (app/early-requests.ts put it in the page): the query cache starts from the data
 * it was rendered with, the guards from the session it was rendered for, and React takes it over once the router has
 * the route's code, so the first render matches. Any other page is rendered anew.
 */
async function start(root: HTMLElement): Promise<void> {
  const firstPaint = await takeFirstPaint();
  if (firstPaint) {
    seedQueries(queryClient, firstPaint.queries as DehydratedState);
    const scope = { creatorToken: creatorSessionStore.getToken(), brandToken: sessionStore.getToken('brand') };
    setRenderScopeReader(() => scope);
    await routerReady(router);
  }
  const [rendered, page] = firstPaint
    ? [root.dataset.firstPaint, `${location.pathname}${location.search}`]
    : [root.dataset.prerendered, location.pathname];
  if (rendered === page) hydrateRoot(root, app);
  // Anything else is drawn anew (createRoot replaces whatever the container holds).
  else createRoot(root).render(app);
}
void start(container);
// After the first render: the SDK (only in a build with VITE_SENTRY_DSN) loads when the page is idle.
startErrorReporting();
// While the page waits for its code and data (the loader is on screen), not in the render that shows its figures.
afterNextPaint(warmNumberFormats);
