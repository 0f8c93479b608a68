import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { siteConfigQuery } from '../features/config/api/site';
import { useCustomConfig } from '../features/theme/api/custom-config';
import { companyIdFromPath } from '../features/theme/lib/active-company';
import { withCompanyTheme } from '../features/theme/lib/build-theme';
import { TOAST_Z_INDEX } from '../lib/constants';
import type { AppRouter } from './router';
import { themeFor } from './theme';

/** Below Mantine's `sm` breakpoint (48em, 768 px): a phone. */
const PHONE_QUERY = '(max-width: 47.99em)';

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
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position={phone ? 'bottom-center' : 'top-right'} limit={phone ? 2 : 4} zIndex={TOAST_Z_INDEX} />
      <ModalsProvider>{children}</ModalsProvider>
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
