import {
  Anchor,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import {
  IconBuildingSkyscraper,
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconReceipt,
  IconSearch,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MerchantProfile } from '@app/shared/auth';
import { brandHomePath, smeHomePath } from '@app/shared/session';
import { Logo } from '../../components/Logo';
import { AFTER_LOGOUT, useLogout } from '../../features/auth/api/logout';
import { useMerchantProfile } from '../../features/auth/api/profile';
import { useSiteConfig } from '../../features/config/api/site';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { useCustomConfig } from '../../features/theme/api/custom-config';
import { companyIdFromPath } from '../../features/theme/lib/active-company';
import { NAVBAR_SCROLL_THRESHOLD, USER_MENU_Z_INDEX } from '../../lib/constants';
import { displayName } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSession, type SessionKind } from '../../lib/session';

interface NavTarget {
  to: string;
  label: string;
}

interface NavLinkItem extends NavTarget {
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

interface NavUser {
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
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > NAVBAR_SCROLL_THRESHOLD;
  const [drawerOpened, drawer] = useDisclosure(false);
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
                  <Menu position="bottom-end" withinPortal shadow="md" width={200} zIndex={USER_MENU_Z_INDEX}>
                    <Menu.Target>
                      <Button variant="subtle" color="gray" px={6} aria-label="User menu">
                        <IconChevronDown size={18} aria-hidden />
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {name && <Menu.Label>{name}</Menu.Label>}
                      {user.profilePath && (
                        <Menu.Item
                          component={Link}
                          to={user.profilePath}
                          leftSection={<IconUser size={16} aria-hidden />}
                        >
                          Profile
                        </Menu.Item>
                      )}
                      {user.links.map(({ to, label, icon: Icon }) => (
                        <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
                          {label}
                        </Menu.Item>
                      ))}
                      {(user.profilePath || user.links.length > 0) && <Menu.Divider />}
                      <Menu.Item
                        color="red"
                        leftSection={<IconLogout size={16} aria-hidden />}
                        onClick={onLogout}
                        disabled={logout.isPending}
                      >
                        Log out
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
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
              <NotificationBell audience="merchant" seeAllPath={notificationsPath(activeCompanyId, user.profile)} />
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

      <Drawer opened={drawerOpened} onClose={drawer.close} title="Menu" hiddenFrom="sm" size="xs" position="right">
        <Stack gap="xs" component="nav" aria-label="Mobile">
          {user ? (
            <>
              <Group gap={8} wrap="nowrap">
                <Avatar
                  src={user.profile?.avatar_url ?? null}
                  name={name || undefined}
                  alt=""
                  radius="xl"
                  color="initials"
                />
                <Text fw={600} truncate>
                  {name}
                </Text>
              </Group>
              <Divider />
              <Button
                component={Link}
                to={user.dashboardPath}
                variant="subtle"
                justify="flex-start"
                onClick={drawer.close}
              >
                Dashboard
              </Button>
              {user.profilePath && (
                <Button
                  component={Link}
                  to={user.profilePath}
                  variant="subtle"
                  justify="flex-start"
                  onClick={drawer.close}
                >
                  Profile
                </Button>
              )}
              {user.links.map(({ to, label }) => (
                <Button key={to} component={Link} to={to} variant="subtle" justify="flex-start" onClick={drawer.close}>
                  {label}
                </Button>
              ))}
              <Button
                variant="light"
                color="red"
                justify="flex-start"
                leftSection={<IconLogout size={16} aria-hidden />}
                onClick={onLogout}
              >
                Log out
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to={login.to} variant="subtle" justify="flex-start" onClick={drawer.close}>
                {login.label}
              </Button>
              <Button component={Link} to={signup.to} justify="flex-start" onClick={drawer.close}>
                {signup.label}
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
