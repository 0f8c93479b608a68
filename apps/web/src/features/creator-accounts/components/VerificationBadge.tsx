import { Badge } from '@mantine/core';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@app/shared/config';

const VERIFICATION_COLORS: Record<VerificationStatus, string> = {
  NOT_VERIFIED: 'gray',
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** A verification status with the shared label (NOT_VERIFIED reads "Pending", spec section 4). */
export function VerificationBadge({ status, size = 'sm' }: { status: VerificationStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge
      color={VERIFICATION_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      data-status={status}
    >
      {VERIFICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
