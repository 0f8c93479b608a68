import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError, errorReference } from '../lib/api-client';

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry?: () => void;
}

/** An inline failure with the server's message (and its reference when unexpected) and an optional retry. */
export function ErrorState({ title = 'Something went wrong', error, onRetry }: ErrorStateProps) {
  const reference = errorReference(error);
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="sm">
        <Text size="sm">{describeError(error)}</Text>
        {reference && (
          <Text size="xs" data-testid="error-reference">
            {reference}
          </Text>
        )}
        {onRetry && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
