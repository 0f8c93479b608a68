import { Badge } from '@mantine/core';
import { INVITATION_STATUS_LABELS, type InvitationStatus } from '@app/shared/creator-accounts';

const INVITATION_COLORS: Record<InvitationStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  REMOVED: 'gray',
};

/** An invitation's status as the invited creator reads it ("Awaiting your answer"). */
export function InvitationStatusBadge({
  status,
  size = 'sm',
}: {
  status: InvitationStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      color={INVITATION_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      data-status={status}
    >
      {INVITATION_STATUS_LABELS[status]}
    </Badge>
  );
}
