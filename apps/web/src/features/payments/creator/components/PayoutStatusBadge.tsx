import { Badge } from '@mantine/core';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '@app/shared/payments';

const STATUS_COLORS: Record<PayoutStatus, string> = {
  AWAITING_FUNDS: 'gray',
  PAYABLE: 'yellow',
  PENDING: 'blue',
  PAID: 'green',
  FAILED: 'red',
};

/**
 * Where a payout stands, told to the creator (the shared labels: PAYABLE reads "Waiting for your M-Pesa number").
 * The brand's payment lists tell the same statuses their own way, so this badge is the creator's (decision 020).
 */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant={status === 'PAID' ? 'filled' : 'light'}
      size="sm"
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid="payout-status"
      data-status={status}
    >
      {PAYOUT_STATUS_LABELS[status]}
    </Badge>
  );
}
