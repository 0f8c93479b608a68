import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * A report call that failed (spec section 8: no error message for report calls): a small, quiet note with a retry,
 * never a crash.
 */
export function QuietRetry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert variant="light" color="gray" p="xs" data-testid="report-retry">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{what} did not load.</Text>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconRefresh size={12} aria-hidden />}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
