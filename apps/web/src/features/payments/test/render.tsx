/**
 * Renders a payments screen in a data router (inside the company's outlet context when `company` is given), with
 * Mantine, modals, toasts and a query client; the location is shown in an <output> so tests can read it.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { CompanyDetail } from '@app/shared/companies';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ROUTES } from '../../../lib/paths';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPayments(
  element: ReactElement,
  options: { path?: string; pattern?: string; company?: CompanyDetail } = {},
) {
  const { path = '/', pattern = '/', company } = options;
  const page = { path: pattern, element };
  const router = createMemoryRouter(
    company
      ? [
          {
            path: ROUTES.company.root,
            element: (
              <>
                <Outlet context={{ company }} />
                <Where />
              </>
            ),
            children: [page],
          },
        ]
      : [
          {
            element: (
              <>
                <Outlet />
                <Where />
              </>
            ),
            children: [page],
          },
        ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient, location: () => screen.getByTestId('location').textContent };
}
