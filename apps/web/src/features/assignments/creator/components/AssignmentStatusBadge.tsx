import { Badge } from '@mantine/core';
import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from '@app/shared/assignments';

const STATUS_COLORS: Record<AssignmentStatus, string> = {
  AWAITING_CONTRACT: 'yellow',
  ACTIVE: 'indigo',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

/** Where the agreed work stands, with the shared label (the Work list and the work's page). */
export function AssignmentStatusBadge({ status, size = 'sm' }: { status: AssignmentStatus; size?: 'sm' | 'md' }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="assignment-status"
      data-status={status}
    >
      {ASSIGNMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
