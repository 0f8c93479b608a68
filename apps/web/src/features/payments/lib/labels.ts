/**
 * How the brand's screens name and colour the states of payments: fundings (the shared labels), payouts (as the
 * brand sees them: the shared labels speak to the creator) and refunds.
 */
import {
  FUNDING_STATUS_LABELS,
  FUNDING_STATUSES,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  PAYOUT_STATUSES,
  type FundingStatus,
  type PaymentType,
  type PayoutStatus,
} from '@app/shared/payments';

export const PAYOUT_STATUS_LABELS_FOR_BRAND: Record<PayoutStatus, string> = {
  AWAITING_FUNDS: 'Waiting for funding',
  PAYABLE: "Waiting for the creator's number",
  PENDING: 'Sending',
  PAID: 'Paid',
  FAILED: 'Failed',
};

const COLORS: Record<string, string> = {
  PENDING: 'yellow',
  FUNDED: 'green',
  PAID: 'green',
  FAILED: 'red',
  REFUNDED: 'gray',
  AWAITING_FUNDS: 'orange',
  PAYABLE: 'blue',
};

const isFundingStatus = (status: string): status is FundingStatus =>
  (FUNDING_STATUSES as readonly string[]).includes(status);
const isPayoutStatus = (status: string): status is PayoutStatus =>
  (PAYOUT_STATUSES as readonly string[]).includes(status);

/** A list row's state in words: a payout's as the brand reads it, a funding's or refund's from the shared labels. */
export function paymentStatusLabel(type: PaymentType, status: string): string {
  if (type === 'PAYOUT' && isPayoutStatus(status)) return PAYOUT_STATUS_LABELS_FOR_BRAND[status];
  if (isFundingStatus(status)) return FUNDING_STATUS_LABELS[status];
  return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');
}

export function statusColor(status: string): string {
  return COLORS[status] ?? 'gray';
}

export interface Option {
  value: string;
  label: string;
}

export const TYPE_OPTIONS: Option[] = PAYMENT_TYPES.map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] }));

/** The states a list may be filtered by: those of the chosen type, else every one (a label once). */
export function statusOptions(type: PaymentType | null): Option[] {
  const funding = FUNDING_STATUSES.map((s) => ({ value: s, label: FUNDING_STATUS_LABELS[s] }));
  const payout = PAYOUT_STATUSES.map((s) => ({ value: s, label: PAYOUT_STATUS_LABELS_FOR_BRAND[s] }));
  if (type === 'FUNDING') return funding;
  if (type === 'PAYOUT') return payout;
  if (type === 'REFUND') return [{ value: 'REFUNDED', label: FUNDING_STATUS_LABELS.REFUNDED }];
  // PENDING is a funding awaiting payment or a payout being sent: one neutral name for both.
  const seen = new Set<string>();
  return [...funding, ...payout]
    .map((option) => (option.value === 'PENDING' ? { value: 'PENDING', label: 'Pending' } : option))
    .filter((option) => !seen.has(option.value) && seen.add(option.value));
}
