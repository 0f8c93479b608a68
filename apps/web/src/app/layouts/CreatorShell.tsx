import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconFileCertificate, IconHome, IconLogout, IconMail, IconBriefcase, IconUser } from '@tabler/icons-react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/Logo';
import { useCreatorLogout } from '../../features/creator-portal/api/logout';
import { APP_NAME } from '../../lib/constants';
import { paths } from '../../lib/paths';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The portal's sections, in the bottom navigation on phones and the header on wider screens. */
const SECTIONS = [
  { to: paths.creator.home(), label: 'Home', icon: IconHome, end: true },
  { to: paths.creator.invitations(), label: 'Invitations', icon: IconMail, end: false },
  { to: paths.creator.contracts(), label: 'Contracts', icon: IconFileCertificate, end: false },
  { to: paths.creator.work(), label: 'Work', icon: IconBriefcase, end: false },
  { to: paths.creator.profile(), label: 'Profile', icon: IconUser, end: false },
] as const;

/** Height of the phone's bottom navigation; the page keeps this much room below its content. */
const BOTTOM_NAV_HEIGHT = 64;

function Header({ home, children }: { home: string; children?: React.ReactNode }) {
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

function LogoutButton() {
  const logout = useCreatorLogout();
  return (
    <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconLogout size={16} aria-hidden />} loading={logout.isPending} onClick={() => logout.mutate()}>
      Log out
    </Button>
  );
}

/**
 * The logged-in creator's portal, phone first: the sections as a bottom navigation bar on phones and
 * as links in the header from the `sm` breakpoint (768 px); the active one has aria-current="page".
 */
export function CreatorShell() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header home={paths.creator.home()}>
        <Group gap={4} wrap="nowrap" component="nav" aria-label="Creator portal" visibleFrom="sm">
          {SECTIONS.map(({ to, label, icon: Icon, end }) => (
            <NavLink key={to} to={to} end={end} style={{ textDecoration: 'none' }}>
              {({ isActive }) => (
                <Button component="span" size="compact-md" variant={isActive ? 'light' : 'subtle'} color={isActive ? undefined : 'gray'} leftSection={<Icon size={16} aria-hidden />}>
                  {label}
                </Button>
              )}
            </NavLink>
          ))}
        </Group>
        <LogoutButton />
      </Header>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }} pb={{ base: BOTTOM_NAV_HEIGHT + 16, sm: 'xl' }}>
        <Outlet />
      </Box>
      <Box
        component="nav"
        aria-label="Creator portal sections"
        hiddenFrom="sm"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        h={BOTTOM_NAV_HEIGHT}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderTop: '1px solid var(--mantine-color-default-border)', paddingBottom: 'env(safe-area-inset-bottom)' }}
        data-testid="creator-bottom-nav"
      >
        <Group component="ul" gap={0} h="100%" wrap="nowrap" justify="space-around" m={0} p={0} style={{ listStyle: 'none' }}>
          {SECTIONS.map(({ to, label, icon: Icon, end }) => (
            <Box component="li" key={to} style={{ flex: 1 }} h="100%">
              <NavLink
                to={to}
                end={end}
                style={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, textDecoration: 'none' }}
              >
                {({ isActive }) => (
                  <>
                    <Icon size={22} aria-hidden color={isActive ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-dimmed)'} />
                    <Text component="span" size="xs" fw={isActive ? 700 : 500} c={isActive ? 'var(--mantine-primary-color-filled)' : 'dimmed'}>
                      {label}
                    </Text>
                  </>
                )}
              </NavLink>
            </Box>
          ))}
        </Group>
      </Box>
    </Box>
  );
}
