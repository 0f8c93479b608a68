import { Box } from '@mantine/core';
import { lazy } from 'react';
import { Outlet } from 'react-router';
import { ClientSuspense } from '../../components/ClientSuspense';
import { useSession, type SessionKind } from '../../lib/session';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const MerchantNotificationStream = lazy(() =>
  import('../../features/notifications/components/MerchantNotificationStream').then((m) => ({
    default: m.MerchantNotificationStream,
  })),
);

/**
 * The frame of every page: navbar, content, footer. The area picks the navbar's session and links. The brand area
 * keeps the tab's one notification stream open while a brand session lasts (the navbar's bell shows it); its code
 * loads with the session, not with the login page.
 */
export function AppLayout({ area = 'brand' }: { area?: SessionKind }) {
  const brandSession = useSession('brand') !== null;
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {area === 'brand' && brandSession && (
        <ClientSuspense fallback={null}>
          <MerchantNotificationStream />
        </ClientSuspense>
      )}
      <SkipLink />
      <Navbar area={area} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
