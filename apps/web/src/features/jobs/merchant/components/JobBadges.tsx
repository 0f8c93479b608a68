import { Badge } from '@mantine/core';
import type { JobListingStatus, JobStatus } from '@app/shared/jobs';
import { JOB_STATUS_COLORS, JOB_STATUS_LABELS, LISTING_STATUS_COLORS, LISTING_STATUS_HINTS } from '../../lib/status';

type Size = 'xs' | 'sm' | 'md' | 'lg';

/** A job's own state: Draft, Open, Closed. */
export function JobStatusBadge({ status, size = 'sm' }: { status: JobStatus; size?: Size }) {
  return (
    <Badge
      color={JOB_STATUS_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      data-status={status}
      data-testid="job-status"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Where the job's bids stand for the brand: Approved, Countered, Pending, Rejected. */
export function ListingStatusBadge({ status, size = 'sm' }: { status: JobListingStatus; size?: Size }) {
  return (
    <Badge
      color={LISTING_STATUS_COLORS[status]}
      variant="outline"
      size={size}
      tt="none"
      title={LISTING_STATUS_HINTS[status]}
      data-status={status}
      data-testid="listing-status"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}
