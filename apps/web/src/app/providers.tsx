import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  deferOverlayHosts,
  overlayHostsMounted,
  overlayHostsRequested,
  subscribeOverlayHosts,
} from '../components/overlay-hosts';
import { siteConfigQuery } from '../features/config/api/site';
import { useCustomConfig } from '../features/theme/api/custom-config';
import { companyIdFromPath } from '../features/theme/lib/active-company';
import { withCompanyTheme } from '../features/theme/lib/build-theme';
import { TOAST_Z_INDEX } from '../lib/constants';
import { withMantineStyles } from './mantine-styles';
import type { AppRouter } from './router';
import { themeFor } from './theme';

/** Below Mantine's `sm` breakpoint (48em, 768 px): a phone. */
const PHONE_QUERY = '(max-width: 47.99em)';

/*
 * The toasts' and the modals' hosts load after the first page, not before it (issue 22: the login page's bundle), or
 * as soon as a toast or a confirmation asks for them (components/overlay-hosts.ts). Neither is needed to draw a page:
 * a toast shown before is drawn once its host is there, a confirmation waits for its host. The modals' host has no
 * children, so loading it never remounts the app.
 */
deferOverlayHosts();
const Notifications = lazy(() =>
  withMantineStyles(() => import('@mantine/notifications')).then((m) => ({ default: m.Notifications })),
);
const ModalsProvider = lazy(() =>
  withMantineStyles(() => import('@mantine/modals')).then((m) => ({ default: m.ModalsProvider })),
);

/** How long after the first page has loaded the hosts are fetched, unless asked for before. */
const OVERLAY_HOSTS_DELAY_MS = 1000;

/** Whether to mount the hosts: asked for, or a moment after the router's first page has loaded. */
function useOverlayHostsWanted(router: AppRouter | undefined): boolean {
  const requested = useSyncExternalStore(subscribeOverlayHosts, overlayHostsRequested, () => false);
  const firstPageLoaded = useSyncExternalStore(
    (listener) => (router ? router.subscribe(listener) : () => undefined),
    () => router?.state.initialized ?? true,
    () => false,
  );
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!firstPageLoaded || late) return;
    const timer = window.setTimeout(() => setLate(true), OVERLAY_HOSTS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [firstPageLoaded, late]);
  return requested || late;
}

/** Rendered after the hosts (in the same Suspense boundary): its effect runs once they are mounted. */
function HostsMounted() {
  useEffect(() => overlayHostsMounted(), []);
  return null;
}

/** The path the router is at, read outside the router's own tree (the theme wraps the router). */
function useRouterPathname(router: AppRouter | undefined): string {
  return useSyncExternalStore(
    (listener) => (router ? router.subscribe(listener) : () => undefined),
    () => router?.state.location.pathname ?? '/',
    () => '/',
  );
}

/**
 * Mantine with (a) the partner theme of this host once /conf/site answers, and (b) inside
 * /companies/{company_id}/..., that company's theme (custom_config) on top. Saving a theme
 * invalidates its query, so the whole app re-themes at once. Base theme until then and elsewhere.
 */
function ThemedMantine({ router, children }: { router?: AppRouter; children: ReactNode }) {
  const site = useQuery(siteConfigQuery);
  const partner = site.data?.partner_theme ?? null;
  const companyId = companyIdFromPath(useRouterPathname(router));
  const company = useCustomConfig(companyId).data?.properties.value ?? null;
  const theme = useMemo(
    () => withCompanyTheme(themeFor(partner), companyId ? company : null),
    [partner, company, companyId],
  );
  // On a phone a toast under the header would lie over the page's title, section tabs and main
  // buttons (it takes the whole width): there toasts open at the bottom, two at most.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const hostsWanted = useOverlayHostsWanted(router);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {hostsWanted && (
        <Suspense fallback={null}>
          <Notifications
            position={phone ? 'bottom-center' : 'top-right'}
            limit={phone ? 2 : 4}
            zIndex={TOAST_Z_INDEX}
          />
          <ModalsProvider />
          <HostsMounted />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}

export function AppProviders({
  queryClient,
  router,
  children,
}: {
  queryClient: QueryClient;
  router?: AppRouter;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantine router={router}>{children}</ThemedMantine>
    </QueryClientProvider>
  );
}
