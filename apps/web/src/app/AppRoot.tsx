import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/**
 * The whole app: what main.tsx renders (or hydrates) in the browser and what the build renders for the prerendered
 * pages (app/prerender.tsx), one tree so the two cannot differ.
 *
 * The router's updates are not transitions (useTransitions={false}, issue 22): in a transition React kept the loader
 * on screen until every lazy part of the new page (the navbar's menu and bell) had loaded and the whole page had
 * rendered, and restarted that render whenever a query answered meanwhile; now the page shows as soon as its route's
 * code is in (the router loads it before it updates), each lazy part behind its own Suspense boundary. Measured: the
 * discovery page's LCP 1,570 -> 1,250 ms, campaigns 1,172 -> 1,034 (median of 6, slow machine). React DOM's
 * `flushSync` is what react-router/dom's RouterProvider adds; given here, one module of React Router serves the app
 * in tests too (Vitest's resolver and Node's picked two builds, each with its own router context).
 */
/** React DOM's flushSync, which React Router asks for without its result. */
const flushUpdates = (update: () => unknown): undefined => {
  flushSync(update);
};

export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router}>
        <RouterProvider router={router} flushSync={flushUpdates} useTransitions={false} />
      </AppProviders>
    </StrictMode>
  );
}
