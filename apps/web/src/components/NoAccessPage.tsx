import { Button, Container, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { PageTitle } from './PageTitle';

/**
 * A company route whose company the user cannot reach (not among their companies, removed, or no
 * such id). The two cases read the same, so the page never tells whether a company exists; the way
 * back is /companies, where spec section 4 sends such a visit (docs/decisions: not-found-or-no-access).
 */
export function NoAccessPage() {
  return (
    <Container size={560} py={48}>
      <Paper withBorder shadow="sm" p="xl" radius="md" data-testid="no-access">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="gray" variant="light" aria-hidden>
            <IconBuildingOff size={30} />
          </ThemeIcon>
          <PageTitle>Company not found or no access</PageTitle>
          <Text c="dimmed">
            This company does not exist, or your account is not a member of it. If you were invited, open the link in
            the invitation e-mail first.
          </Text>
          <Button component={Link} to={paths.companies()}>
            Go to your companies
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
