/**
 * Payments (modules/payments, docs/decisions/023-payments-ledger.md): company billing, fundings of campaigns and
 * accepted bids, a double-entry ledger (accounts, balanced transactions, append-only entries), payouts per
 * verified post, numbered documents (invoices, receipts) and the provider events received.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BILLING_MODES, FUNDING_STATUSES, PAYOUT_STATUSES, PROVIDERS } from '@app/shared/payments';
import { assignments } from './assignments';
import { campaigns } from './campaigns';
import { companies } from './companies';
import { creators } from './creators';
import { jobBids } from './jobs';
import { merchants } from './merchants';

export const billingMode = pgEnum('billing_mode', BILLING_MODES);
export const fundingStatus = pgEnum('funding_status', FUNDING_STATUSES);
export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);
export const paymentProvider = pgEnum('payment_provider', PROVIDERS);
export const ledgerAccountKind = pgEnum('ledger_account_kind', [
  'PROVIDER_CLEARING',
  'COMPANY_WALLET',
  'ESCROW',
  'PLATFORM_FEE',
  'VAT_PAYABLE',
  'WITHHOLDING_PAYABLE',
  'CREATOR_PAYABLE',
  'CREATOR_CARRY',
]);
export const documentKind = pgEnum('payment_document_kind', ['INVOICE', 'RECEIPT']);

/** How a company pays (billing_mode_added of the onboarding checklist reads it). */
export const companyBilling = pgTable('company_billing', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  billingMode: billingMode('billing_mode').notNull(),
  mpesaPhone: text('mpesa_phone'),
  updatedBy: uuid('updated_by').references(() => merchants.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money asked of a company for a campaign or an accepted bid: the grand total, held in the funding's escrow. */
export const fundings = pgTable(
  'payment_fundings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    jobBidId: uuid('job_bid_id').references(() => jobBids.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    method: billingMode('method').notNull(),
    provider: paymentProvider('provider').notNull(),
    status: fundingStatus('status').notNull().default('PENDING'),
    currency: text('currency').notNull(),
    workMinor: bigint('work_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** Work released to creators so far (the fee and VAT shares follow it: releaseShares). */
    releasedMinor: bigint('released_minor', { mode: 'number' }).notNull().default(0),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    phone: text('phone'),
    checkoutRequestId: text('checkout_request_id'),
    merchantRequestId: text('merchant_request_id'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(1),
    createdBy: uuid('created_by').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_fundings_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('payment_fundings_checkout_idx').on(t.checkoutRequestId),
    // One live funding per campaign and per bid; a failed one may be retried or replaced.
    uniqueIndex('payment_fundings_campaign_open_idx')
      .on(t.campaignId)
      .where(sql`${t.status} <> 'FAILED' and ${t.campaignId} is not null`),
    uniqueIndex('payment_fundings_bid_open_idx')
      .on(t.jobBidId)
      .where(sql`${t.status} <> 'FAILED' and ${t.jobBidId} is not null`),
    check('payment_fundings_subject', sql`(${t.campaignId} is null) <> (${t.jobBidId} is null)`),
    check('payment_fundings_total', sql`${t.totalMinor} = ${t.workMinor} + ${t.feeMinor} + ${t.vatMinor}`),
    check('payment_fundings_released', sql`${t.releasedMinor} between 0 and ${t.workMinor}`),
  ],
);

/** A ledger account: one per (kind, owner, currency). `balance_minor` caches the sum of its entries (checked). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: ledgerAccountKind('kind').notNull(),
    currency: text('currency').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'restrict' }),
    fundingId: uuid('funding_id').references(() => fundings.id, { onDelete: 'restrict' }),
    /** Debits positive, credits negative: the sum of the account's entries. */
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_code_idx').on(t.code), index('ledger_accounts_company_idx').on(t.companyId)],
);

/** One balanced movement; an outside event's movement carries its idempotency key (unique). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    currency: text('currency').notNull(),
    fundingId: uuid('funding_id'),
    payoutId: uuid('payout_id'),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_idx').on(t.idempotencyKey),
    index('ledger_transactions_funding_idx').on(t.fundingId),
    index('ledger_transactions_payout_idx').on(t.payoutId),
  ],
);

/** Append-only: a correction is a new transaction. Debits positive, credits negative; never zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_currency_amount_idx').on(t.currency, t.amountMinor),
    check('ledger_entries_not_zero', sql`${t.amountMinor} <> 0`),
  ],
);

/** One payout per assignment post, ever: the unique (assignment, post) is the guarantee. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'restrict' }),
    postIndex: integer('post_index').notNull(),
    contentId: uuid('content_id'),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    fundingId: uuid('funding_id').references(() => fundings.id, { onDelete: 'restrict' }),
    status: payoutStatus('status').notNull(),
    currency: text('currency').notNull(),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull(),
    withholdingPercent: integer('withholding_percent').notNull(),
    withholdingMinor: bigint('withholding_minor', { mode: 'number' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    carryInMinor: bigint('carry_in_minor', { mode: 'number' }),
    sentMinor: bigint('sent_minor', { mode: 'number' }),
    provider: paymentProvider('provider').notNull(),
    phone: text('phone'),
    /** Our id of the B2C request (OriginatorConversationID), new on every try. */
    requestId: text('request_id'),
    conversationId: text('conversation_id'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_assignment_post_idx').on(t.assignmentId, t.postIndex),
    uniqueIndex('payouts_request_idx').on(t.requestId),
    index('payouts_creator_idx').on(t.creatorId, t.createdAt),
    index('payouts_company_idx').on(t.companyId, t.createdAt),
    index('payouts_status_idx').on(t.status),
    check('payouts_net', sql`${t.netMinor} = ${t.grossMinor} - ${t.withholdingMinor}`),
  ],
);

/** Invoices and receipts, numbered per company and kind without gaps (the counter row is locked). */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    kind: documentKind('kind').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    fundingId: uuid('funding_id').references(() => fundings.id, { onDelete: 'restrict' }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_documents_seq_idx').on(t.companyId, t.kind, t.seq),
    uniqueIndex('payment_documents_funding_idx')
      .on(t.fundingId, t.kind)
      .where(sql`${t.fundingId} is not null`),
    uniqueIndex('payment_documents_payout_idx')
      .on(t.payoutId)
      .where(sql`${t.payoutId} is not null`),
  ],
);

export const paymentDocumentCounters = pgTable(
  'payment_document_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: documentKind('kind').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

/** Every callback a provider sent us, kept as received, with what we made of it. */
export const providerEvents = pgTable(
  'payment_provider_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    kind: text('kind').notNull(),
    externalId: text('external_id'),
    body: jsonb('body').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_provider_events_external_idx').on(t.externalId)],
);
