import { Anchor, Avatar, Box, Burger, Button, Container, Divider, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconChevronDown, IconLayoutDashboard, IconLogout, IconSearch, IconUser, IconUsers } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { MerchantProfile } from '@app/shared/auth';
import { brandHomePath, smeHomePath } from '@app/shared/session';
import { Logo } from '../../components/Logo';
import { AFTER_LOGOUT, useLogout } from '../../features/auth/api/logout';
import { useMerchantProfile } from '../../features/auth/api/profile';
import { useSiteConfig } from '../../features/config/api/site';
import { useCustomConfig } from '../../features/theme/api/custom-config';
import { companyIdFromPath } from '../../features/theme/lib/active-company';
import { NAVBAR_SCROLL_THRESHOLD, USER_MENU_Z_INDEX } from '../../lib/constants';
import { displayName } from '../../lib/format';
import { useSession, type SessionKind } from '../../lib/session';

interface NavUser {
  kind: SessionKind;
  profile: MerchantProfile | undefined;
  dashboardPath: string;
  profilePath: string;
}

function useNavUser(): NavUser | null {
  const brand = useSession('brand');
  const sme = useSession('sme');
  const kind: SessionKind | null = brand ? 'brand' : sme ? 'sme' : null;
  const profileQuery = useMerchantProfile(kind ?? 'brand');
  if (!kind) return null;
  const profile = profileQuery.data;
  if (kind === 'sme') {
    const home = profile ? smeHomePath(profile) : '/sme';
    return { kind, profile, dashboardPath: home, profilePath: home };
  }
  return { kind, profile, dashboardPath: profile ? brandHomePath(profile) : '/companies', profilePath: '/profile' };
}

/**
 * Logo (to /companies when logged in, to login otherwise), a Dashboard link, the profile name and
 * avatar linking to the profile, and a user menu with logout. Gains a background and a shadow after
 * NAVBAR_SCROLL_THRESHOLD px of scroll.
 */
export function Navbar() {
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > NAVBAR_SCROLL_THRESHOLD;
  const [drawerOpened, drawer] = useDisclosure(false);
  const user = useNavUser();
  const site = useSiteConfig();
  // Inside a company, its own logo (from its theme) replaces the partner's or ours.
  const companyLogo = useCustomConfig(companyIdFromPath(useLocation().pathname)).data?.properties.logo;
  const logo = companyLogo || site.data?.partner_theme?.logo;
  const logout = useLogout(user?.kind ?? 'brand');
  const name = displayName(user?.profile);
  const logoTarget = user ? '/companies' : '/auth/login';

  const navigate = useNavigate();
  const onLogout = () => {
    const kind = user?.kind ?? 'brand';
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

          <Group gap="sm" visibleFrom="sm" component="nav" aria-label="Main">
            {user ? (
              <>
                <Button component={Link} to={user.dashboardPath} variant="subtle" leftSection={<IconLayoutDashboard size={18} aria-hidden />}>
                  Dashboard
                </Button>
                <UnstyledButton component={Link} to={user.profilePath} aria-label={name ? `Profile: ${name}` : 'Profile'} data-testid="navbar-profile">
                  <Group gap={8} wrap="nowrap">
                    <Avatar src={user.profile?.avatar_url ?? null} name={name || undefined} alt={name || 'Profile'} radius="xl" size={34} color="initials" />
                    <Text size="sm" fw={600} maw={180} truncate>
                      {name || '…'}
                    </Text>
                  </Group>
                </UnstyledButton>
                <Menu position="bottom-end" withinPortal shadow="md" width={200} zIndex={USER_MENU_Z_INDEX}>
                  <Menu.Target>
                    <Button variant="subtle" color="gray" px={6} aria-label="User menu">
                      <IconChevronDown size={18} aria-hidden />
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {name && <Menu.Label>{name}</Menu.Label>}
                    <Menu.Item component={Link} to={user.profilePath} leftSection={<IconUser size={16} aria-hidden />}>
                      Profile
                    </Menu.Item>
                    {user.kind === 'brand' && (
                      <>
                        <Menu.Item component={Link} to="/companies" leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}>
                          Companies
                        </Menu.Item>
                        <Menu.Item component={Link} to="/influencers" leftSection={<IconSearch size={16} aria-hidden />}>
                          Influencers
                        </Menu.Item>
                        <Menu.Item component={Link} to="/manage-team" leftSection={<IconUsers size={16} aria-hidden />}>
                          Manage team
                        </Menu.Item>
                      </>
                    )}
                    <Menu.Divider />
                    <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout} disabled={logout.isPending}>
                      Log out
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </>
            ) : (
              <>
                <Button component={Link} to="/auth/login" variant="subtle">
                  Log in
                </Button>
                <Button component={Link} to="/auth/signup">
                  Sign up
                </Button>
              </>
            )}
          </Group>

          <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="sm" aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'} />
        </Group>
      </Container>

      <Drawer opened={drawerOpened} onClose={drawer.close} title="Menu" hiddenFrom="sm" size="xs" position="right">
        <Stack gap="xs" component="nav" aria-label="Mobile">
          {user ? (
            <>
              <Group gap={8} wrap="nowrap">
                <Avatar src={user.profile?.avatar_url ?? null} name={name || undefined} alt="" radius="xl" color="initials" />
                <Text fw={600} truncate>
                  {name}
                </Text>
              </Group>
              <Divider />
              <Button component={Link} to={user.dashboardPath} variant="subtle" justify="flex-start" onClick={drawer.close}>
                Dashboard
              </Button>
              <Button component={Link} to={user.profilePath} variant="subtle" justify="flex-start" onClick={drawer.close}>
                Profile
              </Button>
              {user.kind === 'brand' && (
                <>
                  <Button component={Link} to="/companies" variant="subtle" justify="flex-start" onClick={drawer.close}>
                    Companies
                  </Button>
                  <Button component={Link} to="/influencers" variant="subtle" justify="flex-start" onClick={drawer.close}>
                    Influencers
                  </Button>
                  <Button component={Link} to="/manage-team" variant="subtle" justify="flex-start" onClick={drawer.close}>
                    Manage team
                  </Button>
                </>
              )}
              <Button variant="light" color="red" justify="flex-start" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
                Log out
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/auth/login" variant="subtle" justify="flex-start" onClick={drawer.close}>
                Log in
              </Button>
              <Button component={Link} to="/auth/signup" justify="flex-start" onClick={drawer.close}>
                Sign up
              </Button>
            </>
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
