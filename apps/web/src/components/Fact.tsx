import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled fact of a details page (a brand, dates, a budget): the label small and dimmed above the value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
