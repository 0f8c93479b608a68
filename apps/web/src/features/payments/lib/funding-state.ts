/**
 * Where a campaign's or bid's funding stands, from its fundings (newest first): the one that counts is the newest
 * that did not fail (there is at most one), else the newest failed one (to retry).
 */
import type { Funding } from '@app/shared/payments';

/** An M-Pesa request waiting for the payer to enter their PIN: followed closely until it settles. */
export function isAwaitingPhone(funding: Pick<Funding, 'status' | 'method'>): boolean {
  return funding.status === 'PENDING' && funding.method === 'MPESA';
}

/** The funding that says how the work stands, or null when it was never asked for. */
export function currentFunding<T extends Pick<Funding, 'status'>>(fundings: readonly T[]): T | null {
  return fundings.find((funding) => funding.status !== 'FAILED') ?? fundings[0] ?? null;
}

/** Whether a new funding (or a retry) may be asked for: none yet, or the last one failed. */
export function mayFundAgain(current: Pick<Funding, 'status'> | null): boolean {
  return current === null || current.status === 'FAILED';
}

/** A funding's invoice or receipt: the receipt once paid, the invoice before. */
export function fundingDocument(
  funding: Pick<Funding, 'invoice' | 'receipt'>,
): { id: string; number: string; kind: 'INVOICE' | 'RECEIPT' } | null {
  if (funding.receipt) return { ...funding.receipt, kind: 'RECEIPT' };
  if (funding.invoice) return { ...funding.invoice, kind: 'INVOICE' };
  return null;
}
