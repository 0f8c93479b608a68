import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@app/shared/notifications';
import { LATEST_QUERY } from '../api/keys';
import { applyNotificationEvent } from '../lib/use-notification-stream';
import { list, notification, queriesTo, stubApi } from '../test/fixtures';
import { renderScreen } from '../test/render';
import { NotificationBell } from './NotificationBell';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bell = (unread: number) => screen.getByRole('button', { name: `Notifications, ${unread} unread` });
// The popover is named by its bell ("Notifications, N unread").
const dialog = () => within(screen.getByRole('dialog', { name: /^Notifications, / }));

describe('NotificationBell', () => {
  it('shows the unread count, and the latest ten in its popover with how long ago', async () => {
    const newer = notification({ title: 'New bid on Street food series', body: 'Achieng Otieno bid KES 14,000.' });
    const older = notification({
      title: 'Content approved',
      created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      read_at: new Date().toISOString(),
    });
    const fetchMock = stubApi({ 'GET /api/notifications': { status: 200, body: list([newer, older]) } });
    const { user } = renderScreen(<NotificationBell audience="merchant" seeAllPath="/companies/c1/notifications" />);

    await waitFor(() => expect(bell(1)).toBeTruthy());
    expect(screen.getByTestId('notification-badge').textContent).toContain('1');
    expect(queriesTo(fetchMock, '/api/notifications')[0].toString()).toBe('page_number=1&page_size=10');

    await user.click(bell(1));
    const items = dialog().getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Unread: New bid on Street food series');
    expect(items[0].textContent).toContain('Achieng Otieno bid KES 14,000.');
    expect(items[0].textContent).toContain('5 minutes ago');
    expect(items[1].textContent).toContain('2 days ago');
    expect(items[1].getAttribute('data-unread')).toBe('false');
    expect(dialog().getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/companies/c1/notifications');
  });

  it('marks all read', async () => {
    const unreadOnes = [notification(), notification(), notification()];
    let readAll = false;
    const fetchMock = stubApi({
      'GET /api/notifications': () => ({
        status: 200,
        body: list(readAll ? unreadOnes.map((n) => ({ ...n, read_at: new Date().toISOString() })) : unreadOnes),
      }),
      'POST /api/notifications/read-all': () => {
        readAll = true;
        return { status: 200, body: { unread_count: 0 } };
      },
    });
    const { user } = renderScreen(<NotificationBell audience="merchant" seeAllPath={null} />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(dialog().getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => expect(bell(0)).toBeTruthy());
    expect(fetchMock.mock.calls.some(([r]) => (r as Request).url.endsWith('/api/notifications/read-all'))).toBe(true);
    expect(
      dialog()
        .getAllByTestId('notification-item')
        .every((item) => item.getAttribute('data-unread') === 'false'),
    ).toBe(true);
    expect(dialog().getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
    expect(dialog().queryByRole('link', { name: 'See all' })).toBeNull();
  });

  it('opens a notification: goes to its link and marks it read', async () => {
    const note = notification({ title: 'New bid', link: '/companies/c1/job/j1/bids/b1' });
    const reads: string[] = [];
    const current = () => (reads.length ? { ...note, read_at: new Date().toISOString() } : note);
    stubApi({
      'GET /api/notifications': () => ({ status: 200, body: list([current()]) }),
      [`POST /api/notifications/${note.id}/read`]: (request) => {
        reads.push(request.url);
        return { status: 200, body: current() };
      },
    });
    const { user, location } = renderScreen(<NotificationBell audience="merchant" seeAllPath={null} />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(dialog().getByRole('link', { name: /New bid/ }));

    expect(location()).toBe('/companies/c1/job/j1/bids/b1');
    await waitFor(() => expect(reads).toHaveLength(1));
    await waitFor(() => expect(bell(0)).toBeTruthy());
  });

  it('updates live: a streamed notification raises the count and tops the list', async () => {
    const server: Notification[] = [];
    stubApi({ 'GET /api/creator/notifications': () => ({ status: 200, body: list(server) }) });
    const { user, queryClient } = renderScreen(
      <NotificationBell audience="creator" seeAllPath="/creator/notifications" />,
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unread' }));
    expect(dialog().getByTestId('notifications-bell-empty')).toBeTruthy();

    const fresh = notification({ kind: 'bid.countered', title: 'The brand countered your bid' });
    server.push(fresh);
    await act(() =>
      applyNotificationEvent(queryClient, 'creator', { type: 'notification', notification: fresh, unread_count: 1 }),
    );
    await waitFor(() => expect(bell(1)).toBeTruthy());
    expect(dialog().getByRole('link', { name: /The brand countered your bid/ })).toBeTruthy();
    expect(queryClient.getQueryData(['creator-portal', 'notifications', 'list', LATEST_QUERY])).toBeTruthy();
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    stubApi({ 'GET /api/notifications': { status: 500, body: { code: 'INTERNAL', message: 'Boom' } } });
    const { user } = renderScreen(<NotificationBell audience="merchant" seeAllPath={null} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));
    expect(await dialog().findByText('We could not load your notifications.')).toBeTruthy();
    expect(dialog().getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
