import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting';
import { paths } from '../lib/paths';
import { NotFoundPage } from './NotFoundPage';

/**
 * The error element of the root route: 404s as the not-found page, anything else with a reload (and reported, when
 * error reporting is on: lib/error-reporting.ts).
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error, { source: 'route' });
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          The page could not be shown. Reloading usually helps; a new version of the app may have been published.
        </Text>
        {import.meta.env.DEV && detail && <Code block>{detail}</Code>}
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component="a" href={paths.home()} variant="default">
            Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
