import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled fact of a details page (a brand, dates, a budget). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
