import { Badge, type BadgeProps } from '@mantine/core';
import { FUNDING_STATUS_LABELS, type FundingStatus, type PaymentType } from '@app/shared/payments';
import { paymentStatusLabel, statusColor } from '../lib/labels';

/** A funding's state: Awaiting payment, Funded, Failed, Refunded. */
export function FundingStatusBadge({ status, ...props }: { status: FundingStatus } & BadgeProps) {
  return (
    <Badge color={statusColor(status)} variant="light" tt="none" data-testid="funding-status" {...props}>
      {FUNDING_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A payments list row's state, named for its type (a payout's as the brand reads it). */
export function PaymentStatusBadge({ type, status, ...props }: { type: PaymentType; status: string } & BadgeProps) {
  return (
    <Badge color={statusColor(status)} variant="light" tt="none" data-testid="payment-status" {...props}>
      {paymentStatusLabel(type, status)}
    </Badge>
  );
}
