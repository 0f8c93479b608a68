import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { APP_NAME } from '../../lib/constants';
import { paths } from '../../lib/paths';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/**
 * The creator portal's header and its logged-out frame, apart from the logged-in shell (CreatorShell.tsx), which loads
 * with the portal's first page: the creator login loads only this (issue 22).
 */
export function Header({ home, children }: { home: string; children?: ReactNode }) {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="md" h={56}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={home} underline="never" aria-label={`${APP_NAME} creator portal, home`}>
            <Logo />
          </Anchor>
          {children}
        </Group>
      </Container>
    </Box>
  );
}

/** The creator's sign-up, code, login and password pages: the logo and the page. */
export function CreatorFrame() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header home={paths.creator.login()} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
