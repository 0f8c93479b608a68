/**
 * Renders a notifications screen in a data router (inside a company's outlet context when given one), with Mantine,
 * toasts and a query client the test can reach (to play the live stream's events into it).
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderScreen(
  element: ReactElement,
  /** `pattern` '*' (the default) keeps the element on every path, as a header's bell is. */
  { path = '/', pattern = '*', context }: { path?: string; pattern?: string; context?: unknown } = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet context={context} />
            <Where />
          </>
        ),
        // Any other path (where a notification's link goes) shows nothing but the location.
        children: pattern === '*' ? [{ path: '*', element }] : [{ path: pattern, element }, { path: '*' }],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user, router, queryClient, location: () => screen.getByTestId('location').textContent };
}
