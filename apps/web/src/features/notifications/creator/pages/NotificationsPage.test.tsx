import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../lib/paths';
import { list, notification, queriesTo, stubApi } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { CreatorNotificationsPage } from './NotificationsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreatorNotificationsPage', () => {
  it("lists the creator's notifications; opening one reads it and goes to its page", async () => {
    const note = notification({
      kind: 'content.changes_requested',
      topic: 'content_approvals',
      title: 'Changes requested on your post',
      link: '/creator/work',
      company_id: null,
    });
    let read = false;
    const fetchMock = stubApi({
      'GET /api/creator/notifications': () => ({
        status: 200,
        body: list([{ ...note, read_at: read ? new Date().toISOString() : null }]),
      }),
      [`POST /api/creator/notifications/${note.id}/read`]: () => {
        read = true;
        return { status: 200, body: { ...note, read_at: new Date().toISOString() } };
      },
    });
    const { user, location } = renderScreen(<CreatorNotificationsPage />, {
      path: '/creator/notifications',
      pattern: ROUTES.creator.notifications,
    });

    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    const listEl = await screen.findByRole('list', { name: 'Notifications' });
    expect(queriesTo(fetchMock, '/api/creator/notifications')[0].toString()).toBe('page_number=1&page_size=20');
    // The creator's topics only.
    const topics = within(screen.getByLabelText('Topic') as HTMLSelectElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(topics).toEqual([
      'All topics',
      'Campaign updates',
      'Bids and counter-offers',
      'Content to approve',
      'Payments',
    ]);

    await user.click(within(listEl).getByRole('link', { name: /Changes requested on your post/ }));
    expect(location()).toBe('/creator/work');
    await waitFor(() => expect(read).toBe(true));
  });
});
