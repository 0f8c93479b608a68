import { Badge } from '@mantine/core';
import { METRIC_REVIEW_STATUS_LABELS, type MetricReviewStatus } from '@app/shared/reporting';

const COLORS: Record<MetricReviewStatus, string> = { PENDING: 'yellow', ACCEPTED: 'green', DISPUTED: 'red' };

/** A reading's review state with the shared label: Waiting for the brand, Accepted, Disputed. */
export function ReadingStatusBadge({ status }: { status: MetricReviewStatus }) {
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="reading-status"
      data-status={status}
    >
      {METRIC_REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}
