import { Button, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** /auth/thank-you: open to any visitor. */
export function ThankYouPage() {
  const brand = useSession('brand');
  return (
    <Container size={520} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <PageTitle>Thank you!</PageTitle>
          <Text c="dimmed">Your account is ready. Log in to start working with creators.</Text>
          {brand ? (
            <Button component={Link} to={paths.companies()}>
              Go to your companies
            </Button>
          ) : (
            <Button component={Link} to={paths.auth.login()}>
              Go to login
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
