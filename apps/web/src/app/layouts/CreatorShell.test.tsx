import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { CreatorShell } from './CreatorShell';

// The shell's live parts (the notification stream and bell, the logout call) are not what is tested here.
vi.mock('../../features/notifications/lib/use-notification-stream', () => ({ useCreatorNotificationStream: () => {} }));
vi.mock('../../features/notifications/components/NotificationBell', () => ({ NotificationBell: () => null }));
vi.mock('../../features/creator-accounts/api/logout', () => ({
  useCreatorLogout: () => ({ isPending: false, mutate: vi.fn() }),
}));

// The phone's bar (fixed, hidden from `md`) is not in happy-dom's accessibility tree: its links are read as hidden.
const bottomNav = () => screen.getByTestId('creator-bottom-nav');
const linksOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
/** The phone header's profile link: an icon named by its label (hidden from `md`, so read as hidden here). */
const profileIcon = () => {
  const icons = screen
    .getAllByRole('link', { name: 'Profile', hidden: true })
    .filter((link) => !link.textContent && link.closest('nav') === null);
  expect(icons).toHaveLength(1);
  return icons[0];
};

describe('CreatorShell', () => {
  it('lists Earnings among six sections on the phone, with the profile as an icon in the header', () => {
    renderUi(<CreatorShell />, { path: '/creator/earnings' });
    expect(linksOf(bottomNav())).toEqual([
      ['Home', '/creator', null],
      ['Jobs', '/creator/jobs', null],
      ['Invitations', '/creator/invitations', null],
      ['Contracts', '/creator/contracts', null],
      ['Work', '/creator/work', null],
      ['Earnings', '/creator/earnings', 'page'],
    ]);
    const header = screen.getByRole('navigation', { name: 'Creator portal' });
    expect(linksOf(header).map(([label]) => label)).toEqual([
      'Home',
      'Jobs',
      'Invitations',
      'Contracts',
      'Work',
      'Earnings',
      'Profile',
    ]);
    const icon = profileIcon();
    expect(icon.getAttribute('href')).toBe('/creator/profile');
    expect(icon.getAttribute('aria-current')).toBeNull();
  });

  it('marks the profile current in the header on its page', () => {
    renderUi(<CreatorShell />, { path: '/creator/profile' });
    expect(within(bottomNav()).queryByRole('link', { current: 'page', hidden: true })).toBeNull();
    expect(profileIcon().getAttribute('aria-current')).toBe('page');
    const header = screen.getByRole('navigation', { name: 'Creator portal' });
    expect(within(header).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  });
});
