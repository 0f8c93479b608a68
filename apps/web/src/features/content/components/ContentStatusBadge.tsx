import { Badge } from '@mantine/core';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '@app/shared/content';
import { CONTENT_STATUS_COLORS } from '../lib/status';

type Size = 'xs' | 'sm' | 'md' | 'lg';

/** A content item's state with the shared label, on the brand's and the creator's screens alike. */
export function ContentStatusBadge({ status, size = 'sm' }: { status: ContentStatus; size?: Size }) {
  return (
    <Badge
      color={CONTENT_STATUS_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      data-status={status}
      data-testid="content-status"
    >
      {CONTENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Submitted after its due date. */
export function LateBadge({ size = 'sm' }: { size?: Size }) {
  return (
    <Badge color="red" variant="outline" size={size} tt="none" style={{ flexShrink: 0 }} data-testid="content-late">
      Late
    </Badge>
  );
}
