import { ActionIcon, Box, Button, Group, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCoin,
  IconFileCertificate,
  IconHome,
  IconLogout,
  IconMail,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useCreatorLogout } from '../../features/creator-accounts/api/logout';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { useCreatorNotificationStream } from '../../features/notifications/lib/use-notification-stream';
import { paths } from '../../lib/paths';
import { Header } from './CreatorFrame';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

interface Section {
  to: string;
  label: string;
  icon: typeof IconHome;
  /** Active on its own path only (Home), not below it. */
  end?: boolean;
  /** Other paths the section holds (Jobs holds the bids: its second tab). */
  holds?: readonly string[];
}

/**
 * The portal's sections, in the bottom navigation on phones and the header on wider screens. The bottom bar holds
 * six at most, so each keeps a thumb-sized target at 390 px (the bids are a tab of Jobs, not a section); the
 * profile, visited once set up, is an icon in the phone's header instead (PROFILE).
 */
const SECTIONS: readonly Section[] = [
  { to: paths.creator.home(), label: 'Home', icon: IconHome, end: true },
  { to: paths.creator.jobs(), label: 'Jobs', icon: IconCoin, holds: [paths.creator.bids()] },
  { to: paths.creator.invitations(), label: 'Invitations', icon: IconMail },
  { to: paths.creator.contracts(), label: 'Contracts', icon: IconFileCertificate },
  { to: paths.creator.work(), label: 'Work', icon: IconBriefcase },
  { to: paths.creator.earnings(), label: 'Earnings', icon: IconWallet },
];

/** The profile: the last of the header's sections from `md`, an icon beside the bell below it. */
const PROFILE: Section = { to: paths.creator.profile(), label: 'Profile', icon: IconUser };

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Whether the page shown belongs to a section. */
export function sectionIsActive(section: Pick<Section, 'to' | 'end' | 'holds'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (section.end) return path === section.to;
  return [section.to, ...(section.holds ?? [])].some((p) => under(path, p));
}

/** Height of the phone's bottom navigation; the page keeps this much room below its content. */
const BOTTOM_NAV_HEIGHT = 64;

function LogoutButton() {
  const logout = useCreatorLogout();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconLogout size={16} aria-hidden />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Log out
    </Button>
  );
}

/** The profile on phones: an icon link in the header (the bottom bar is full), current while the profile is shown. */
function ProfileIcon({ active }: { active: boolean }) {
  return (
    <Box hiddenFrom="md">
      <ActionIcon
        component={Link}
        to={PROFILE.to}
        variant={active ? 'light' : 'subtle'}
        color={active ? undefined : 'gray'}
        size="lg"
        aria-label={PROFILE.label}
        aria-current={active ? 'page' : undefined}
      >
        <PROFILE.icon size={20} aria-hidden />
      </ActionIcon>
    </Box>
  );
}

/**
 * The logged-in creator's portal, phone first: the sections as a bottom navigation bar (icons and
 * 11 px labels: six fit a 360 px phone) below the `md` breakpoint, with the profile as an icon in the
 * header, and as text links in the header from it (992 px: the six sections and the profile, the logo
 * and Log out fit); the active one (the section holding the page shown) has aria-current="page". The
 * notifications bell sits beside Log out on every screen, and the tab's one notification stream is open
 * while the portal's session lasts.
 */
export function CreatorShell() {
  const { pathname } = useLocation();
  useCreatorNotificationStream();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header home={paths.creator.home()}>
        <Group gap={4} wrap="nowrap" component="nav" aria-label="Creator portal" visibleFrom="md">
          {[...SECTIONS, PROFILE].map((section) => {
            const { to, label } = section;
            const isActive = sectionIsActive(section, pathname);
            return (
              <Link key={to} to={to} aria-current={isActive ? 'page' : undefined} style={{ textDecoration: 'none' }}>
                <Button
                  component="span"
                  size="compact-md"
                  variant={isActive ? 'light' : 'subtle'}
                  color={isActive ? undefined : 'gray'}
                >
                  {label}
                </Button>
              </Link>
            );
          })}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ProfileIcon active={sectionIsActive(PROFILE, pathname)} />
          <NotificationBell audience="creator" seeAllPath={paths.creator.notifications()} />
          <LogoutButton />
        </Group>
      </Header>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ flex: 1, outline: 'none' }}
        pb={{ base: BOTTOM_NAV_HEIGHT + 16, md: 'xl' }}
      >
        <Outlet />
      </Box>
      <Box
        component="nav"
        aria-label="Creator portal sections"
        hiddenFrom="md"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        h={BOTTOM_NAV_HEIGHT}
        bg="var(--mantine-color-body)"
        style={{
          zIndex: 100,
          borderTop: '1px solid var(--mantine-color-default-border)',
          paddingBottom: 'env(safe-area-inset-bottom)',
        }}
        data-testid="creator-bottom-nav"
      >
        <Group
          component="ul"
          gap={0}
          h="100%"
          wrap="nowrap"
          justify="space-around"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {SECTIONS.map((section) => {
            const { to, label, icon: Icon } = section;
            const isActive = sectionIsActive(section, pathname);
            return (
              <Box component="li" key={to} style={{ flex: 1, minWidth: 0 }} h="100%">
                <Link
                  to={to}
                  aria-current={isActive ? 'page' : undefined}
                  style={{
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    justifyContent: 'center',
                    gap: 2,
                    textDecoration: 'none',
                  }}
                >
                  <Icon
                    size={22}
                    aria-hidden
                    color={isActive ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-dimmed)'}
                  />
                  <Text
                    component="span"
                    fz={11}
                    lh={1.3}
                    fw={isActive ? 700 : 500}
                    c={isActive ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
                  >
                    {label}
                  </Text>
                </Link>
              </Box>
            );
          })}
        </Group>
      </Box>
    </Box>
  );
}
