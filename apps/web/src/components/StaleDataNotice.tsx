import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeError } from '../lib/api-client';

interface StaleDataNoticeProps {
  error: unknown;
  onRetry?: () => void;
  /** What is shown ("groups"). */
  what?: string;
}

/**
 * A failed refresh while cached data is on screen (spec section 7: the cached data is used): a small
 * warning above the data instead of an error in its place.
 */
export function StaleDataNotice({ error, onRetry, what = 'data' }: StaleDataNoticeProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      p="xs"
      role="status"
      data-testid="stale-data"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          We could not refresh the {what} ({describeError(error)}). You are seeing the last copy loaded.
        </Text>
        {onRetry && (
          <Button size="compact-xs" variant="white" color="yellow" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
