import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { METRIC_SOURCE_LABELS, type MetricSnapshot } from '@app/shared/reporting';
import { formatDate } from '../../../lib/dates';
import type { PdfQuery } from '../../../lib/pdf-query';
import { EvidenceButton } from './EvidenceButton';
import { ReadingFigures } from './ReadingFigures';
import { ReadingStatusBadge } from './ReadingStatusBadge';

interface ReadingItemProps {
  reading: MetricSnapshot;
  /** The screenshot's query when the reading has one. */
  evidence: ((snapshotId: string) => PdfQuery) | null;
  /** Buttons for the reading (the brand's Accept and Dispute). */
  actions?: ReactNode;
}

/**
 * One reading of a live post, as a list item: when it was read, where it came from, its review state (and the
 * brand's reason when disputed), its figures and engagement rate, the screenshot sent with it.
 */
export function ReadingItem({ reading, evidence, actions }: ReadingItemProps) {
  const when = formatDate(reading.captured_at, 'dayFirstTime');
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      aria-label={`Figures read ${when}`}
      data-testid="reading"
      data-reading-id={reading.id}
      data-status={reading.review_status}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {when}
            </Text>
            <Text size="xs" c="dimmed" data-testid="reading-source">
              {METRIC_SOURCE_LABELS[reading.source]}
            </Text>
          </Stack>
          <ReadingStatusBadge status={reading.review_status} />
        </Group>
        {reading.review_status === 'DISPUTED' && (
          <Alert color="red" variant="light" p="xs" data-testid="dispute-reason">
            <Text size="sm">
              <Text span fw={600}>
                Disputed:{' '}
              </Text>
              {reading.dispute_reason ?? 'no reason given'}
            </Text>
          </Alert>
        )}
        <ReadingFigures reading={reading} />
        {(actions || (evidence && reading.has_evidence)) && (
          <Group justify="space-between" gap="xs">
            {evidence && reading.has_evidence ? <EvidenceButton query={evidence(reading.id)} when={when} /> : <span />}
            {actions && <Group gap="xs">{actions}</Group>}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
