/**
 * Billing and fundings (docs/state-machines.md "Funding"): a company's billing mode; the money asked for a
 * campaign or an accepted bid (agreed work + 30% platform fee + 15% VAT, the shared rules), collected by M-Pesa
 * (STK push) or invoiced; provider callbacks, never trusted on their word; refunds of unspent escrow.
 */
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  fundingLines,
  fundingMoveRefusal,
  FUNDING_TRANSITIONS,
  mpesaCollection,
  type Billing,
  type Funding,
  type FundingMove,
  type FundingRequest,
  type FundingRole,
} from '@app/shared/payments';
import { formatMoney } from '@app/shared/money';
import { transitionOf } from '@app/shared/state-machine';
import type { Actor } from '../../actor';
import type { Db, Tx } from '../../db/client';
import { assignments } from '../../db/schema/assignments';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { jobBids, jobs } from '../../db/schema/jobs';
import { companyBilling, fundings, providerEvents } from '../../db/schema/payments';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors';
import { authorize, loadScoped } from '../companies/access';
import { notify } from '../notifications/notifications.service';
import { post } from './ledger';
import { handlePayoutResult, paymentFollowers, releaseAwaitingPayouts } from './payouts.service';
import { escrowOf, fundingAccounts, fundingViews, issueDocument, lockFunding, type FundingRow } from './records';
import type { CallbackKind } from './providers/provider';
import { ProviderError } from './providers/provider';

/** Escrow of a campaign that ended with work still open is returned this long after its end. */
export const REFUND_GRACE_DAYS = 14;
/** How long after an STK push the status is queried when no callback came (a lost callback). */
export const COLLECTION_CHECK_SECONDS = 60;
/** Status queries of one collection before it is given up as unanswered. */
const MAX_COLLECTION_CHECKS = 10;

const fundingNotFound = () => fieldError('funding_id', 'Funding not found', 'NOT_FOUND');

/** The one enforcing function of the funding machine: locks the row, asks the table, writes the state. */
async function moveFunding(
  tx: Tx,
  id: string,
  move: FundingMove,
  by: FundingRole,
  set: Partial<typeof fundings.$inferInsert> = {},
): Promise<FundingRow> {
  const row = await lockFunding(tx, id);
  if (!row) throw fundingNotFound();
  const why = fundingMoveRefusal(row.status, move, by);
  if (why) throw new AppError('CONFLICT', `status: ${why}`, { field: 'status', state: row.status });
  const to = transitionOf(FUNDING_TRANSITIONS, row.status, move, by)!.to;
  const [updated] = await tx
    .update(fundings)
    .set({ ...set, status: to })
    .where(eq(fundings.id, id))
    .returning();
  return updated;
}

// ---- Billing ----

const providerName = (deps: Pick<Deps, 'payments'>) => deps.payments.name;

export async function getBilling(deps: Deps, actor: Actor, companyId: string): Promise<Billing> {
  await authorize(deps, actor, companyId, 'payments.view');
  return billingOf(deps, companyId);
}

async function billingOf(deps: Deps, companyId: string): Promise<Billing> {
  const [row] = await deps.db.select().from(companyBilling).where(eq(companyBilling.companyId, companyId));
  return {
    company_id: companyId,
    billing_mode: row?.billingMode ?? null,
    mpesa_phone: row?.mpesaPhone ?? null,
    provider: providerName(deps),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function putBilling(
  deps: Deps,
  actor: Actor,
  companyId: string,
  input: { billing_mode: 'MPESA' | 'INVOICE'; mpesa_phone?: string },
): Promise<Billing> {
  await authorize(deps, actor, companyId, 'payments.manage');
  const values = {
    billingMode: input.billing_mode,
    mpesaPhone: input.mpesa_phone ?? null,
    updatedBy: actor.merchantId,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(companyBilling)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyBilling.companyId, set: values });
  return billingOf(deps, companyId);
}

/** Whether any of the companies has a billing mode (the onboarding checklist's billing_mode_added). */
/** One of `companyIds` that has a billing mode, if any: the query itself, so a caller can ask `exists(...)` of it. */
export function billingModeQuery(db: Db, companyIds: string[]) {
  return db
    .select({ id: companyBilling.companyId })
    .from(companyBilling)
    .where(inArray(companyBilling.companyId, companyIds))
    .limit(1);
}

export async function hasBillingMode(db: Db, companyIds: string[]): Promise<boolean> {
  if (!companyIds.length) return false;
  return (await billingModeQuery(db, companyIds)).length > 0;
}

// ---- Fundings ----

interface Subject {
  companyId: string;
  campaignId: string | null;
  bidId: string | null;
  name: string;
  workMinor: number;
  currency: string;
}

/** What the request funds, checked: the caller may manage its company's payments; it can still be funded. */
async function subjectOf(deps: Deps, actor: Actor, input: FundingRequest): Promise<Subject> {
  if (input.campaign_id) {
    const notFound = () => fieldError('campaign_id', 'Campaign not found', 'NOT_FOUND');
    const campaign = await loadScoped(deps, actor, input.campaign_id, {
      action: 'payments.manage',
      notFound,
      load: async (id) => (await deps.db.select().from(campaigns).where(eq(campaigns.id, id)))[0],
      companyOf: (row) => row.companyId,
    });
    if (campaign.cancelledAt || campaign.endAt.getTime() < Date.now())
      throw new AppError('CONFLICT', 'campaign_id: A cancelled or finished campaign cannot be funded', {
        field: 'campaign_id',
      });
    return {
      companyId: campaign.companyId,
      campaignId: campaign.id,
      bidId: null,
      name: campaign.name,
      workMinor: campaign.deliverablesTotalMinor,
      currency: campaign.currency,
    };
  }
  const notFound = () => fieldError('bid_id', 'Bid not found', 'NOT_FOUND');
  const bid = await loadScoped(deps, actor, input.bid_id!, {
    action: 'payments.manage',
    notFound,
    load: async (id) =>
      (
        await deps.db
          .select({ bid: jobBids, companyId: jobs.companyId, job: jobs.name, creator: creators.name })
          .from(jobBids)
          .innerJoin(jobs, eq(jobs.id, jobBids.jobId))
          .innerJoin(creators, eq(creators.id, jobBids.creatorId))
          .where(eq(jobBids.id, id))
      )[0],
    companyOf: (row) => row.companyId,
  });
  if (bid.bid.status !== 'ACCEPTED')
    throw new AppError('CONFLICT', 'bid_id: Only an accepted bid can be funded', {
      field: 'bid_id',
      state: bid.bid.status,
    });
  const [work] = await deps.db
    .select({ total: sql<string>`coalesce(sum(${assignments.amountMinor}), 0)` })
    .from(assignments)
    .where(eq(assignments.jobBidId, bid.bid.id));
  return {
    companyId: bid.companyId,
    campaignId: null,
    bidId: bid.bid.id,
    name: `${bid.job} - ${bid.creator}`,
    workMinor: Number(work.total),
    currency: bid.bid.currency,
  };
}

/** The live (not failed) funding of a campaign or bid, if any. */
async function openFunding(db: Db | Tx, subject: Pick<Subject, 'campaignId' | 'bidId'>) {
  const [row] = await db
    .select()
    .from(fundings)
    .where(
      and(
        subject.campaignId ? eq(fundings.campaignId, subject.campaignId) : eq(fundings.jobBidId, subject.bidId!),
        sql`${fundings.status} <> 'FAILED'`,
      ),
    );
  return row ?? null;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: string }).code === '23505';

/**
 * Asks for the money of a campaign or an accepted bid. The amounts are the server's (shared fundingLines). M-Pesa
 * sends the payer's phone an STK prompt (the funding is PENDING until the provider confirms); an invoice is
 * issued, numbered, and the work is funded when staff record its payment.
 */
export async function createFunding(deps: Deps, actor: Actor, input: FundingRequest): Promise<Funding> {
  const subject = await subjectOf(deps, actor, input);
  if (subject.workMinor <= 0)
    throw new AppError('CONFLICT', `${input.campaign_id ? 'campaign_id' : 'bid_id'}: There is no agreed work to fund`, {
      field: input.campaign_id ? 'campaign_id' : 'bid_id',
    });
  let phone: string | null = null;
  if (input.method === 'MPESA') {
    if (subject.currency !== 'KES')
      throw fieldError('method', `M-Pesa takes Kenyan shillings; pay this ${subject.currency} work by invoice`);
    phone = input.phone ?? (await billingOf(deps, subject.companyId)).mpesa_phone;
    if (!phone) throw fieldError('phone', 'phone is required: the M-Pesa number that pays');
  }
  const amounts = fundingLines(subject.workMinor);
  const created = await deps.db
    .transaction(async (tx) => {
      const existing = await openFunding(tx, subject);
      if (existing)
        throw new AppError('CONFLICT', `status: This work already has a funding (${existing.status.toLowerCase()})`, {
          field: 'status',
          state: existing.status,
        });
      const [row] = await tx
        .insert(fundings)
        .values({
          companyId: subject.companyId,
          campaignId: subject.campaignId,
          jobBidId: subject.bidId,
          subject: subject.name,
          method: input.method,
          provider: input.method === 'MPESA' ? deps.payments.name : 'BANK',
          currency: subject.currency,
          workMinor: subject.workMinor,
          feeMinor: amounts.lines[1].amount_minor,
          vatMinor: amounts.lines[2].amount_minor,
          totalMinor: amounts.total_minor,
          phone,
          createdBy: actor.merchantId,
        })
        .returning();
      if (input.method === 'INVOICE')
        await issueDocument(tx, {
          companyId: row.companyId,
          kind: 'INVOICE',
          fundingId: row.id,
          amountMinor: row.totalMinor,
          currency: row.currency,
        });
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', 'status: This work already has a funding', { field: 'status' });
      throw error;
    });
  if (input.method === 'MPESA') await startCollection(deps, created);
  return fundingView(deps.db, created.id);
}

/** The STK push of a PENDING funding; a refused or unreachable provider fails the funding (retryable). */
async function startCollection(deps: Deps, row: FundingRow): Promise<void> {
  try {
    const started = await deps.payments.initiateCollection({
      reference: row.id.replace(/-/g, '').slice(0, 12),
      phone: row.phone!,
      shillings: mpesaCollection(row.totalMinor).shillings,
      description: 'CreatorHub',
    });
    await deps.db
      .update(fundings)
      .set({ checkoutRequestId: started.checkoutRequestId, merchantRequestId: started.merchantRequestId })
      .where(eq(fundings.id, row.id));
    if (deps.queue.started)
      await deps.queue.send(
        'payments.collection-check',
        { funding_id: row.id, checks: 1 },
        { startAfter: COLLECTION_CHECK_SECONDS },
      );
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await deps.db.transaction((tx) => failFunding(deps, tx, row.id, error.message));
  }
}

async function failFunding(deps: Pick<Deps, 'outbox'>, tx: Tx, id: string, reason: string): Promise<void> {
  const row = await moveFunding(tx, id, 'FAIL', 'PROVIDER', { failureReason: reason.slice(0, 500) });
  await notify(deps, tx, [
    {
      kind: 'payment.failed',
      to: await paymentFollowers(tx, row.companyId),
      company_id: row.companyId,
      title: `Payment for ${row.subject} failed`,
      body: reason.slice(0, 300),
      link: `/companies/${row.companyId}/payments`,
    },
  ]);
}

/** A failed M-Pesa funding asked again (a new STK push; the same amounts). */
export async function retryFunding(
  deps: Deps,
  actor: Actor,
  fundingId: string,
  input: { phone?: string },
): Promise<Funding> {
  const row = await fundingFor(deps, actor, fundingId, 'payments.manage');
  const retried = await deps.db.transaction(async (tx) => {
    if (await openFunding(tx, { campaignId: row.campaignId, bidId: row.jobBidId }))
      throw new AppError('CONFLICT', 'status: This work already has a newer funding', {
        field: 'status',
        state: row.status,
      });
    return moveFunding(tx, row.id, 'RETRY', 'BRAND', {
      phone: input.phone ?? row.phone,
      failureReason: null,
      checkoutRequestId: null,
      attempts: row.attempts + 1,
    });
  });
  if (retried.method === 'MPESA') await startCollection(deps, retried);
  return fundingView(deps.db, row.id);
}

/** A funding the caller may see (payments.view), or may act on. */
function fundingFor(deps: Deps, actor: Actor, id: string, action: 'payments.view' | 'payments.manage') {
  return loadScoped(deps, actor, id, {
    action,
    notFound: fundingNotFound,
    load: async (fid) => (await deps.db.select().from(fundings).where(eq(fundings.id, fid)))[0],
    companyOf: (row) => row.companyId,
  });
}

export async function getFunding(deps: Deps, actor: Actor, id: string): Promise<Funding> {
  await fundingFor(deps, actor, id, 'payments.view');
  return fundingView(deps.db, id);
}

async function fundingView(db: Db, id: string): Promise<Funding> {
  const [row] = await db.select().from(fundings).where(eq(fundings.id, id));
  return (await fundingViews(db, [row]))[0];
}

/** The fundings of a campaign or a bid, newest first (the campaign page's funding state). */
export async function fundingsOf(
  deps: Deps,
  actor: Actor,
  input: { campaign_id?: string; bid_id?: string; company_id: string },
): Promise<Funding[]> {
  await authorize(deps, actor, input.company_id, 'company.view');
  const rows = await deps.db
    .select()
    .from(fundings)
    .where(
      and(
        eq(fundings.companyId, input.company_id),
        input.campaign_id ? eq(fundings.campaignId, input.campaign_id) : undefined,
        input.bid_id ? eq(fundings.jobBidId, input.bid_id) : undefined,
      ),
    )
    .orderBy(desc(fundings.createdAt))
    .limit(100);
  return fundingViews(deps.db, rows);
}

/**
 * PENDING -> FUNDED once the money is confirmed: cash in, the total to the funding's escrow, the cents paid
 * above the total (M-Pesa's whole shillings) to the company's wallet; a receipt; payouts that waited released.
 * A second confirmation (a repeated or late callback) finds the funding FUNDED and changes nothing.
 */
async function confirmFunding(
  deps: Deps,
  id: string,
  paid: { minor: number; reference: string | null; checkoutRequestId?: string },
) {
  return deps.db.transaction(async (tx) => {
    const current = await lockFunding(tx, id);
    if (!current || current.status !== 'PENDING') return false;
    // The answer is about the try under way, not an earlier one of a funding that was retried since.
    if (paid.checkoutRequestId && current.checkoutRequestId !== paid.checkoutRequestId) return false;
    const row = await moveFunding(tx, id, 'CONFIRM', 'PROVIDER', {
      fundedAt: new Date(),
      providerReference: paid.reference,
      failureReason: null,
    });
    const accounts = fundingAccounts(row);
    const excess = paid.minor - row.totalMinor;
    if (excess < 0) throw new AppError('CONFLICT', 'amount: Less was paid than the funding asks');
    await post(tx, {
      kind: 'funding.collected',
      idempotencyKey: `funding:${row.id}:collected`,
      currency: row.currency,
      fundingId: row.id,
      memo: `${row.provider} ${paid.reference ?? ''}`.trim(),
      postings: [
        { account: accounts.clearing, amount_minor: paid.minor },
        { account: accounts.escrow, amount_minor: -row.totalMinor },
        ...(excess > 0 ? [{ account: accounts.wallet, amount_minor: -excess }] : []),
      ],
    });
    await issueDocument(tx, {
      companyId: row.companyId,
      kind: 'RECEIPT',
      fundingId: row.id,
      amountMinor: paid.minor,
      currency: row.currency,
    });
    await releaseAwaitingPayouts(deps, tx, row);
    await notify(deps, tx, [
      {
        kind: 'payment.funded',
        to: await paymentFollowers(tx, row.companyId),
        company_id: row.companyId,
        title: `${row.subject} is funded`,
        body: `${formatMoney(row.totalMinor, row.currency)} is held in escrow until the work is verified.`,
        link: `/companies/${row.companyId}/payments`,
      },
    ]);
    return true;
  });
}

/**
 * Asks the provider how a PENDING collection stands and acts on the answer: the only way an M-Pesa payment is
 * credited (a callback only prompts the question). Returns what happened.
 */
async function settleCollection(deps: Deps, row: FundingRow, receipt: string | null): Promise<string> {
  if (row.status !== 'PENDING' || !row.checkoutRequestId) return 'repeated';
  let status;
  try {
    status = await deps.payments.queryStatus(row.checkoutRequestId);
  } catch (error) {
    if (error instanceof ProviderError) return 'unconfirmed';
    throw error;
  }
  if (status.state === 'PENDING') return 'pending';
  if (status.state === 'FAILED') {
    await deps.db.transaction(async (tx) => {
      const current = await lockFunding(tx, row.id);
      if (current?.status === 'PENDING' && current.checkoutRequestId === row.checkoutRequestId)
        await failFunding(deps, tx, row.id, status.description || 'M-Pesa did not complete the payment');
    });
    return 'failed';
  }
  const confirmed = await confirmFunding(deps, row.id, {
    minor: mpesaCollection(row.totalMinor).paid_minor,
    reference: receipt,
    checkoutRequestId: row.checkoutRequestId,
  });
  return confirmed ? 'funded' : 'repeated';
}

/**
 * Every provider callback: kept as received, read in the provider's shape, then acted on. An unknown id, a
 * repeat, a late callback and a forged one change nothing wrong: a collection is credited only on the
 * provider's own status answer, and once.
 */
export async function handleProviderCallback(deps: Deps, kind: CallbackKind, body: unknown): Promise<string> {
  const event = deps.payments.handleCallback(kind, body);
  let outcome = 'unreadable';
  if (event?.type === 'COLLECTION') {
    const [row] = await deps.db.select().from(fundings).where(eq(fundings.checkoutRequestId, event.checkoutRequestId));
    outcome = row ? await settleCollection(deps, row, event.resultCode === 0 ? event.receipt : null) : 'unknown';
  } else if (event?.type === 'PAYOUT') {
    outcome = await handlePayoutResult(deps, event);
  }
  await deps.db.insert(providerEvents).values({
    provider: deps.payments.name,
    kind,
    externalId: event ? (event.type === 'COLLECTION' ? event.checkoutRequestId : event.requestId) : null,
    body: (body ?? {}) as object,
    outcome,
  });
  return outcome;
}

/** The queue's check of a collection whose callback did not come; asked again later while M-Pesa has no answer. */
export async function checkCollection(deps: Deps, data: { funding_id: string; checks: number }): Promise<string> {
  const [row] = await deps.db.select().from(fundings).where(eq(fundings.id, data.funding_id));
  if (!row) return 'unknown';
  const outcome = await settleCollection(deps, row, null);
  if ((outcome === 'pending' || outcome === 'unconfirmed') && data.checks < MAX_COLLECTION_CHECKS && deps.queue.started)
    await deps.queue.send(
      'payments.collection-check',
      { funding_id: row.id, checks: data.checks + 1 },
      { startAfter: COLLECTION_CHECK_SECONDS * data.checks },
    );
  return outcome;
}

/** Staff record the payment of an invoice (`npm run payments -- record-invoice`): the work is funded. */
export async function recordInvoicePayment(deps: Deps, input: { funding_id: string; reference: string }) {
  const [row] = await deps.db.select().from(fundings).where(eq(fundings.id, input.funding_id));
  if (!row || row.method !== 'INVOICE') throw fieldError('funding_id', 'No invoiced funding has this id', 'NOT_FOUND');
  if (row.status !== 'PENDING')
    throw new AppError('CONFLICT', `status: This funding is ${row.status.toLowerCase()}`, { state: row.status });
  await confirmFunding(deps, row.id, { minor: row.totalMinor, reference: input.reference });
  return fundingView(deps.db, row.id);
}

/** Staff let a campaign start before its funding arrives (`npm run payments -- allow-credit`). */
export async function allowCredit(deps: Pick<Deps, 'db'>, input: { campaign_id: string; note: string }) {
  const [row] = await deps.db
    .update(campaigns)
    .set({ creditAllowedAt: new Date(), creditNote: input.note })
    .where(eq(campaigns.id, input.campaign_id))
    .returning({ id: campaigns.id });
  if (!row) throw fieldError('campaign_id', 'Campaign not found', 'NOT_FOUND');
}

/**
 * Unspent escrow back to the company's wallet, once (FUNDED -> REFUNDED), when the work is over: the campaign
 * cancelled, or every assignment of the work closed, or the campaign ended REFUND_GRACE_DAYS ago.
 */
export async function refundUnspent(deps: Pick<Deps, 'db' | 'outbox'>, fundingId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const row = await lockFunding(tx, fundingId);
    if (!row || row.status !== 'FUNDED' || row.closedAt) return 0;
    const remaining = escrowOf(row);
    if (remaining === 0) {
      await tx.update(fundings).set({ closedAt: new Date() }).where(eq(fundings.id, row.id));
      return 0;
    }
    const accounts = fundingAccounts(row);
    await post(tx, {
      kind: 'funding.refund',
      idempotencyKey: `funding:${row.id}:refund`,
      currency: row.currency,
      fundingId: row.id,
      memo: 'Unspent escrow returned',
      postings: [
        { account: accounts.escrow, amount_minor: remaining },
        { account: accounts.wallet, amount_minor: -remaining },
      ],
    });
    await moveFunding(tx, row.id, 'REFUND', 'SYSTEM', { refundedMinor: remaining, closedAt: new Date() });
    await notify(deps, tx, [
      {
        kind: 'payment.refunded',
        to: await paymentFollowers(tx, row.companyId),
        company_id: row.companyId,
        title: `${formatMoney(remaining, row.currency)} returned to your wallet`,
        body: `The unspent escrow of ${row.subject} is back in the company's wallet.`,
        link: `/companies/${row.companyId}/payments`,
      },
    ]);
    return remaining;
  });
}

/** The queue's refund sweep: fundings whose work is over. How many were closed. */
export async function refundFinishedWork(deps: Pick<Deps, 'db' | 'outbox'>, now = new Date()): Promise<number> {
  const graceEnd = new Date(now.getTime() - REFUND_GRACE_DAYS * 86_400_000);
  const openWork = sql`exists (select 1 from ${assignments} a where a.status in ('AWAITING_CONTRACT', 'ACTIVE') and
    (a.campaign_id = ${fundings.campaignId} or a.job_bid_id = ${fundings.jobBidId}))`;
  const due = await deps.db
    .select({ id: fundings.id })
    .from(fundings)
    .leftJoin(campaigns, eq(campaigns.id, fundings.campaignId))
    .where(
      and(
        eq(fundings.status, 'FUNDED'),
        isNull(fundings.closedAt),
        or(
          sql`${campaigns.cancelledAt} is not null`,
          and(sql`${fundings.campaignId} is not null`, lt(campaigns.endAt, now), sql`not ${openWork}`),
          lt(campaigns.endAt, graceEnd),
          and(
            sql`${fundings.jobBidId} is not null`,
            sql`not ${openWork}`,
            sql`exists (select 1 from ${assignments} a where a.job_bid_id = ${fundings.jobBidId})`,
          ),
        ),
      ),
    )
    .limit(200);
  let closed = 0;
  for (const { id } of due) {
    await refundUnspent(deps, id);
    closed += 1;
  }
  return closed;
}

/**
 * Whether a campaign's work may start: it is funded (its escrow holds the money), or staff allowed credit
 * (`npm run payments -- allow-credit`). Content submission reads it: an unfunded campaign does not go ongoing.
 */
export async function campaignMayRun(db: Db | Tx, campaignId: string): Promise<boolean> {
  const [campaign] = await db
    .select({ credit: campaigns.creditAllowedAt })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (campaign?.credit) return true;
  const funding = await openFunding(db, { campaignId, bidId: null });
  return funding?.status === 'FUNDED';
}
