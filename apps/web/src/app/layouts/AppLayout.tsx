import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Brand, auth and public pages: navbar, content, footer. */
export function AppLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
