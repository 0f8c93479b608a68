import { Badge } from '@mantine/core';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@app/shared/contracts';

const COLORS: Record<ContractStatus, string> = {
  ISSUED: 'blue',
  PENDING_SIGNATURE: 'yellow',
  SIGNED: 'green',
  DECLINED: 'red',
  VOID: 'gray',
};

/** A contract's status with the shared label, on the brand's and the creator's screens alike. */
export function ContractStatusBadge({ status, size = 'sm' }: { status: ContractStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLORS[status]} variant="light" size={size} tt="none" style={{ flexShrink: 0 }} data-status={status}>
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}
