import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { USER_MENU_Z_INDEX } from '../../lib/constants';
import type { NavUser } from './Navbar';

interface NavbarUserMenuProps {
  user: NavUser;
  name: string;
  onLogout: () => void;
  logoutPending: boolean;
}

/** The header's user menu (loaded on its own, with the first page of a logged-in user): profile, links, log out. */
export function NavbarUserMenu({ user, name, onLogout, logoutPending }: NavbarUserMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={200} zIndex={USER_MENU_Z_INDEX}>
      <Menu.Target>
        <Button variant="subtle" color="gray" px={6} aria-label="User menu">
          <IconChevronDown size={18} aria-hidden />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
        {user.profilePath && (
          <Menu.Item component={Link} to={user.profilePath} leftSection={<IconUser size={16} aria-hidden />}>
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
          disabled={logoutPending}
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
