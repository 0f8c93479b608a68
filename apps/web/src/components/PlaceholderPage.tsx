import { Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A titled page for a section whose screens arrive with a later issue. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <PageTitle>{title}</PageTitle>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Text>This section is being set up.</Text>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
