/**
 * What people read of the money: a company's (or all the merchant's companies') payments with balance cards,
 * filters, paging and a streamed CSV; the merchant's own history and M-Pesa numbers; the creator's earnings;
 * invoices and receipts as PDF, each access-checked.
 */
import { Readable } from 'node:stream';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@app/shared/permissions';
import { formatMoney, minorToUnits } from '@app/shared/money';
import {
  fundingLines,
  FUNDING_LINE_LABELS,
  PAYMENT_TYPE_LABELS,
  PROVIDER_LABELS,
  type Balance,
  type Earnings,
  type Payout,
  type PaymentRow,
  type PaymentsPage,
  type PaymentsQuery,
} from '@app/shared/payments';
import type { Actor, CreatorActor } from '../../actor';
import type { Db } from '../../db/client';
import { assignments } from '../../db/schema/assignments';
import { campaignPurchaseOrders } from '../../db/schema/campaigns';
import { companies } from '../../db/schema/companies';
import { creatorAccounts } from '../../db/schema/creator-accounts';
import { creators } from '../../db/schema/creators';
import { jobs } from '../../db/schema/jobs';
import { campaigns } from '../../db/schema/campaigns';
import { companyBilling, fundings, ledgerAccounts, paymentDocuments, payouts } from '../../db/schema/payments';
import type { Deps } from '../../deps';
import { fieldError } from '../../errors';
import { authorize, reachableCompanies, reachableTree } from '../companies/access';
import { renderDocument } from './documents';
import { escrowOf, fundingViews } from './records';
import { balanceOf } from './ledger';
import { csvField } from '../../infra/csv';

const documentNotFound = () => fieldError('document_id', 'Document not found', 'NOT_FOUND');

/** The companies whose payments the merchant may read: one company's tree, or every company they reach. */
async function readableCompanies(deps: Deps, actor: Actor, companyId?: string): Promise<string[]> {
  if (companyId) {
    await authorize(deps, actor, companyId, 'payments.view');
    return reachableTree(deps, actor.merchantId, companyId);
  }
  return (await reachableCompanies(deps, actor.merchantId))
    .filter((c) => can(c.role, 'payments.view'))
    .map((c) => c.id);
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Fundings, refunds and payouts of the companies as one list (a UNION the filters and paging apply to). */
function paymentRows(companyIds: string[], query: Pick<PaymentsQuery, 'type' | 'status' | 'from' | 'to'>): SQL {
  const ids = idList(companyIds);
  const filters: SQL[] = [sql`true`];
  if (query.type) filters.push(sql`p.type = ${query.type}`);
  if (query.status) filters.push(sql`p.status = ${query.status}`);
  if (query.from) filters.push(sql`p.created_at >= ${query.from}::date`);
  if (query.to) filters.push(sql`p.created_at < ${query.to}::date + 1`);
  return sql`
    select * from (
      select f.id::text as id, 'FUNDING' as type, f.status::text as status, f.company_id::text as company_id,
        f.subject, f.total_minor as amount_minor, f.currency, f.provider::text as provider,
        f.provider_reference as reference, f.created_at, f.id as funding_id, null::uuid as payout_id
      from payment_fundings f where f.company_id in (${ids})
      union all
      select f.id::text || ':refund', 'REFUND', 'REFUNDED', f.company_id::text, f.subject, f.refunded_minor,
        f.currency, 'BANK', null, f.closed_at, null, null
      from payment_fundings f where f.company_id in (${ids}) and f.refunded_minor > 0
      union all
      select o.id::text, 'PAYOUT', o.status::text, o.company_id::text, c.name || ': post ' || o.post_index,
        o.net_minor, o.currency, o.provider::text, o.provider_reference, o.created_at, null, o.id
      from payouts o join creators c on c.id = o.creator_id where o.company_id in (${ids})
    ) p where ${sql.join(filters, sql` and `)}`;
}

type RawPaymentRow = {
  id: string;
  type: PaymentRow['type'];
  status: string;
  company_id: string;
  subject: string;
  amount_minor: string | number;
  currency: string;
  provider: PaymentRow['provider'];
  reference: string | null;
  created_at: string | Date;
  funding_id: string | null;
  payout_id: string | null;
};

async function rowsWithDocuments(db: Db, raw: RawPaymentRow[], names: Map<string, string>): Promise<PaymentRow[]> {
  const fundingIds = raw.filter((r) => r.funding_id).map((r) => r.funding_id!);
  const payoutIds = raw.filter((r) => r.payout_id).map((r) => r.payout_id!);
  const docs =
    fundingIds.length || payoutIds.length
      ? await db
          .select()
          .from(paymentDocuments)
          .where(
            or(
              fundingIds.length ? inArray(paymentDocuments.fundingId, fundingIds) : undefined,
              payoutIds.length ? inArray(paymentDocuments.payoutId, payoutIds) : undefined,
            ),
          )
      : [];
  return raw.map((r) => {
    // A funding shows its receipt once paid, its invoice before; a payout its receipt.
    const mine = docs.filter((d) =>
      r.funding_id ? d.fundingId === r.funding_id : r.payout_id && d.payoutId === r.payout_id,
    );
    const doc = mine.find((d) => d.kind === 'RECEIPT') ?? mine.find((d) => d.kind === 'INVOICE');
    return {
      id: r.id,
      type: r.type,
      status: r.status,
      company_id: r.company_id,
      company_name: names.get(r.company_id) ?? '',
      subject: r.subject,
      amount_minor: Number(r.amount_minor),
      currency: r.currency,
      provider: r.provider,
      reference: r.reference,
      document: doc ? { id: doc.id, number: doc.number, kind: doc.kind } : null,
      created_at: new Date(r.created_at).toISOString(),
    };
  });
}

/** The balance cards per currency: funded, in escrow, paid out, refunded, and the wallet. */
async function balances(db: Db, companyIds: string[]): Promise<Balance[]> {
  if (!companyIds.length) return [];
  const rows = await db.select().from(fundings).where(inArray(fundings.companyId, companyIds));
  const paid = await db
    .select({ currency: payouts.currency, gross: sql<string>`sum(${payouts.grossMinor})` })
    .from(payouts)
    .where(and(inArray(payouts.companyId, companyIds), eq(payouts.status, 'PAID')))
    .groupBy(payouts.currency);
  const wallets = await db
    .select({ currency: ledgerAccounts.currency, balance: sql<string>`-sum(${ledgerAccounts.balanceMinor})` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'COMPANY_WALLET'), inArray(ledgerAccounts.companyId, companyIds)))
    .groupBy(ledgerAccounts.currency);
  const byCurrency = new Map<string, Balance>();
  const entry = (currency: string) => {
    let b = byCurrency.get(currency);
    if (!b) {
      b = { currency, funded_minor: 0, escrow_minor: 0, paid_out_minor: 0, refunded_minor: 0, wallet_minor: 0 };
      byCurrency.set(currency, b);
    }
    return b;
  };
  for (const row of rows) {
    if (row.status !== 'FUNDED' && row.status !== 'REFUNDED') continue;
    const b = entry(row.currency);
    b.funded_minor += row.totalMinor;
    b.escrow_minor += escrowOf(row);
    b.refunded_minor += row.refundedMinor;
  }
  for (const p of paid) entry(p.currency).paid_out_minor += Number(p.gross);
  for (const w of wallets) entry(w.currency).wallet_minor += Number(w.balance);
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

async function companyNames(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** GET /api/companies/{id}/payments and GET /api/payments: balances and one page of the list. */
export async function paymentsPage(
  deps: Deps,
  actor: Actor,
  query: PaymentsQuery,
  companyId?: string,
): Promise<PaymentsPage> {
  const ids = await readableCompanies(deps, actor, companyId);
  const empty = {
    balances: [],
    results: [],
    results_count: 0,
    page_number: query.page_number,
    page_size: query.page_size,
  };
  if (!ids.length) return { ...empty, provider: deps.payments.name };
  const rows = paymentRows(ids, query);
  const count = await deps.db.execute(sql`select count(*)::int as n from (${rows}) counted`);
  const offset = (query.page_number - 1) * query.page_size;
  const page = await deps.db.execute(
    sql`${rows} order by p.created_at desc, p.id limit ${query.page_size} offset ${offset}`,
  );
  return {
    balances: await balances(deps.db, ids),
    results: await rowsWithDocuments(deps.db, page.rows as RawPaymentRow[], await companyNames(deps.db, ids)),
    results_count: Number((count.rows[0] as { n: number }).n),
    page_number: query.page_number,
    page_size: query.page_size,
    provider: deps.payments.name,
  };
}

const CSV_BATCH = 500;
const CSV_HEADER = [
  'date',
  'type',
  'status',
  'company',
  'subject',
  'amount',
  'currency',
  'provider',
  'reference',
  'document',
];

/** The same list as CSV, streamed in batches (amounts in units with 2 decimals, the currency beside). */
export async function paymentsCsv(
  deps: Deps,
  actor: Actor,
  query: PaymentsQuery,
  companyId?: string,
): Promise<Readable> {
  const ids = await readableCompanies(deps, actor, companyId);
  const names = await companyNames(deps.db, ids);
  async function* lines() {
    yield `${CSV_HEADER.join(',')}\n`;
    if (!ids.length) return;
    const rows = paymentRows(ids, query);
    for (let offset = 0; ; offset += CSV_BATCH) {
      const batch = await deps.db.execute(
        sql`${rows} order by p.created_at desc, p.id limit ${CSV_BATCH} offset ${offset}`,
      );
      const page = await rowsWithDocuments(deps.db, batch.rows as RawPaymentRow[], names);
      for (const r of page)
        yield `${[
          r.created_at,
          PAYMENT_TYPE_LABELS[r.type],
          r.status,
          r.company_name,
          r.subject,
          minorToUnits(r.amount_minor).toFixed(2),
          r.currency,
          PROVIDER_LABELS[r.provider],
          r.reference ?? '',
          r.document?.number ?? '',
        ]
          .map((v) => csvField(String(v)))
          .join(',')}\n`;
      if (batch.rows.length < CSV_BATCH) return;
    }
  }
  return Readable.from(lines());
}

/** GET /api/profile/payments/history: the fundings this merchant started, in companies they still may read. */
export async function profileHistory(deps: Deps, actor: Actor) {
  const ids = await readableCompanies(deps, actor);
  const reachable = new Set((await reachableCompanies(deps, actor.merchantId)).map((c) => c.id));
  const rows = await deps.db
    .select()
    .from(fundings)
    .where(eq(fundings.createdBy, actor.merchantId))
    .orderBy(desc(fundings.createdAt))
    .limit(200);
  const visible = rows.filter((r) => reachable.has(r.companyId));
  const names = await companyNames(deps.db, [...new Set([...ids, ...visible.map((r) => r.companyId)])]);
  return {
    results: (await fundingViews(deps.db, visible)).map((f) => ({ ...f, company_name: names.get(f.company_id) ?? '' })),
    provider: deps.payments.name,
  };
}

/** GET /api/profile/payments: the M-Pesa numbers the merchant pays with (billing they set, fundings they paid). */
export async function profileNumbers(deps: Deps, actor: Actor) {
  const billing = await deps.db
    .select({ phone: companyBilling.mpesaPhone, company: companies.name, at: companyBilling.updatedAt })
    .from(companyBilling)
    .innerJoin(companies, eq(companies.id, companyBilling.companyId))
    .where(and(eq(companyBilling.updatedBy, actor.merchantId), eq(companyBilling.billingMode, 'MPESA')));
  const used = await deps.db
    .select({ phone: fundings.phone, count: sql<number>`count(*)::int`, last: sql<string>`max(${fundings.createdAt})` })
    .from(fundings)
    .where(and(eq(fundings.createdBy, actor.merchantId), sql`${fundings.phone} is not null`))
    .groupBy(fundings.phone);
  const numbers = new Map<
    string,
    { phone: string; billing_for: string[]; payments: number; last_used_at: string | null }
  >();
  const entry = (phone: string) => {
    let n = numbers.get(phone);
    if (!n) numbers.set(phone, (n = { phone, billing_for: [], payments: 0, last_used_at: null }));
    return n;
  };
  for (const b of billing) if (b.phone) entry(b.phone).billing_for.push(b.company);
  for (const u of used) {
    const n = entry(u.phone!);
    n.payments = u.count;
    n.last_used_at = new Date(u.last).toISOString();
  }
  return { numbers: [...numbers.values()], provider: deps.payments.name };
}

/** The payouts as the creator and the brand read them. */
async function payoutViews(db: Db, where: SQL): Promise<Payout[]> {
  const rows = await db
    .select({
      payout: payouts,
      creator: creators.name,
      campaign: campaigns.name,
      job: jobs.name,
      receipt: { id: paymentDocuments.id, number: paymentDocuments.number },
    })
    .from(payouts)
    .innerJoin(creators, eq(creators.id, payouts.creatorId))
    .innerJoin(assignments, eq(assignments.id, payouts.assignmentId))
    .leftJoin(campaigns, eq(campaigns.id, assignments.campaignId))
    .leftJoin(jobs, eq(jobs.id, assignments.jobId))
    .leftJoin(paymentDocuments, eq(paymentDocuments.payoutId, payouts.id))
    .where(where)
    .orderBy(desc(payouts.createdAt))
    .limit(500);
  return rows.map(({ payout: p, ...r }) => ({
    id: p.id,
    assignment_id: p.assignmentId,
    post_index: p.postIndex,
    status: p.status,
    gross_minor: p.grossMinor,
    withholding_minor: p.withholdingMinor,
    withholding_percent: p.withholdingPercent,
    net_minor: p.netMinor,
    sent_minor: p.sentMinor,
    currency: p.currency,
    provider: p.provider,
    phone: p.phone,
    failure_reason: p.failureReason,
    provider_reference: p.providerReference,
    receipt: r.receipt?.id ? { id: r.receipt.id, number: r.receipt.number } : null,
    // The campaign's or job's name; the post is `post_index`.
    work: r.campaign ?? r.job ?? 'Work',
    creator_name: r.creator,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  }));
}

/** GET /api/creator/earnings: pending, paid, tax withheld and the carried cents per currency; each payout. */
export async function creatorEarnings(deps: Deps, actor: CreatorActor): Promise<Earnings> {
  const [account] = await deps.db
    .select({ number: creatorAccounts.mpesaNumber, payment: creators.verificationPayment })
    .from(creatorAccounts)
    .leftJoin(creators, eq(creators.id, creatorAccounts.creatorId))
    .where(eq(creatorAccounts.id, actor.accountId));
  const list = actor.creatorId === null ? [] : await payoutViews(deps.db, eq(payouts.creatorId, actor.creatorId));
  const totals = new Map<string, Earnings['currency_totals'][number]>();
  for (const p of list) {
    let t = totals.get(p.currency);
    if (!t) {
      t = { currency: p.currency, pending_minor: 0, paid_minor: 0, withheld_minor: 0, carried_minor: 0 };
      totals.set(p.currency, t);
    }
    if (p.status === 'PAID') t.paid_minor += p.sent_minor ?? 0;
    else t.pending_minor += p.net_minor;
    if (p.status !== 'AWAITING_FUNDS') t.withheld_minor += p.withholding_minor;
  }
  for (const t of totals.values())
    t.carried_minor = await balanceOf(deps.db, {
      kind: 'CREATOR_CARRY',
      currency: t.currency,
      creatorId: actor.creatorId!,
    });
  return {
    currency_totals: [...totals.values()],
    payouts: list,
    mpesa_number: account?.number ?? null,
    payout_ready: account?.payment === 'APPROVED' && !!account.number,
    provider: deps.payments.name,
  };
}

/** The payouts of a company's tree (the company payments page's payout list). */
export async function companyPayouts(deps: Deps, actor: Actor, companyId: string): Promise<Payout[]> {
  const ids = await readableCompanies(deps, actor, companyId);
  return payoutViews(deps.db, inArray(payouts.companyId, ids));
}

// ---- Documents ----

const PLATFORM = ['CreatorHub Africa Ltd', 'Westlands, Nairobi, Kenya'];

async function documentPdf(deps: Deps, doc: typeof paymentDocuments.$inferSelect): Promise<Uint8Array> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, doc.companyId));
  const money = (minor: number) => formatMoney(minor, doc.currency);
  if (doc.fundingId) {
    const [funding] = await deps.db.select().from(fundings).where(eq(fundings.id, doc.fundingId));
    const [po] = funding.campaignId
      ? await deps.db
          .select()
          .from(campaignPurchaseOrders)
          .where(eq(campaignPurchaseOrders.campaignId, funding.campaignId))
          .orderBy(desc(campaignPurchaseOrders.createdAt))
          .limit(1)
      : [];
    const invoice = doc.kind === 'INVOICE';
    const lines = fundingLines(funding.workMinor).lines.map((l) => ({
      label: `${FUNDING_LINE_LABELS[l.kind]}: ${funding.subject}`,
      amount: money(l.amount_minor),
    }));
    const excess = doc.amountMinor - funding.totalMinor;
    if (!invoice && excess > 0)
      lines.push({ label: 'Rounded up to the shilling (credited to your wallet)', amount: money(excess) });
    return renderDocument({
      title: invoice ? 'Invoice' : 'Receipt',
      number: doc.number,
      issuedAt: doc.createdAt,
      from: [...PLATFORM, `Support: ${deps.config.support.email}`],
      to: [company?.name ?? '', ...(company?.country ? [company.country] : [])],
      facts: [
        ['Funding', funding.id],
        ...(po ? ([['Purchase order', `${po.poNumber} (${po.poName})`]] as Array<[string, string]>) : []),
        ...(funding.providerReference
          ? ([['Payment reference', funding.providerReference]] as Array<[string, string]>)
          : []),
        ['Method', PROVIDER_LABELS[funding.provider]],
      ],
      lines,
      total: { label: invoice ? 'Total due' : 'Total paid', amount: money(doc.amountMinor) },
      note: invoice
        ? `Pay by bank transfer quoting ${doc.number}; the work is funded when the payment is recorded.`
        : deps.payments.name === 'SANDBOX' && funding.provider === 'SANDBOX'
          ? 'Sandbox: no real money moved.'
          : undefined,
    });
  }
  const [payout] = await deps.db
    .select({ payout: payouts, creator: creators.name })
    .from(payouts)
    .innerJoin(creators, eq(creators.id, payouts.creatorId))
    .where(eq(payouts.id, doc.payoutId!));
  const p = payout.payout;
  const carried = (p.carryInMinor ?? 0) + p.netMinor - (p.sentMinor ?? 0);
  return renderDocument({
    title: 'Receipt',
    number: doc.number,
    issuedAt: doc.createdAt,
    from: [...PLATFORM, `For ${company?.name ?? ''}`],
    to: [payout.creator, p.phone ?? ''],
    facts: [
      ['Payout', p.id],
      ['Post', String(p.postIndex)],
      ...(p.providerReference ? ([['M-Pesa reference', p.providerReference]] as Array<[string, string]>) : []),
      ['Method', PROVIDER_LABELS[p.provider]],
    ],
    lines: [
      { label: 'Agreed amount for the post', amount: money(p.grossMinor) },
      { label: `Withholding tax (${p.withholdingPercent}%)`, amount: `-${money(p.withholdingMinor)}` },
      { label: 'Net pay', amount: money(p.netMinor) },
      ...(p.carryInMinor ? [{ label: 'Cents carried from earlier payouts', amount: money(p.carryInMinor) }] : []),
      ...(carried > 0 ? [{ label: 'Cents carried to your next payout', amount: `-${money(carried)}` }] : []),
    ],
    total: { label: 'Sent to M-Pesa', amount: money(p.sentMinor ?? 0) },
    note: p.provider === 'SANDBOX' ? 'Sandbox: no real money moved.' : undefined,
  });
}

/** GET /api/payments/documents/{id}.pdf: the company's invoices and receipts (payments.view). */
export async function merchantDocument(deps: Deps, actor: Actor, id: string) {
  const doc = await loadDocument(deps, id);
  if (!doc) throw documentNotFound();
  const ids = await readableCompanies(deps, actor);
  if (!ids.includes(doc.companyId)) throw documentNotFound();
  return { number: doc.number, pdf: await documentPdf(deps, doc) };
}

/** GET /api/creator/earnings/documents/{id}.pdf: the creator's own payout receipts. */
export async function creatorDocument(deps: Deps, actor: CreatorActor, id: string) {
  const doc = await loadDocument(deps, id);
  if (!doc?.payoutId || actor.creatorId === null) throw documentNotFound();
  const [mine] = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.id, doc.payoutId), eq(payouts.creatorId, actor.creatorId)));
  if (!mine) throw documentNotFound();
  return { number: doc.number, pdf: await documentPdf(deps, doc) };
}

async function loadDocument(deps: Deps, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [doc] = await deps.db.select().from(paymentDocuments).where(eq(paymentDocuments.id, id));
  return doc;
}
