import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={paths.home()}>
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
