import { Stack, Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small figure with its label above it (a group's or a creator's totals). */
export function Stat({ label, children, size }: { label: string; children: ReactNode; size?: MantineSize }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size={size} component="div">
        {children}
      </Text>
    </Stack>
  );
}
