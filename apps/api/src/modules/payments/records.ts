/**
 * What the payments services share inside the module: numbered documents, the funding's wire shape, the
 * accounts a funding moves money between, and the stored row types.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fundingLines, type Funding } from '@app/shared/payments';
import type { Db, Tx } from '../../db/client';
import { fundings, paymentDocumentCounters, paymentDocuments } from '../../db/schema/payments';
import type { AccountRef } from './ledger';

export type FundingRow = typeof fundings.$inferSelect;
export type DocumentKind = (typeof paymentDocuments.$inferSelect)['kind'];

const PREFIX: Record<DocumentKind, string> = { INVOICE: 'INV', RECEIPT: 'RCT' };

/**
 * Issues the next document of a kind for a company: INV-000001, INV-000002, ... without gaps, because the
 * counter row is incremented (and so locked) in the transaction that writes the document: a rollback takes
 * the number back.
 */
export async function issueDocument(
  tx: Tx,
  input: {
    companyId: string;
    kind: DocumentKind;
    fundingId?: string | null;
    payoutId?: string | null;
    amountMinor: number;
    currency: string;
  },
): Promise<{ id: string; number: string }> {
  await tx
    .insert(paymentDocumentCounters)
    .values({ companyId: input.companyId, kind: input.kind, lastSeq: 0 })
    .onConflictDoNothing();
  const [counter] = await tx
    .update(paymentDocumentCounters)
    .set({ lastSeq: sql`${paymentDocumentCounters.lastSeq} + 1` })
    .where(and(eq(paymentDocumentCounters.companyId, input.companyId), eq(paymentDocumentCounters.kind, input.kind)))
    .returning({ seq: paymentDocumentCounters.lastSeq });
  const number = `${PREFIX[input.kind]}-${String(counter.seq).padStart(6, '0')}`;
  const [doc] = await tx
    .insert(paymentDocuments)
    .values({
      companyId: input.companyId,
      kind: input.kind,
      seq: counter.seq,
      number,
      fundingId: input.fundingId ?? null,
      payoutId: input.payoutId ?? null,
      amountMinor: input.amountMinor,
      currency: input.currency,
    })
    .returning({ id: paymentDocuments.id, number: paymentDocuments.number });
  return doc;
}

/** The accounts of a funding: its escrow, the company's wallet, cash at the providers. */
export function fundingAccounts(funding: Pick<FundingRow, 'id' | 'companyId' | 'currency'>) {
  const { currency } = funding;
  return {
    escrow: { kind: 'ESCROW', currency, fundingId: funding.id, companyId: funding.companyId } satisfies AccountRef,
    wallet: { kind: 'COMPANY_WALLET', currency, companyId: funding.companyId } satisfies AccountRef,
    clearing: { kind: 'PROVIDER_CLEARING', currency } satisfies AccountRef,
    fee: { kind: 'PLATFORM_FEE', currency } satisfies AccountRef,
    vat: { kind: 'VAT_PAYABLE', currency } satisfies AccountRef,
  };
}

/** What a funding's escrow holds now: the total once funded, less what was released with fee and VAT, less refunds. */
export function escrowOf(row: FundingRow): number {
  if (row.status !== 'FUNDED' && row.status !== 'REFUNDED') return 0;
  const released = fundingLines(row.releasedMinor);
  return row.totalMinor - released.total_minor - row.refundedMinor;
}

/** The fundings as the API answers them, with their documents. */
export async function fundingViews(db: Db | Tx, rows: FundingRow[]): Promise<Funding[]> {
  const docs = rows.length
    ? await db
        .select()
        .from(paymentDocuments)
        .where(
          inArray(
            paymentDocuments.fundingId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((row) => {
    const doc = (kind: DocumentKind) => {
      const found = docs.find((d) => d.fundingId === row.id && d.kind === kind);
      return found ? { id: found.id, number: found.number } : null;
    };
    return {
      id: row.id,
      company_id: row.companyId,
      campaign_id: row.campaignId,
      bid_id: row.jobBidId,
      subject: row.subject,
      method: row.method,
      status: row.status,
      amount_minor: row.totalMinor,
      currency: row.currency,
      lines: fundingLines(row.workMinor).lines,
      provider: row.provider,
      checkout_request_id: row.checkoutRequestId,
      phone: row.phone,
      failure_reason: row.failureReason,
      escrow_minor: escrowOf(row),
      released_minor: row.releasedMinor,
      refunded_minor: row.refundedMinor,
      invoice: doc('INVOICE'),
      receipt: doc('RECEIPT'),
      created_at: row.createdAt.toISOString(),
      funded_at: row.fundedAt?.toISOString() ?? null,
    };
  });
}

/** Locks a funding row for a move. */
export async function lockFunding(tx: Tx, id: string): Promise<FundingRow | undefined> {
  const [row] = await tx.select().from(fundings).where(eq(fundings.id, id)).for('update');
  return row;
}
