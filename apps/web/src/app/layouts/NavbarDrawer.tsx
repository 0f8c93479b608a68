import { Avatar, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOpenedAfterMount } from '../../lib/use-loaded-once';
import type { NavTarget, NavUser } from './Navbar';

interface NavbarDrawerProps {
  opened: boolean;
  onClose: () => void;
  user: NavUser | null;
  name: string;
  /** A visitor's two buttons. */
  anonymous: { login: NavTarget; signup: NavTarget };
  onLogout: () => void;
}

/** The header's links on a phone (loaded when the menu button is first pressed). */
export function NavbarDrawer({ opened, onClose, user, name, anonymous, onLogout }: NavbarDrawerProps) {
  // Mounted when first opened (Navbar): open from the first update, so it slides in and gives focus back.
  const openedAfterMount = useOpenedAfterMount(opened);
  const { login, signup } = anonymous;
  return (
    <Drawer opened={openedAfterMount} onClose={onClose} title="Menu" hiddenFrom="sm" size="xs" position="right">
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
            <Button component={Link} to={user.dashboardPath} variant="subtle" justify="flex-start" onClick={onClose}>
              Dashboard
            </Button>
            {user.profilePath && (
              <Button component={Link} to={user.profilePath} variant="subtle" justify="flex-start" onClick={onClose}>
                Profile
              </Button>
            )}
            {user.links.map(({ to, label }) => (
              <Button key={to} component={Link} to={to} variant="subtle" justify="flex-start" onClick={onClose}>
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
            <Button component={Link} to={login.to} variant="subtle" justify="flex-start" onClick={onClose}>
              {login.label}
            </Button>
            <Button component={Link} to={signup.to} justify="flex-start" onClick={onClose}>
              {signup.label}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
