import { Anchor, Avatar, Box, Burger, Button, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingSkyscraper,
  IconChevronDown,
  IconLayoutDashboard,
  IconReceipt,
  IconSearch,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MerchantProfile } from '@app/shared/auth';
import { brandHomePath, smeHomePath } from '@app/shared/session';
import { ClientSuspense } from '../../components/ClientSuspense';
import { Logo } from '../../components/Logo';
import { AFTER_LOGOUT, useLogout } from '../../features/auth/api/logout';
import { useMerchantProfile } from '../../features/auth/api/profile';
import { useSiteConfig } from '../../features/config/api/site';
import { useCustomConfig } from '../../features/theme/api/custom-config';
import { companyIdFromPath } from '../../features/theme/lib/active-company';
import { NAVBAR_SCROLL_THRESHOLD } from '../../lib/constants';
import { displayName } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession, type SessionKind } from '../../lib/session';
import { useLoadedOnce } from '../../lib/use-loaded-once';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { withMantineStyles } from '../mantine-styles';

/*
 * What only a logged-in user or an opened drawer needs loads on its own (issue 22: the login page's bundle): the user
 * menu, the drawer and the notifications bell. The menu's button is drawn at once, disabled until its menu is there.
 */
const UserMenu = lazy(() =>
  withMantineStyles(() => import('./NavbarUserMenu')).then((m) => ({ default: m.NavbarUserMenu })),
);
const NavbarDrawer = lazy(() =>
  withMantineStyles(() => import('./NavbarDrawer')).then((m) => ({ default: m.NavbarDrawer })),
);
const NotificationBell = lazy(() =>
  withMantineStyles(() => import('../../features/notifications/components/NotificationBell')).then((m) => ({
    default: m.NotificationBell,
  })),
);

export interface NavTarget {
  to: string;
  label: string;
}

export interface NavLinkItem extends NavTarget {
  icon: typeof IconUser;
}

/** What the header offers in each area (spec section 4: the SME and brand areas keep separate sessions). */
interface NavbarArea {
  /** The sessions the header shows, the first one present wins. */
  sessions: readonly SessionKind[];
  /** A visitor who is not logged in: where the logo goes, and the two buttons. */
  anonymous: { home: string; login: NavTarget; signup: NavTarget };
}

const NAVBAR_AREAS: Record<SessionKind, NavbarArea> = {
  brand: {
    sessions: ['brand', 'sme'],
    anonymous: {
      home: paths.auth.login(),
      login: { to: paths.auth.login(), label: 'Log in' },
      signup: { to: paths.auth.signup(), label: 'Sign up' },
    },
  },
  sme: {
    sessions: ['sme'],
    anonymous: {
      home: paths.sme.signin(),
      login: { to: paths.sme.signin(), label: 'Sign in' },
      signup: { to: paths.sme.signup(), label: 'Sign up' },
    },
  },
};

export interface NavUser {
  kind: SessionKind;
  profile: MerchantProfile | undefined;
  name: string;
  /** The logo's target: /companies for a brand user (spec: Navbar), the SME dashboard for an SME user. */
  home: string;
  dashboardPath: string;
  /** The profile pages; the SME area has none. */
  profilePath: string | null;
  links: readonly NavLinkItem[];
}

const BRAND_LINKS: readonly NavLinkItem[] = [
  { to: paths.companies(), label: 'Companies', icon: IconBuildingSkyscraper },
  { to: paths.influencers(), label: 'Influencers', icon: IconSearch },
  { to: paths.manageTeam(), label: 'Manage team', icon: IconUsers },
  { to: paths.payments(), label: 'Payments', icon: IconReceipt },
];

function useNavUser(area: NavbarArea): NavUser | null {
  const brand = useSession('brand');
  const sme = useSession('sme');
  const present = { brand, sme };
  const kind = area.sessions.find((k) => present[k]) ?? null;
  const profileQuery = useMerchantProfile(kind ?? area.sessions[0]);
  if (!kind) return null;
  const profile = profileQuery.data;
  if (kind === 'sme') {
    const home = profile ? smeHomePath(profile) : paths.sme.root();
    return {
      kind,
      profile,
      name: profile?.name || displayName(profile),
      home,
      dashboardPath: home,
      profilePath: null,
      links: [],
    };
  }
  const dashboardPath = profile ? brandHomePath(profile) : paths.companies();
  return {
    kind,
    profile,
    name: displayName(profile),
    home: paths.companies(),
    dashboardPath,
    profilePath: paths.profile.root(),
    links: BRAND_LINKS,
  };
}

/** The company whose notifications "See all" opens: the one shown, else the last one used, else the first. */
function notificationsPath(activeCompanyId: string | null, profile: MerchantProfile | undefined): string | null {
  const companies = profile?.companies.filter((c) => !c.is_sme) ?? [];
  const id = activeCompanyId ?? companies.find((c) => c.id === profile?.last_company_id)?.id ?? companies[0]?.id;
  return id ? paths.company.notifications(id) : null;
}

/**
 * The header of both areas: logo (to /companies when logged in, to login otherwise; SME: its
 * dashboard or sign-in), a Dashboard link, the profile name and avatar linking to the profile, and a
 * user menu with logout; in a drawer on a phone. A brand user also has the notifications bell, on a phone too
 * (beside the menu button). Gains a background and a shadow after NAVBAR_SCROLL_THRESHOLD px of scroll.
 */
export function Navbar({ area: areaKind = 'brand' }: { area?: SessionKind }) {
  const area = NAVBAR_AREAS[areaKind];
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads when it first opens; it then stays mounted, so it closes with its transition.
  const drawerLoaded = useLoadedOnce(drawerOpened);
  const user = useNavUser(area);
  const site = useSiteConfig();
  const activeCompanyId = companyIdFromPath(useLocation().pathname);
  // Inside a company, its own logo (from its theme) replaces the partner's or ours.
  const companyLogo = useCustomConfig(activeCompanyId).data?.properties.logo;
  const logo = companyLogo || site.data?.partner_theme?.logo;
  const logout = useLogout(user?.kind ?? areaKind);
  const name = user?.name ?? '';
  const logoTarget = user ? user.home : area.anonymous.home;
  const { login, signup } = area.anonymous;
  const profileBadge = (
    <Group gap={8} wrap="nowrap">
      <Avatar
        src={user?.profile?.avatar_url ?? null}
        name={name || undefined}
        alt=""
        aria-hidden
        radius="xl"
        size={34}
        color="initials"
      />
      <Text size="sm" fw={600} maw={180} truncate>
        {name || '…'}
      </Text>
    </Group>
  );

  const navigate = useNavigate();
  const onLogout = () => {
    const kind = user?.kind ?? areaKind;
    drawer.close();
    logout.mutate(undefined, { onSettled: () => void navigate(AFTER_LOGOUT[kind], { replace: true }) });
  };

  return (
    <Box
      component="header"
      data-testid="navbar"
      data-scrolled={scrolled ? 'true' : 'false'}
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        transition: 'background-color 150ms ease, box-shadow 150ms ease, border-color 150ms ease',
        backgroundColor: scrolled ? 'var(--mantine-color-body)' : 'var(--mantine-color-gray-0)',
        boxShadow: scrolled ? 'var(--mantine-shadow-md)' : 'none',
        borderBottom: `1px solid ${scrolled ? 'var(--mantine-color-gray-3)' : 'transparent'}`,
      }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={logoTarget} underline="never" aria-label="CreatorHub home">
            <Logo src={logo} name={site.data?.partner_theme?.name || undefined} />
          </Anchor>

          <Group gap="xs" wrap="nowrap">
            <Group gap="sm" visibleFrom="sm" component="nav" aria-label="Main">
              {user ? (
                <>
                  <Button
                    component={Link}
                    to={user.dashboardPath}
                    variant="subtle"
                    leftSection={<IconLayoutDashboard size={18} aria-hidden />}
                  >
                    Dashboard
                  </Button>
                  {user.profilePath ? (
                    <UnstyledButton
                      component={Link}
                      to={user.profilePath}
                      aria-label={name ? undefined : 'Profile'}
                      data-testid="navbar-profile"
                    >
                      {profileBadge}
                    </UnstyledButton>
                  ) : (
                    <Box data-testid="navbar-profile">{profileBadge}</Box>
                  )}
                  <ClientSuspense
                    fallback={
                      <Button variant="subtle" color="gray" px={6} aria-label="User menu" disabled>
                        <IconChevronDown size={18} aria-hidden />
                      </Button>
                    }
                  >
                    <UserMenu user={user} name={name} onLogout={onLogout} logoutPending={logout.isPending} />
                  </ClientSuspense>
                </>
              ) : (
                <>
                  <Button component={Link} to={login.to} variant="subtle">
                    {login.label}
                  </Button>
                  <Button component={Link} to={signup.to}>
                    {signup.label}
                  </Button>
                </>
              )}
            </Group>
            {user?.kind === 'brand' && (
              <ClientSuspense fallback={null}>
                <NotificationBell audience="merchant" seeAllPath={notificationsPath(activeCompanyId, user.profile)} />
              </ClientSuspense>
            )}
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            />
          </Group>
        </Group>
      </Container>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavbarDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            user={user}
            name={name}
            anonymous={area.anonymous}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </Box>
  );
}
