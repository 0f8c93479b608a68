import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@app/shared/notifications';
import { companyId, companyOf, COMPLETE_CHECKLIST, dashboardOf, json, renderDashboard, serve } from '../test/render';
import { CompanyDashboardPage } from './CompanyDashboardPage';

const DASHBOARD = `GET /api/companies/${companyId}/dashboard`;
const CHECKLIST = 'GET /api/user/merchant/onboarding/checklist';

afterEach(() => {
  vi.unstubAllGlobals();
});

const card = (id: string) => screen.getByTestId(`dashboard-card-${id}`);
const valueOf = (id: string) => within(card(id)).getByTestId('card-value').textContent;
const changeOf = (id: string) => within(card(id)).getByTestId('card-change').textContent;
const linkOf = (id: string) => within(card(id)).getByRole('link').getAttribute('href');

const notification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `n-${n}`,
  kind: 'content.submitted',
  topic: 'content',
  title: `Draft ${n} to review`,
  body: 'Achieng sent a draft',
  link: `/companies/${companyId}/pre-approval/task-${n}`,
  company_id: companyId,
  created_at: new Date(Date.now() - n * 60_000).toISOString(),
  read_at: null,
  ...overrides,
});

describe('CompanyDashboardPage', () => {
  it("shows the headline cards with the API's figures, each linking to its page; no money unless allowed", async () => {
    serve({ [DASHBOARD]: dashboardOf(), [CHECKLIST]: COMPLETE_CHECKLIST });
    renderDashboard(<CompanyDashboardPage />, companyOf());
    expect(await screen.findByTestId('dashboard-cards')).toBeTruthy();
    expect(valueOf('active-campaigns')).toBe('3');
    expect(linkOf('active-campaigns')).toBe(`/companies/${companyId}/campaigns?tab=ongoing`);
    expect(valueOf('content-waiting')).toBe('7');
    expect(linkOf('content-waiting')).toBe(`/companies/${companyId}/pre-approval`);
    expect(within(card('reach')).getByRole('link').textContent).toBe('Reach in November');
    expect(valueOf('reach')).toBe('12.5K');
    expect(changeOf('reach')).toBe('+12.5%');
    expect(card('reach').textContent).toContain('vs 11.1K in the same days of October');
    expect(linkOf('reach')).toBe(`/companies/${companyId}/reports`);
    expect(valueOf('engagement-rate')).toBe('4.85%');
    expect(changeOf('engagement-rate')).toBe('-3.0%');
    expect(card('engagement-rate').textContent).toContain('vs 5.00% in the same days of October');
    expect(linkOf('engagement-rate')).toBe(`/companies/${companyId}/reports`);
    // money is null: the caller may not see payments.
    expect(screen.queryByTestId('dashboard-card-escrow')).toBeNull();
    expect(screen.queryByTestId('dashboard-card-paid')).toBeNull();
    // The checklist is done: one quiet line instead.
    expect(screen.getByTestId('setup-complete').textContent).toBe('Setup complete');
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
    // Empty lists say so.
    expect(screen.getByTestId('ending-empty').textContent).toContain('Nothing ends this week');
    expect(screen.getByTestId('notifications-empty').textContent).toContain('No notifications yet');
  });

  it('says "New" when last month had nothing, and shows money per currency to those who see payments', async () => {
    serve({
      [DASHBOARD]: dashboardOf({
        reach: { current: 2000, previous: 0, change_percent: null },
        engagement_rate: { current: 6.5, previous: 0, change_percent: null },
        money: [
          { currency: 'KES', escrow_minor: 1_305_218, paid_this_month_minor: 475_000 },
          { currency: 'USD', escrow_minor: 0, paid_this_month_minor: 12_345 },
        ],
      }),
      [CHECKLIST]: COMPLETE_CHECKLIST,
    });
    renderDashboard(<CompanyDashboardPage />, companyOf({}, ['payments.view']));
    await screen.findByTestId('dashboard-cards');
    expect(changeOf('reach')).toBe('New');
    expect(card('reach').textContent).toContain('(nothing in the same days of October)');
    expect(changeOf('engagement-rate')).toBe('New');
    expect(within(card('escrow')).getByTestId('amount-KES').textContent).toBe('KES 13,052.18');
    expect(within(card('escrow')).getByTestId('amount-USD').textContent).toBe('$0.00');
    expect(linkOf('escrow')).toBe(`/companies/${companyId}/payments`);
    expect(within(card('paid')).getByRole('link').textContent).toBe('Paid in November');
    expect(within(card('paid')).getByTestId('amount-KES').textContent).toBe('KES 4,750.00');
    expect(within(card('paid')).getByTestId('amount-USD').textContent).toBe('$123.45');
    expect(linkOf('paid')).toBe(`/companies/${companyId}/payments`);
  });

  it('lists the campaigns ending this week and the latest notifications, each linking to its page', async () => {
    const calls = serve({
      [DASHBOARD]: dashboardOf({
        ending_this_week: [
          {
            id: 'c-1',
            name: 'Cold-pressed launch',
            end_date: new Date(Date.now() + 2 * 86_400_000).toISOString(),
            brand_id: 'b-1',
            brand_name: 'Juice Brand',
          },
        ],
        latest_notifications: [notification(1), notification(2, { read_at: '2026-11-19T08:00:00.000Z' })],
      }),
      [CHECKLIST]: COMPLETE_CHECKLIST,
      'POST /api/notifications/n-1/read': () => notification(1, { read_at: new Date().toISOString() }),
    });
    const { user, router } = renderDashboard(<CompanyDashboardPage />, companyOf({ company_role: 'AGENCY' } as never));
    const ending = await screen.findAllByTestId('ending-campaign');
    expect(ending).toHaveLength(1);
    const link = within(ending[0]).getByRole('link', { name: 'Cold-pressed launch' });
    expect(link.getAttribute('href')).toBe(`/companies/${companyId}/details/c-1`);
    // An agency's dashboard names each campaign's brand.
    expect(ending[0].textContent).toContain('Juice Brand');
    expect(ending[0].textContent).toContain('in 2 days');

    const items = screen.getAllByTestId('notification-item');
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      `/companies/${companyId}/pre-approval/task-1`,
      `/companies/${companyId}/pre-approval/task-2`,
    ]);
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(screen.getByRole('link', { name: 'All notifications' }).getAttribute('href')).toBe(
      `/companies/${companyId}/notifications`,
    );
    await user.click(items[0]);
    await waitFor(() => expect(calls.map((c) => c.route)).toContain('POST /api/notifications/n-1/read'));
    expect(router.state.location.pathname).toBe(`/companies/${companyId}/pre-approval/task-1`);
  });

  it('keeps the onboarding checklist until it is complete', async () => {
    serve({ [DASHBOARD]: dashboardOf(), [CHECKLIST]: { ...COMPLETE_CHECKLIST, contract_created: false } });
    renderDashboard(<CompanyDashboardPage />, companyOf());
    const checklist = await screen.findByTestId('onboarding-checklist');
    expect(within(checklist).getByTestId('checklist-contract_created').getAttribute('data-done')).toBe('false');
    expect(screen.queryByTestId('setup-complete')).toBeNull();
  });

  it('shows skeletons while loading, then a failure with a retry that loads the figures', async () => {
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve({
      [DASHBOARD]: async () => {
        await held;
        return fail
          ? json(503, { statusCode: 503, error: 'Unavailable', code: 'UNAVAILABLE', message: 'Try again soon' })
          : dashboardOf();
      },
      [CHECKLIST]: COMPLETE_CHECKLIST,
    });
    const { user } = renderDashboard(<CompanyDashboardPage />, companyOf());
    expect(await screen.findByTestId('dashboard-cards-loading')).toBeTruthy();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the dashboard');
    expect(alert.textContent).toContain('Try again soon');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('dashboard-cards')).toBeTruthy();
    expect(valueOf('active-campaigns')).toBe('3');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
