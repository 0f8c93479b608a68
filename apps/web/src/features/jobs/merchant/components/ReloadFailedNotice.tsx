import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { describeError } from '../../../../lib/api-client';
import { dayjs } from '../../../../lib/dates';

interface ReloadFailedNoticeProps {
  /** When the list on screen was loaded (TanStack's dataUpdatedAt). */
  loadedAt: number;
  error: unknown;
  onRetry: () => void;
  what?: string;
}

/**
 * A failed refresh while a cached list is on screen (spec section 7: on a failed job list call the
 * cached data is used): the list stays, with the time it is from.
 */
export function ReloadFailedNotice({ loadedAt, error, onRetry, what = 'list' }: ReloadFailedNoticeProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      p="xs"
      role="status"
      data-testid="reload-failed"
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          Showing the {what} from {dayjs(loadedAt).format('HH:mm')}; reloading failed ({describeError(error)}).
        </Text>
        <Button size="compact-xs" variant="white" color="yellow" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
