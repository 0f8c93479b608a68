/**
 * Renders a content page in a data router inside the company's outlet context, with Mantine, modals, toasts and a
 * query client; the location is shown in an <output> so tests can read where the page went.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ROUTES } from '../../../../lib/paths';
import { company } from './fixtures';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** `routes`: the pages under the company (pattern and element), `path`: where to start. */
export function renderContentPage(routes: Array<{ path: string; element: ReactElement }>, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.company.root,
        element: (
          <>
            <Outlet context={{ company }} />
            <Where />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider>
          <Notifications />
          <RouterProvider router={router} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user, router, queryClient, location: () => screen.getByTestId('location').textContent };
}
