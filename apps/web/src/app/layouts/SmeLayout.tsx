import { Anchor, Avatar, Box, Button, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useNavigate } from 'react-router';
import { smeHomePath } from '@app/shared/session';
import { Logo } from '../../components/Logo';
import { AFTER_LOGOUT, useLogout } from '../../features/auth/api/logout';
import { useMerchantProfile } from '../../features/auth/api/profile';
import { useSiteConfig } from '../../features/config/api/site';
import { NAVBAR_SCROLL_THRESHOLD, USER_MENU_Z_INDEX } from '../../lib/constants';
import { useSession } from '../../lib/session';
import { Footer } from './Footer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The SME area's frame: its own header (SME session), content, footer. */
export function SmeLayout() {
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > NAVBAR_SCROLL_THRESHOLD;
  const session = useSession('sme');
  const profile = useMerchantProfile('sme').data;
  const site = useSiteConfig();
  const logout = useLogout('sme');
  const navigate = useNavigate();
  const name = profile?.name || (profile ? `${profile.first_name} ${profile.last_name}`.trim() : '');
  const home = session ? (profile ? smeHomePath(profile) : '/sme') : '/sme/auth/signin';

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        data-testid="navbar"
        data-scrolled={scrolled ? 'true' : 'false'}
        pos="sticky"
        top={0}
        style={{
          zIndex: 100,
          transition: 'background-color 150ms ease, box-shadow 150ms ease',
          backgroundColor: scrolled ? 'var(--mantine-color-body)' : 'var(--mantine-color-gray-0)',
          boxShadow: scrolled ? 'var(--mantine-shadow-md)' : 'none',
        }}
      >
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={home} underline="never" aria-label="CreatorHub home">
              <Logo src={site.data?.partner_theme?.logo} name={site.data?.partner_theme?.name || undefined} />
            </Anchor>
            {session && (
              <Menu position="bottom-end" shadow="md" width={220} zIndex={USER_MENU_Z_INDEX}>
                <Menu.Target>
                  <UnstyledButton aria-label="User menu" data-testid="navbar-profile">
                    <Group gap={8} wrap="nowrap">
                      <Avatar src={profile?.avatar_url ?? null} name={name || undefined} alt="" radius="xl" size={34} color="initials" />
                      <Text size="sm" fw={600} maw={200} truncate visibleFrom="xs">
                        {name || '…'}
                      </Text>
                      <IconChevronDown size={16} aria-hidden />
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  {name && <Menu.Label>{name}</Menu.Label>}
                  <Menu.Item
                    color="red"
                    leftSection={<IconLogout size={16} aria-hidden />}
                    disabled={logout.isPending}
                    onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(AFTER_LOGOUT.sme, { replace: true }) })}
                  >
                    Log out
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            {!session && (
              <Group gap="xs">
                <Button component={Link} to="/sme/auth/signin" variant="subtle">
                  Sign in
                </Button>
                <Button component={Link} to="/sme/auth/signup">
                  Sign up
                </Button>
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
