/**
 * Renders the dashboard page inside the company's outlet context (as the company shell gives it), with Mantine, a
 * query client and a memory router; a fetch stub answers by "METHOD /path" and records every call.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CompanyDetail } from '@app/shared/companies';
import type { CompanyDashboard } from '@app/shared/dashboard';
import { ROUTES } from '../../../lib/paths';

export const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';

export function companyOf(overrides: Partial<CompanyDetail> = {}, permissions: string[] = []): CompanyDetail {
  return {
    id: companyId,
    name: 'Savannah Juice',
    company_role: 'BRAND',
    role: 'OWNER',
    parent_id: null,
    children: [],
    permissions: ['company.view', 'reports.view', 'campaign.create', ...permissions],
    ...overrides,
  } as unknown as CompanyDetail;
}

export function dashboardOf(overrides: Partial<CompanyDashboard> = {}): CompanyDashboard {
  return {
    company_id: companyId,
    as_of: '2026-11-20T06:00:00.000Z',
    month: '2026-11',
    previous_month: '2026-10',
    active_campaigns: 3,
    content_waiting: 7,
    reach: { current: 12_480, previous: 11_093, change_percent: 12.5 },
    engagement_rate: { current: 4.85, previous: 5, change_percent: -3 },
    money: null,
    ending_this_week: [],
    latest_notifications: [],
    ...overrides,
  };
}

export const COMPLETE_CHECKLIST = {
  email_verified: true,
  company_created: true,
  brand_created: true,
  cluster_created: true,
  teammate_invited: true,
  contract_created: true,
  billing_mode_added: true,
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call {
  route: string;
  body: unknown;
}

/** Stubs fetch: `routes` answer by "METHOD /path" (a function is asked each time); anything else is a 404. */
export function serve(routes: Record<string, unknown | (() => unknown)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({ route, body: text ? JSON.parse(text) : null });
      if (route in routes) {
        const answer = routes[route];
        const value = typeof answer === 'function' ? await (answer as () => unknown)() : answer;
        return value instanceof Response ? value : json(200, value);
      }
      return json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' });
    }),
  );
  return calls;
}

export function renderDashboard(element: ReactElement, company: CompanyDetail) {
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.company.root,
        element: <Outlet context={{ company }} />,
        children: [{ path: 'dashboard', element }],
      },
      // Where the page's links lead: another page.
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [`/companies/${company.id}/dashboard`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, router };
}
