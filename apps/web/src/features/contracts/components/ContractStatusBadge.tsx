import { Badge } from '@mantine/core';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from '@app/shared/contracts';

const COLORS: Record<ContractStatus, string> = {
  ISSUED: 'blue',
  PENDING_SIGNATURE: 'yellow',
  SIGNED: 'green',
  DECLINED: 'red',
  VOID: 'gray',
};

/** A contract's status with the shared label. */
export function ContractStatusBadge({ status, size = 'sm' }: { status: ContractStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={COLORS[status]} variant="light" size={size} tt="none" data-status={status}>
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}
