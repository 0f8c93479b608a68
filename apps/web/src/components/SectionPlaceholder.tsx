import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

interface SectionPlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** A titled section inside a shell (company, profile) whose screens arrive with a later issue. */
export function SectionPlaceholder({ title, children }: SectionPlaceholderProps) {
  return (
    <Stack gap="md">
      <PageTitle order={2} fz="xl">
        {title}
      </PageTitle>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>This section is being set up.</Text>
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
