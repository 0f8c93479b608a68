import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyDetail } from '@app/shared/companies';
import type { Notification } from '@app/shared/notifications';
import { ROUTES } from '../../../../lib/paths';
import { companyId, list, notification, queriesTo, stubApi } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { CompanyNotificationsPage } from './NotificationsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const company = { id: companyId, name: 'Kahawa House', company_role: 'BRAND', role: 'OWNER' } as CompanyDetail;

function renderPage(path = `/companies/${companyId}/notifications`) {
  return renderScreen(<CompanyNotificationsPage />, {
    path,
    pattern: ROUTES.company.notifications,
    context: { company },
  });
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByTestId('notification-item');

describe('CompanyNotificationsPage', () => {
  it("lists the company's notifications, a page at a time", async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => notification({ title: `Bid ${i + 1}` }));
    const fetchMock = stubApi({
      'GET /api/notifications': (request) => {
        const page = new URL(request.url).searchParams.get('page_number');
        return {
          status: 200,
          body: list(page === '2' ? [notification({ title: 'Bid 21' })] : page1, { total: 21, unread_count: 21 }),
        };
      },
    });
    const { user, location } = renderPage();

    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(queriesTo(fetchMock, '/api/notifications')[0].toString()).toBe(
      `page_number=1&page_size=20&company_id=${companyId}`,
    );
    expect(screen.getByTestId('notifications-unread').textContent).toBe('21 unread in all your companies');
    expect(screen.getByText('1–20 of 21 notifications')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(location()).toBe(`/companies/${companyId}/notifications?page=2`);
  });

  it('filters by unread and topic (in the address), and offers to clear filters when none match', async () => {
    const fetchMock = stubApi({
      'GET /api/notifications': (request) => {
        const query = new URL(request.url).searchParams;
        const filtered = query.has('unread') || query.has('topic');
        return { status: 200, body: list(filtered ? [] : [notification()], { unread_count: 1 }) };
      },
    });
    const { user, location } = renderPage();
    await waitFor(() => expect(items()).toHaveLength(1));

    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await user.selectOptions(screen.getByLabelText('Topic'), 'content_approvals');
    expect(await screen.findByText('No notifications match these filters')).toBeTruthy();
    expect(location()).toBe(`/companies/${companyId}/notifications?unread=1&topic=content_approvals`);
    const last = queriesTo(fetchMock, '/api/notifications').at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      page_number: '1',
      page_size: '20',
      unread: 'true',
      company_id: companyId,
      topic: 'content_approvals',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(location()).toBe(`/companies/${companyId}/notifications`);
  });

  it('marks all read', async () => {
    let held: Notification[] = [notification(), notification()];
    stubApi({
      'GET /api/notifications': () => ({ status: 200, body: list(held) }),
      'POST /api/notifications/read-all': () => {
        held = held.map((n) => ({ ...n, read_at: new Date().toISOString() }));
        return { status: 200, body: { unread_count: 0 } };
      },
    });
    const { user } = renderPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items().map((item) => item.getAttribute('data-unread'))).toEqual(['true', 'true']);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('All read'));
    expect(items().map((item) => item.getAttribute('data-unread'))).toEqual(['false', 'false']);
    expect(screen.getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true);
  });

  it('says there are none yet', async () => {
    stubApi({ 'GET /api/notifications': { status: 200, body: list([]) } });
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows loading, then the failure with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/notifications': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: 'The database is resting.' } }
          : { status: 200, body: list([notification({ title: 'Back again' })]) },
    });
    const { user } = renderPage();
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your notifications');
    expect(alert.textContent).toContain('The database is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });
});
