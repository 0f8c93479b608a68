import { Button, Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';

/** /disabled: where a disabled account is sent from the company routes. */
export function DisabledPage() {
  return (
    <Container size={560} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconLock size={30} />
          </ThemeIcon>
          <PageTitle>Your account is disabled</PageTitle>
          <Text c="dimmed">
            You can no longer reach your companies and campaigns. Contact support to find out why and how to restore
            access.
          </Text>
          <Group justify="center">
            <Button component={Link} to={paths.contact()}>
              Contact support
            </Button>
            <Button component={Link} to={paths.faq()} variant="default">
              Read the FAQ
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
