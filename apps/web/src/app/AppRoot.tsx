import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
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
 * discovery page's LCP 1,570 -> 1,250 ms, campaigns 1,172 -> 1,034 (median of 6, slow machine).
 */
export function AppRoot({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router}>
        <RouterProvider router={router} useTransitions={false} />
      </AppProviders>
    </StrictMode>
  );
}
