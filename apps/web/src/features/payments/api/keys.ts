/** A company's payments list: its filters and page (part of the query key). */
export interface PaymentFilters {
  type: 'FUNDING' | 'PAYOUT' | 'REFUND' | null;
  status: string | null;
  /** Days, "YYYY-MM-DD", inclusive. */
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
}

/** The query string of a payments list call: empty filters left out (no `format`: JSON). */
export function paymentsQueryParams(filters: PaymentFilters) {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    page_number: filters.page,
    page_size: filters.pageSize,
  };
}

/** What a funding pays for: a campaign or an accepted bid, in the company that owns it. */
export type FundingSubject = { campaignId: string; bidId?: never } | { bidId: string; campaignId?: never };

/** Whose payments a list shows: one company's tree, or every company the merchant may read payments of. */
export type PaymentsScope = { companyId: string } | 'all';

/**
 * Query keys of the brand's payments (the creator's earnings sit under `creatorKeys`): one root, so a payment
 * notification refreshes the lists, the fundings of campaigns and bids and the profile's pages together. A document
 * (an invoice or receipt PDF) never changes and is left out of those prefixes.
 */
export const PAYMENTS_ROOT = 'payments';

export const paymentKeys = {
  all: [PAYMENTS_ROOT] as const,
  billing: (companyId: string) => [PAYMENTS_ROOT, 'billing', companyId] as const,
  /** Every funding query: the fundings of each campaign or bid, and each funding by id. */
  fundings: [PAYMENTS_ROOT, 'fundings'] as const,
  subjectFundings: (companyId: string, subject: FundingSubject) =>
    [
      PAYMENTS_ROOT,
      'fundings',
      'of',
      companyId,
      subject.campaignId ? { campaign: subject.campaignId } : { bid: subject.bidId },
    ] as const,
  funding: (fundingId: string) => [PAYMENTS_ROOT, 'fundings', 'one', fundingId] as const,
  /** Every payments list (each company's and the merchant's across companies). */
  lists: [PAYMENTS_ROOT, 'list'] as const,
  list: (scope: PaymentsScope, filters: PaymentFilters) =>
    [PAYMENTS_ROOT, 'list', scope === 'all' ? 'all' : scope.companyId, filters] as const,
  /** The merchant's own numbers and history (/profile/payments). */
  profile: [PAYMENTS_ROOT, 'profile'] as const,
  profileNumbers: () => [PAYMENTS_ROOT, 'profile', 'numbers'] as const,
  profileHistory: () => [PAYMENTS_ROOT, 'profile', 'history'] as const,
  document: (documentId: string) => [PAYMENTS_ROOT, 'document', documentId] as const,
};
