import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconClock, IconCircleX } from '@tabler/icons-react';
import { VERIFICATION_STATUS_LABELS, VERIFICATION_STATUSES, type VerificationStatus } from '@app/shared/config';

const LOOK: Record<VerificationStatus, { color: string; icon: typeof IconClock }> = {
  APPROVED: { color: 'green', icon: IconCircleCheck },
  REJECTED: { color: 'red', icon: IconCircleX },
  PENDING: { color: 'yellow', icon: IconClock },
  NOT_VERIFIED: { color: 'gray', icon: IconClock },
};

export function asVerificationStatus(value: string): VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value) ? (value as VerificationStatus) : 'NOT_VERIFIED';
}

/** The verification status with the spec's labels (NOT_VERIFIED reads "Pending"). */
export function VerificationBadge({
  status,
  withPrefix = true,
  ...props
}: { status: string; withPrefix?: boolean } & Omit<BadgeProps, 'children'>) {
  const value = asVerificationStatus(status);
  const { color, icon: Icon } = LOOK[value];
  const label = VERIFICATION_STATUS_LABELS[value];
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      leftSection={<Icon size={12} aria-hidden />}
      aria-label={withPrefix ? `Verification: ${label}` : label}
      data-testid="verification-badge"
      data-status={value}
      {...props}
    >
      {label}
    </Badge>
  );
}
