import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { siteConfigQuery } from '../features/config/api/site';
import { TOAST_Z_INDEX } from '../lib/constants';
import { themeFor } from './theme';

/** Mantine with the partner theme of this host, once /conf/site answers (the base theme until then). */
function ThemedMantine({ children }: { children: ReactNode }) {
  const site = useQuery(siteConfigQuery);
  const partner = site.data?.partner_theme ?? null;
  const theme = useMemo(() => themeFor(partner), [partner]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} zIndex={TOAST_Z_INDEX} />
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedMantine>{children}</ThemedMantine>
    </QueryClientProvider>
  );
}
