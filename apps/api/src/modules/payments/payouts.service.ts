/**
 * Payouts (docs/state-machines.md "Payout"): a verified post's agreed share moves escrow -> creator payable
 * (fee and VAT earned, withholding tax booked) in the verifying transaction; B2C then sends the net, in whole
 * shillings, to the creator's verified M-Pesa number. One payout per assignment post, ever: the unique
 * (assignment, post) index and the ledger's idempotency keys hold it under concurrent verifies and repeated
 * result callbacks.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import {
  mpesaPayout,
  payoutMoveRefusal,
  postShare,
  PAYOUT_TRANSITIONS,
  releaseShares,
  withholdingMinor,
  withholdingPercent,
  type PayoutMove,
  type PayoutRole,
} from '@app/shared/payments';
import { formatMoney, minorToUnits } from '@app/shared/money';
import { transitionOf } from '@app/shared/state-machine';
import type { Actor } from '../../actor';
import type { Tx } from '../../db/client';
import { assignments } from '../../db/schema/assignments';
import { campaigns } from '../../db/schema/campaigns';
import { creatorAccounts } from '../../db/schema/creator-accounts';
import { creators } from '../../db/schema/creators';
import { jobs } from '../../db/schema/jobs';
import { fundings, payouts } from '../../db/schema/payments';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { loadScoped } from '../companies/access';
import { creatorRecipient, merchantRecipients, notify } from '../notifications/notifications.service';
import { membersWhoCan } from '../companies/access';
import { lockedBalance, post, type AccountRef } from './ledger';
import { fundingAccounts, issueDocument, type FundingRow } from './records';
import type { CallbackEvent } from './providers/provider';
import { ProviderError } from './providers/provider';

export type PayoutRow = typeof payouts.$inferSelect;

/** Failed payouts are retried automatically this many tries in all; after that a person retries them. */
export const MAX_AUTOMATIC_PAYOUT_ATTEMPTS = 3;
/** The wait before an automatic retry of a failed payout. */
const RETRY_AFTER_MS = 10 * 60_000;

const payoutNotFound = () => fieldError('payout_id', 'Payout not found', 'NOT_FOUND');

/** The one enforcing function of the payout machine: locks the row, asks the table, writes the state. */
async function movePayout(tx: Tx, id: string, move: PayoutMove, by: PayoutRole): Promise<PayoutRow> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  if (!row) throw payoutNotFound();
  const why = payoutMoveRefusal(row.status, move, by);
  if (why) throw new AppError('CONFLICT', `status: ${why}`, { field: 'status', state: row.status });
  const to = transitionOf(PAYOUT_TRANSITIONS, row.status, move, by)!.to;
  await tx.update(payouts).set({ status: to }).where(eq(payouts.id, id));
  return { ...row, status: to };
}

const payable = (creatorId: number, currency: string): AccountRef => ({ kind: 'CREATOR_PAYABLE', currency, creatorId });
const carry = (creatorId: number, currency: string): AccountRef => ({ kind: 'CREATOR_CARRY', currency, creatorId });

/** The work's live funding (FUNDED), locked; null when the work is not funded (yet). */
async function fundedWork(tx: Tx, work: { campaignId: string | null; jobBidId: string | null }) {
  const [row] = await tx
    .select()
    .from(fundings)
    .where(
      and(
        work.campaignId ? eq(fundings.campaignId, work.campaignId) : eq(fundings.jobBidId, work.jobBidId!),
        eq(fundings.status, 'FUNDED'),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Called in the transaction that verifies a live post: makes the post's payout (once; a second call for the
 * same post does nothing) and, when the work is funded, releases its money from escrow.
 */
export async function releasePostPayout(
  deps: Pick<Deps, 'outbox' | 'config'>,
  tx: Tx,
  input: { assignment_id: string; post_index: number; content_id: string },
): Promise<void> {
  const [work] = await tx
    .select({
      assignment: assignments,
      country: creators.countryCode,
      campaignCompany: campaigns.companyId,
      jobCompany: jobs.companyId,
    })
    .from(assignments)
    .innerJoin(creators, eq(creators.id, assignments.creatorId))
    .leftJoin(campaigns, eq(campaigns.id, assignments.campaignId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .where(eq(assignments.id, input.assignment_id));
  if (!work) return;
  const { assignment } = work;
  const gross = postShare(assignment.amountMinor, Math.max(assignment.posts, input.post_index), input.post_index);
  const percent = withholdingPercent(work.country, deps.config.payments.withholding);
  const withheld = withholdingMinor(gross, percent);
  const funding = await fundedWork(tx, assignment);
  const [created] = await tx
    .insert(payouts)
    .values({
      assignmentId: assignment.id,
      postIndex: input.post_index,
      contentId: input.content_id,
      creatorId: assignment.creatorId,
      companyId: (work.campaignCompany ?? work.jobCompany)!,
      fundingId: funding?.id ?? null,
      status: 'AWAITING_FUNDS',
      currency: assignment.currency,
      grossMinor: gross,
      withholdingPercent: percent,
      withholdingMinor: withheld,
      netMinor: gross - withheld,
      provider: deps.config.payments.mpesa ? 'MPESA' : 'SANDBOX',
    })
    .onConflictDoNothing({ target: [payouts.assignmentId, payouts.postIndex] })
    .returning();
  if (created && funding) await releaseFromEscrow(deps, tx, created, funding);
}

/** Releases every payout of the work that waited for its funding (called when the funding is confirmed). */
export async function releaseAwaitingPayouts(deps: Pick<Deps, 'outbox'>, tx: Tx, funding: FundingRow): Promise<number> {
  const waiting = await tx
    .select({ payout: payouts })
    .from(payouts)
    .innerJoin(assignments, eq(assignments.id, payouts.assignmentId))
    .where(
      and(
        eq(payouts.status, 'AWAITING_FUNDS'),
        funding.campaignId
          ? eq(assignments.campaignId, funding.campaignId)
          : eq(assignments.jobBidId, funding.jobBidId!),
      ),
    )
    .orderBy(payouts.createdAt);
  let released = 0;
  for (const { payout } of waiting) {
    const [current] = await tx.select().from(fundings).where(eq(fundings.id, funding.id));
    await releaseFromEscrow(deps, tx, payout, current);
    released += 1;
  }
  return released;
}

/** Escrow -> creator payable (gross less withholding), fee and VAT earned, withholding booked; then sent. */
async function releaseFromEscrow(deps: Pick<Deps, 'outbox'>, tx: Tx, payout: PayoutRow, funding: FundingRow) {
  const shares = releaseShares(funding.releasedMinor, payout.grossMinor);
  const accounts = fundingAccounts(funding);
  const { currency } = funding;
  const postings = [
    { account: accounts.escrow, amount_minor: payout.grossMinor + shares.fee_minor + shares.vat_minor },
    { account: payable(payout.creatorId, currency), amount_minor: -payout.netMinor },
    { account: { kind: 'WITHHOLDING_PAYABLE', currency } as AccountRef, amount_minor: -payout.withholdingMinor },
    { account: accounts.fee, amount_minor: -shares.fee_minor },
    { account: accounts.vat, amount_minor: -shares.vat_minor },
  ].filter((p) => p.amount_minor !== 0);
  if (postings.length > 1)
    await post(tx, {
      kind: 'payout.release',
      idempotencyKey: `payout:${payout.id}:release`,
      currency,
      fundingId: funding.id,
      payoutId: payout.id,
      memo: `Post ${payout.postIndex} verified`,
      postings,
    });
  await tx
    .update(fundings)
    .set({ releasedMinor: sql`${fundings.releasedMinor} + ${payout.grossMinor}` })
    .where(eq(fundings.id, funding.id));
  await movePayout(tx, payout.id, 'RELEASE', 'SYSTEM');
  await tx.update(payouts).set({ fundingId: funding.id }).where(eq(payouts.id, payout.id));
  await deps.outbox.recordEvent(tx, 'payments.payout_due', { payout_id: payout.id });
}

/** The creator's payout number when their payment step is approved; null otherwise. */
async function payoutNumber(tx: Tx, creatorId: number): Promise<string | null> {
  const [row] = await tx
    .select({ number: creatorAccounts.mpesaNumber, status: creators.verificationPayment })
    .from(creatorAccounts)
    .innerJoin(creators, eq(creators.id, creatorAccounts.creatorId))
    .where(eq(creatorAccounts.creatorId, creatorId));
  return row?.status === 'APPROVED' && row.number ? row.number : null;
}

/**
 * Sends a payable (or failed, on retry) payout: books payable -> cash with the shilling rounding carried, then
 * asks the provider. A creator without a verified number keeps it payable ("waiting for your M-Pesa number").
 */
export async function sendPayout(deps: Deps, payoutId: string, by: PayoutRole = 'SYSTEM'): Promise<PayoutRow | null> {
  const prepared = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!row) return null;
    if (row.status !== 'PAYABLE' && row.status !== 'FAILED') {
      // A person's retry of a payout under way or paid is refused, not answered as done.
      if (by === 'BRAND')
        throw new AppError('CONFLICT', `status: ${payoutMoveRefusal(row.status, 'RETRY', by)}`, {
          field: 'status',
          state: row.status,
        });
      return null;
    }
    const phone = await payoutNumber(tx, row.creatorId);
    if (!phone) {
      if (by === 'BRAND')
        throw new AppError('CONFLICT', 'status: The creator has no verified M-Pesa number yet', {
          field: 'status',
          state: row.status,
        });
      return null;
    }
    const retry = row.status === 'FAILED' && row.sentMinor !== null;
    await movePayout(tx, row.id, row.status === 'PAYABLE' ? 'SEND' : 'RETRY', by);
    const attempt = row.attempts + 1;
    const cash = { kind: 'PROVIDER_CLEARING', currency: row.currency } as AccountRef;
    // The first send settles the shilling rounding (cents carried in and out); a retry sends the same shillings
    // again: a failure returned exactly those to the payable account, and the carry may have moved on since.
    const carried = retry ? row.carryInMinor! : await lockedBalance(tx, carry(row.creatorId, row.currency));
    const rounding = retry
      ? { sent_minor: row.sentMinor!, shillings: minorToUnits(row.sentMinor!) }
      : mpesaPayout(row.netMinor, carried);
    const postings = (
      retry
        ? [
            { account: payable(row.creatorId, row.currency), amount_minor: rounding.sent_minor },
            { account: cash, amount_minor: -rounding.sent_minor },
          ]
        : [
            { account: payable(row.creatorId, row.currency), amount_minor: row.netMinor },
            {
              account: carry(row.creatorId, row.currency),
              amount_minor: carried - (rounding as ReturnType<typeof mpesaPayout>).carry_out_minor,
            },
            { account: cash, amount_minor: -rounding.sent_minor },
          ]
    ).filter((p) => p.amount_minor !== 0);
    if (postings.length > 1)
      await post(tx, {
        kind: 'payout.sent',
        idempotencyKey: `payout:${row.id}:sent:${attempt}`,
        currency: row.currency,
        fundingId: row.fundingId,
        payoutId: row.id,
        memo: `Payout of post ${row.postIndex}, try ${attempt}`,
        postings,
      });
    const requestId = randomUUID();
    const [updated] = await tx
      .update(payouts)
      .set({
        attempts: attempt,
        requestId,
        conversationId: null,
        phone,
        provider: deps.payments.name,
        carryInMinor: carried,
        sentMinor: rounding.sent_minor,
        sentAt: new Date(),
        failureReason: null,
      })
      .where(eq(payouts.id, row.id))
      .returning();
    // Less than a shilling to send: nothing goes to M-Pesa; the cents wait in the carry for the next payout.
    if (rounding.shillings === 0) await succeed(deps, tx, updated, null);
    return { row: updated, shillings: rounding.shillings };
  });
  if (!prepared || prepared.shillings === 0) return prepared?.row ?? null;
  const { row } = prepared;
  try {
    const started = await deps.payments.initiatePayout({
      requestId: row.requestId!,
      phone: row.phone!,
      shillings: prepared.shillings,
      remarks: `CreatorHub payout ${row.id.slice(0, 8)}`,
    });
    await deps.db
      .update(payouts)
      .set({ conversationId: started.conversationId })
      .where(and(eq(payouts.id, row.id), eq(payouts.requestId, row.requestId!)));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await deps.db.transaction((tx) => fail(deps, tx, row, error.message));
  }
  return row;
}

/** PENDING -> PAID: the receipt is issued and the creator told. */
async function succeed(deps: Pick<Deps, 'outbox'>, tx: Tx, row: PayoutRow, reference: string | null) {
  await movePayout(tx, row.id, 'SUCCEED', 'PROVIDER');
  await tx.update(payouts).set({ paidAt: new Date(), providerReference: reference }).where(eq(payouts.id, row.id));
  await issueDocument(tx, {
    companyId: row.companyId,
    kind: 'RECEIPT',
    payoutId: row.id,
    amountMinor: row.netMinor,
    currency: row.currency,
  });
  await notify(deps, tx, [
    {
      kind: 'payout.paid',
      to: await creatorRecipient(tx, row.creatorId),
      company_id: row.companyId,
      title: `You were paid ${formatMoney(row.sentMinor ?? 0, row.currency)}`,
      body:
        `Post ${row.postIndex}: ${formatMoney(row.grossMinor, row.currency)} less ` +
        `${formatMoney(row.withholdingMinor, row.currency)} withholding tax.`,
      link: '/creator/earnings',
    },
  ]);
}

/** PENDING -> FAILED: the sent movement is reversed (the money is payable again) and the creator told. */
async function fail(deps: Pick<Deps, 'outbox' | 'db'>, tx: Tx, row: PayoutRow, reason: string) {
  await movePayout(tx, row.id, 'FAIL', 'PROVIDER');
  // The shillings sent come back to the creator's payable account; the rounding of the first send stands (its
  // cents may already be in a later payout), and a retry sends the same shillings again.
  const sent = row.sentMinor ?? 0;
  if (sent > 0)
    await post(tx, {
      kind: 'payout.reversed',
      idempotencyKey: `payout:${row.id}:reversed:${row.attempts}`,
      currency: row.currency,
      fundingId: row.fundingId,
      payoutId: row.id,
      memo: reason.slice(0, 200),
      postings: [
        { account: { kind: 'PROVIDER_CLEARING', currency: row.currency }, amount_minor: sent },
        { account: payable(row.creatorId, row.currency), amount_minor: -sent },
      ],
    });
  await tx
    .update(payouts)
    .set({ failureReason: reason.slice(0, 500) })
    .where(eq(payouts.id, row.id));
  await notify(deps, tx, [
    {
      kind: 'payout.failed',
      to: await creatorRecipient(tx, row.creatorId),
      company_id: row.companyId,
      title: 'A payout failed; we will try again',
      body: reason.slice(0, 300),
      link: '/creator/earnings',
    },
  ]);
}

/**
 * A B2C result or time-out callback: acted on only when it names the try under way (our request id and the
 * conversation id M-Pesa gave us for it) and the payout is still PENDING; anything else changes nothing.
 */
export async function handlePayoutResult(
  deps: Deps,
  event: Extract<CallbackEvent, { type: 'PAYOUT' }>,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payouts).where(eq(payouts.requestId, event.requestId)).for('update');
    if (!row) return 'unknown';
    if (!row.conversationId || row.conversationId !== event.conversationId) return 'mismatch';
    if (row.status !== 'PENDING') return 'repeated';
    if (event.resultCode === 0) await succeed(deps, tx, row, event.transactionId);
    else await fail(deps, tx, row, event.description || `M-Pesa result ${event.resultCode}`);
    return event.resultCode === 0 ? 'paid' : 'failed';
  });
}

/** A person retries a failed payout (payments.manage on the paying company). */
export async function retryPayout(deps: Deps, actor: Actor, payoutId: string): Promise<void> {
  await loadScoped(deps, actor, payoutId, {
    action: 'payments.manage',
    notFound: payoutNotFound,
    load: async (id) => (await deps.db.select().from(payouts).where(eq(payouts.id, id)))[0],
    companyOf: (row) => row.companyId,
  });
  await sendPayout(deps, payoutId, 'BRAND');
}

/**
 * The queue's payout sweep: payable payouts whose creator now has a verified number, and failed ones due for an
 * automatic retry. How many were sent.
 */
export async function sendDuePayouts(deps: Deps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      or(
        eq(payouts.status, 'PAYABLE'),
        and(
          eq(payouts.status, 'FAILED'),
          lt(payouts.attempts, MAX_AUTOMATIC_PAYOUT_ATTEMPTS),
          lt(payouts.sentAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        ),
      ),
    )
    .limit(200);
  let sent = 0;
  for (const { id } of due) if (await sendPayout(deps, id)) sent += 1;
  return sent;
}

/** Members who follow a company's payments (payments.view), for notices about its money. */
export async function paymentFollowers(tx: Tx, companyId: string) {
  return merchantRecipients(await membersWhoCan(tx, companyId, 'payments.view'));
}
