import { Badge } from '@mantine/core';
import type { BidStatus } from '@app/shared/jobs';
import { BID_STATUS_COLORS, bidStatusLabel } from '../lib/status';

/** A bid's state: Ongoing, Accepted, Rejected, Withdrawn (the brand's and the creator's screens alike). */
export function BidStatusBadge({ status, size = 'sm' }: { status: BidStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color={BID_STATUS_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      data-status={status}
      data-testid="bid-status"
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {bidStatusLabel(status)}
    </Badge>
  );
}
