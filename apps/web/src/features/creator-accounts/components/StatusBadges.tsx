import { Badge } from '@mantine/core';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@app/shared/config';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@app/shared/contracts';
import { INVITATION_STATUS_LABELS, type InvitationStatus } from '@app/shared/creator-accounts';
import { BID_STATUS_LABELS, type BidStatus } from '@app/shared/jobs';

const VERIFICATION_COLORS: Record<VerificationStatus, string> = {
  NOT_VERIFIED: 'gray',
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
};
const INVITATION_COLORS: Record<InvitationStatus, string> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  DECLINED: 'red',
  REMOVED: 'gray',
};
const CONTRACT_COLORS: Record<ContractStatus, string> = {
  ISSUED: 'blue',
  PENDING_SIGNATURE: 'yellow',
  SIGNED: 'green',
  DECLINED: 'red',
  VOID: 'gray',
};
const BID_COLORS: Record<BidStatus, string> = {
  ONGOING: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  WITHDRAWN: 'gray',
};

type Size = 'sm' | 'md' | 'lg';

/** A verification status with the shared label (NOT_VERIFIED reads "Pending", spec section 4). */
export function VerificationBadge({ status, size = 'sm' }: { status: VerificationStatus; size?: Size }) {
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

export function InvitationStatusBadge({ status, size = 'sm' }: { status: InvitationStatus; size?: Size }) {
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

export function ContractStatusBadge({ status, size = 'sm' }: { status: ContractStatus; size?: Size }) {
  return (
    <Badge
      color={CONTRACT_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      data-status={status}
    >
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function BidStatusBadge({ status, size = 'sm' }: { status: BidStatus; size?: Size }) {
  return (
    <Badge
      color={BID_COLORS[status]}
      variant="light"
      size={size}
      tt="none"
      style={{ flexShrink: 0 }}
      data-status={status}
      data-testid="bid-status"
    >
      {BID_STATUS_LABELS[status]}
    </Badge>
  );
}
