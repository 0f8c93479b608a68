/**
 * Payments (docs/decisions/023-payments-ledger.md): billing, fundings, payouts, the rules of their amounts
 * and their state machines. Every amount is integer minor units with its currency (decision 017); the server
 * computes each figure here once and the web shows the same figures.
 */
import { z } from 'zod';
import { percentOf, MINOR_PER_UNIT, assertMinor, MoneyError } from './money';
import { minorValue } from './money-schemas';
import { PLATFORM_FEE_PERCENT, VAT_PERCENT } from './campaign-pricing';
import type { TransitionTable } from './state-machine';
import { refusal } from './state-machine';

// ---- Billing ----

export const BILLING_MODES = ['MPESA', 'INVOICE'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
export const BILLING_MODE_LABELS: Record<BillingMode, string> = { MPESA: 'M-Pesa', INVOICE: 'Invoice' };

/**
 * A Kenyan mobile number as M-Pesa takes it: 2547XXXXXXXX or 2541XXXXXXXX. Accepts the ways people write it
 * (07.., 01.., +2547.., 2547.., with spaces or dashes) and gives the canonical form, or null.
 */
export function normalizeMpesaPhone(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, '').replace(/^\+/, '');
  const local = /^0([17]\d{8})$/.exec(digits);
  if (local) return `254${local[1]}`;
  const bare = /^([17]\d{8})$/.exec(digits);
  if (bare) return `254${bare[1]}`;
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}

export const mpesaPhoneSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .max(20, `${field} is a Kenyan mobile number such as 0712 345 678`)
    .transform((value, ctx) => {
      const phone = normalizeMpesaPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: `${field} is a Kenyan mobile number such as 0712 345 678` });
        return z.NEVER;
      }
      return phone;
    });

export const billingRequestSchema = z
  .object({
    billing_mode: z.enum(BILLING_MODES, { error: `billing_mode is one of ${BILLING_MODES.join(', ')}` }),
    mpesa_phone: mpesaPhoneSchema('mpesa_phone').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.billing_mode === 'MPESA' && !value.mpesa_phone)
      ctx.addIssue({ code: 'custom', path: ['mpesa_phone'], message: 'mpesa_phone is required for M-Pesa billing' });
  });

export const billingSchema = z.object({
  company_id: z.string(),
  billing_mode: z.enum(BILLING_MODES).nullable(),
  mpesa_phone: z.string().nullable(),
  /** The provider money moves through here: SANDBOX until M-Pesa is configured (labelled so in the UI). */
  provider: z.enum(['MPESA', 'SANDBOX']),
  updated_at: z.string().nullable(),
});
export type Billing = z.infer<typeof billingSchema>;

// ---- Funding amounts ----

export const FUNDING_LINE_KINDS = ['WORK', 'PLATFORM_FEE', 'VAT'] as const;
export type FundingLineKind = (typeof FUNDING_LINE_KINDS)[number];
export const FUNDING_LINE_LABELS: Record<FundingLineKind, string> = {
  WORK: 'Agreed work',
  PLATFORM_FEE: `Platform fee (${PLATFORM_FEE_PERCENT}%)`,
  VAT: `VAT (${VAT_PERCENT}%)`,
};

export interface FundingLine {
  kind: FundingLineKind;
  amount_minor: number;
}

/** A funding's lines and grand total: the agreed work, 30% platform fee and 15% VAT of it (spec section 9). */
export function fundingLines(workMinor: number): { lines: FundingLine[]; total_minor: number } {
  assertMinor(workMinor, 'amount_minor');
  const fee = percentOf(workMinor, PLATFORM_FEE_PERCENT);
  const vat = percentOf(workMinor, VAT_PERCENT);
  return {
    lines: [
      { kind: 'WORK', amount_minor: workMinor },
      { kind: 'PLATFORM_FEE', amount_minor: fee },
      { kind: 'VAT', amount_minor: vat },
    ],
    total_minor: workMinor + fee + vat,
  };
}

/**
 * The fee and VAT earned when `grossMinor` more of a funding's work is paid, after `releasedMinor` already was.
 * Each share is the difference of the percentages of the running totals, so the shares of all posts add up to
 * exactly the fee and VAT of the whole funding (rounding never takes a cent more from escrow than it holds).
 */
export function releaseShares(releasedMinor: number, grossMinor: number): { fee_minor: number; vat_minor: number } {
  assertMinor(releasedMinor, 'released_minor');
  assertMinor(grossMinor, 'gross_minor');
  const after = releasedMinor + grossMinor;
  return {
    fee_minor: percentOf(after, PLATFORM_FEE_PERCENT) - percentOf(releasedMinor, PLATFORM_FEE_PERCENT),
    vat_minor: percentOf(after, VAT_PERCENT) - percentOf(releasedMinor, VAT_PERCENT),
  };
}

/**
 * An assignment's agreed amount split over its posts: equal shares, the cents that do not divide going to the
 * first posts, so the shares add up to the amount exactly.
 */
export function postShare(amountMinor: number, posts: number, postIndex: number): number {
  assertMinor(amountMinor, 'amount_minor');
  if (!Number.isSafeInteger(posts) || posts < 1 || postIndex < 1 || postIndex > posts)
    throw new MoneyError('post_index must be between 1 and the number of posts', 'post_index');
  const base = Math.floor(amountMinor / posts);
  return base + (postIndex <= amountMinor - base * posts ? 1 : 0);
}

// ---- Withholding tax ----

/**
 * Withholding tax on creators' pay, by the creator's country of residence. Kenya, Finance Act 2023 (Income Tax
 * Act s.35 as amended, "digital content monetisation"): 5% for residents, 20% for non-residents. Overridable by
 * WITHHOLDING_RESIDENT_PERCENT and WITHHOLDING_NON_RESIDENT_PERCENT.
 */
export const WITHHOLDING_TAX = {
  country: 'KE',
  resident_percent: 5,
  non_resident_percent: 20,
  source: 'Kenya Finance Act 2023: withholding tax on digital content monetisation, 5% resident, 20% non-resident',
} as const;

export function withholdingPercent(
  creatorCountry: string | null,
  rates: { resident_percent: number; non_resident_percent: number } = WITHHOLDING_TAX,
): number {
  return creatorCountry?.toUpperCase() === WITHHOLDING_TAX.country
    ? rates.resident_percent
    : rates.non_resident_percent;
}

/** The tax withheld from a gross amount at a percent, rounded half-up to the minor unit. */
export function withholdingMinor(grossMinor: number, percent: number): number {
  return percentOf(grossMinor, percent);
}

// ---- M-Pesa rounding ----

/**
 * M-Pesa moves whole shillings. A collection asks for the total rounded up to the shilling: the cents paid above
 * the total are credited to the company's wallet (nothing invented, nothing lost).
 */
export function mpesaCollection(totalMinor: number): { shillings: number; paid_minor: number; excess_minor: number } {
  assertMinor(totalMinor, 'total_minor');
  const shillings = Math.ceil(totalMinor / MINOR_PER_UNIT);
  const paid = shillings * MINOR_PER_UNIT;
  return { shillings, paid_minor: paid, excess_minor: paid - totalMinor };
}

/**
 * A payout sends the creator's net pay plus the cents carried from earlier payouts, rounded down to the
 * shilling; the cents left are carried to their next payout (shown in Earnings).
 */
export function mpesaPayout(
  netMinor: number,
  carryInMinor: number,
): { shillings: number; sent_minor: number; carry_out_minor: number } {
  assertMinor(netMinor, 'net_minor');
  assertMinor(carryInMinor, 'carry_minor');
  const available = netMinor + carryInMinor;
  const shillings = Math.floor(available / MINOR_PER_UNIT);
  return { shillings, sent_minor: shillings * MINOR_PER_UNIT, carry_out_minor: available - shillings * MINOR_PER_UNIT };
}

// ---- Funding state machine ----

export const FUNDING_STATUSES = ['PENDING', 'FUNDED', 'FAILED', 'REFUNDED'] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];
export const FUNDING_STATUS_LABELS: Record<FundingStatus, string> = {
  PENDING: 'Awaiting payment',
  FUNDED: 'Funded',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
};
export const FUNDING_MOVES = ['CONFIRM', 'FAIL', 'RETRY', 'REFUND'] as const;
export type FundingMove = (typeof FUNDING_MOVES)[number];
/** PROVIDER: a confirmed provider event (M-Pesa, sandbox) or staff recording an invoice's payment. */
export const FUNDING_ROLES = ['BRAND', 'PROVIDER', 'SYSTEM'] as const;
export type FundingRole = (typeof FUNDING_ROLES)[number];

export const FUNDING_TRANSITIONS: TransitionTable<FundingStatus, FundingMove, FundingRole> = [
  { from: 'PENDING', move: 'CONFIRM', to: 'FUNDED', who: ['PROVIDER'] },
  { from: 'PENDING', move: 'FAIL', to: 'FAILED', who: ['PROVIDER', 'SYSTEM'] },
  { from: 'FAILED', move: 'RETRY', to: 'PENDING', who: ['BRAND'] },
  { from: 'FUNDED', move: 'REFUND', to: 'REFUNDED', who: ['SYSTEM'] },
];

export function fundingMoveRefusal(status: FundingStatus, move: FundingMove, by: FundingRole): string | null {
  const why = refusal(FUNDING_TRANSITIONS, status, move, by);
  if (!why) return null;
  if (why === 'who') {
    // Names who the table lets make the move (a CONFIRM tried by the system is the provider's, not the brand's).
    const allowed = FUNDING_TRANSITIONS.find((row) => row.from === status && row.move === move)!.who;
    return `Only ${allowed.map((role) => FUNDING_ROLE_NAMES[role]).join(' or ')} can do that`;
  }
  return `This funding is ${FUNDING_STATUS_LABELS[status].toLowerCase()}; it cannot be ${MOVE_PAST[move]}`;
}
const FUNDING_ROLE_NAMES: Record<FundingRole, string> = {
  BRAND: 'the brand',
  PROVIDER: 'the payment provider',
  SYSTEM: 'the platform',
};
const MOVE_PAST: Record<FundingMove, string> = {
  CONFIRM: 'confirmed',
  FAIL: 'failed',
  RETRY: 'retried',
  REFUND: 'refunded',
};

// ---- Payout state machine ----

export const PAYOUT_STATUSES = ['AWAITING_FUNDS', 'PAYABLE', 'PENDING', 'PAID', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  AWAITING_FUNDS: 'Waiting for the brand to fund',
  PAYABLE: 'Waiting for your M-Pesa number',
  PENDING: 'Sending',
  PAID: 'Paid',
  FAILED: 'Failed',
};
export const PAYOUT_MOVES = ['RELEASE', 'SEND', 'SUCCEED', 'FAIL', 'RETRY'] as const;
export type PayoutMove = (typeof PAYOUT_MOVES)[number];
export const PAYOUT_ROLES = ['SYSTEM', 'PROVIDER', 'BRAND'] as const;
export type PayoutRole = (typeof PAYOUT_ROLES)[number];

export const PAYOUT_TRANSITIONS: TransitionTable<PayoutStatus, PayoutMove, PayoutRole> = [
  { from: 'AWAITING_FUNDS', move: 'RELEASE', to: 'PAYABLE', who: ['SYSTEM'] },
  { from: 'PAYABLE', move: 'SEND', to: 'PENDING', who: ['SYSTEM'] },
  { from: 'PENDING', move: 'SUCCEED', to: 'PAID', who: ['PROVIDER'] },
  { from: 'PENDING', move: 'FAIL', to: 'FAILED', who: ['PROVIDER'] },
  { from: 'FAILED', move: 'RETRY', to: 'PENDING', who: ['SYSTEM', 'BRAND'] },
];

export function payoutMoveRefusal(status: PayoutStatus, move: PayoutMove, by: PayoutRole): string | null {
  const why = refusal(PAYOUT_TRANSITIONS, status, move, by);
  if (!why) return null;
  if (why === 'who') return 'Only the platform can do that';
  return `This payout is ${PAYOUT_STATUS_LABELS[status].toLowerCase()}; it cannot move that way now`;
}

// ---- Wire shapes ----

export const PROVIDERS = ['MPESA', 'SANDBOX', 'BANK'] as const;
export type Provider = (typeof PROVIDERS)[number];
export const PROVIDER_LABELS: Record<Provider, string> = { MPESA: 'M-Pesa', SANDBOX: 'Sandbox', BANK: 'Bank transfer' };

export const fundingRequestSchema = z
  .object({
    campaign_id: z.uuid('campaign_id is not a valid id').optional(),
    bid_id: z.uuid('bid_id is not a valid id').optional(),
    method: z.enum(BILLING_MODES, { error: `method is one of ${BILLING_MODES.join(', ')}` }),
    phone: mpesaPhoneSchema('phone').optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.campaign_id === !value.bid_id)
      ctx.addIssue({
        code: 'custom',
        path: ['campaign_id'],
        message: 'campaign_id or bid_id is required (one of them)',
      });
  });
export type FundingRequest = z.output<typeof fundingRequestSchema>;

export const fundingLineSchema = z.object({ kind: z.enum(FUNDING_LINE_KINDS), amount_minor: minorValue() });

export const fundingSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  campaign_id: z.string().nullable(),
  bid_id: z.string().nullable(),
  /** What is funded, for people ("Summer launch", "Job: Unboxing - Jane Doe"). */
  subject: z.string(),
  method: z.enum(BILLING_MODES),
  status: z.enum(FUNDING_STATUSES),
  amount_minor: minorValue(),
  currency: z.string(),
  lines: z.array(fundingLineSchema),
  provider: z.enum(PROVIDERS),
  checkout_request_id: z.string().nullable().optional(),
  phone: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** What the escrow holds now (what is funded and not yet paid out or returned). */
  escrow_minor: minorValue(),
  released_minor: minorValue(),
  refunded_minor: minorValue(),
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  receipt: z.object({ id: z.string(), number: z.string() }).nullable(),
  created_at: z.string(),
  funded_at: z.string().nullable(),
});
export type Funding = z.infer<typeof fundingSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  assignment_id: z.string(),
  post_index: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  gross_minor: minorValue(),
  withholding_minor: minorValue(),
  withholding_percent: z.number(),
  net_minor: minorValue(),
  /** What M-Pesa sent (whole shillings) once sent; the cents left are carried to the next payout. */
  sent_minor: minorValue().nullable(),
  currency: z.string(),
  provider: z.enum(PROVIDERS),
  phone: z.string().nullable(),
  failure_reason: z.string().nullable(),
  provider_reference: z.string().nullable(),
  receipt: z.object({ id: z.string(), number: z.string() }).nullable(),
  work: z.string(),
  creator_name: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** One line of a payments list: a funding, a payout or a refund, as the company or the merchant sees it. */
export const PAYMENT_TYPES = ['FUNDING', 'PAYOUT', 'REFUND'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  FUNDING: 'Funding',
  PAYOUT: 'Payout',
  REFUND: 'Refund',
};

export const paymentRowSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_TYPES),
  status: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  subject: z.string(),
  amount_minor: minorValue(),
  currency: z.string(),
  provider: z.enum(PROVIDERS),
  reference: z.string().nullable(),
  document: z.object({ id: z.string(), number: z.string(), kind: z.enum(['INVOICE', 'RECEIPT']) }).nullable(),
  created_at: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const PAYMENTS_PAGE_SIZE = 20;

const isoDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} is a date such as 2026-11-26`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${field} is not a real date`);

export const paymentsQuerySchema = z.object({
  type: z.enum(PAYMENT_TYPES, { error: `type is one of ${PAYMENT_TYPES.join(', ')}` }).optional(),
  status: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Z_]+$/, 'status is a status such as FUNDED')
    .optional(),
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  page_number: z.coerce.number({ error: 'page_number must be a number' }).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number({ error: 'page_size must be a number' }).int().min(1).max(100).default(PAYMENTS_PAGE_SIZE),
  format: z.enum(['json', 'csv'], { error: 'format is json or csv' }).default('json'),
});
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;

export const balanceSchema = z.object({
  currency: z.string(),
  funded_minor: minorValue(),
  escrow_minor: minorValue(),
  paid_out_minor: minorValue(),
  refunded_minor: minorValue(),
  wallet_minor: minorValue(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const paymentsPageSchema = z.object({
  balances: z.array(balanceSchema),
  results: z.array(paymentRowSchema),
  results_count: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
  /** SANDBOX while M-Pesa is not configured: no real money moves. */
  provider: z.enum(['MPESA', 'SANDBOX']),
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

export const earningsSchema = z.object({
  currency_totals: z.array(
    z.object({
      currency: z.string(),
      pending_minor: minorValue(),
      paid_minor: minorValue(),
      withheld_minor: minorValue(),
      carried_minor: minorValue(),
    }),
  ),
  payouts: z.array(payoutSchema),
  mpesa_number: z.string().nullable(),
  /** Whether payouts can go out: the payment step is approved and a number is on file. */
  payout_ready: z.boolean(),
  provider: z.enum(['MPESA', 'SANDBOX']),
});
export type Earnings = z.infer<typeof earningsSchema>;
