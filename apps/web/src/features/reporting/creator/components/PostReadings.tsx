import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MetricSnapshot } from '@app/shared/reporting';
import { ErrorState } from '../../../../components/ErrorState';
import { creatorReadingEvidenceQuery } from '../../api/creator-reading-evidence';
import { ReadingItem } from '../../components/ReadingItem';

/** My post's readings, newest first, each with its state (Waiting for the brand, Accepted, Disputed and why). */
export function PostReadings({ readings }: { readings: UseQueryResult<MetricSnapshot[]> }) {
  if (readings.isPending) return <Skeleton height={72} role="status" aria-label="Loading your figures" />;
  if (readings.isError && !readings.data)
    return (
      <ErrorState
        title="We could not load your figures"
        error={readings.error}
        onRetry={() => void readings.refetch()}
      />
    );
  if (!readings.data || readings.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="no-readings">
        No figures reported yet.
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Figures of this post">
      {readings.data.map((reading) => (
        <ReadingItem key={reading.id} reading={reading} evidence={creatorReadingEvidenceQuery} />
      ))}
    </Stack>
  );
}
