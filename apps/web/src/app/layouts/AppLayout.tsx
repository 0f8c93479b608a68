import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { useMerchantNotificationStream } from '../../features/notifications/lib/use-notification-stream';
import type { SessionKind } from '../../lib/session';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The frame of every page: navbar, content, footer. The area picks the navbar's session and links. The brand area
 * keeps the tab's one notification stream open while a brand session lasts (the navbar's bell shows it).
 */
export function AppLayout({ area = 'brand' }: { area?: SessionKind }) {
  useMerchantNotificationStream(area === 'brand');
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar area={area} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
