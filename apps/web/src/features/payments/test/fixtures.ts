/**
 * Fixtures of the brand's payments screens: a company, a funding, list rows and pages, and a fetch stub that answers
 * by "METHOD /path" and records every call (query, JSON body or multipart fields).
 */
import { vi } from 'vitest';
import type { CompanyDetail } from '@app/shared/companies';
import { fundingLines, type Billing, type Funding, type PaymentRow, type PaymentsPage } from '@app/shared/payments';

export const companyId = '0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10';
export const campaignId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
export const fundingId = 'f0f0f0f0-0000-4000-8000-000000000001';

export const companyOf = (role: 'OWNER' | 'ADMIN' | 'COMPANY_MANAGER', permissions: string[]) =>
  ({
    id: companyId,
    name: 'Savannah Juice',
    company_role: 'BRAND',
    role,
    parent_id: null,
    children: [],
    permissions,
  }) as unknown as CompanyDetail;

export const owner = companyOf('OWNER', ['company.view', 'payments.view', 'payments.manage', 'campaign.create']);
export const admin = companyOf('ADMIN', ['company.view', 'payments.view', 'campaign.create']);

export function billingOf(overrides: Partial<Billing> = {}): Billing {
  return {
    company_id: companyId,
    billing_mode: null,
    mpesa_phone: null,
    provider: 'SANDBOX',
    updated_at: null,
    ...overrides,
  };
}

/** A campaign's funding of 9,001.50 of work (total 13,052.18). */
export function fundingOf(overrides: Partial<Funding> = {}): Funding {
  const amounts = fundingLines(900_150);
  return {
    id: fundingId,
    company_id: companyId,
    campaign_id: campaignId,
    bid_id: null,
    subject: 'Cold-pressed launch',
    method: 'MPESA',
    status: 'PENDING',
    amount_minor: amounts.total_minor,
    currency: 'KES',
    lines: amounts.lines,
    provider: 'SANDBOX',
    checkout_request_id: 'ws_CO_1',
    phone: '254712345678',
    failure_reason: null,
    escrow_minor: 0,
    released_minor: 0,
    refunded_minor: 0,
    invoice: null,
    receipt: null,
    created_at: '2027-01-11T08:00:00.000Z',
    funded_at: null,
    ...overrides,
  };
}

export function rowOf(n: number, overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: `row-${n}`,
    type: 'FUNDING',
    status: 'FUNDED',
    company_id: companyId,
    company_name: 'Savannah Juice',
    subject: `Campaign ${n}`,
    amount_minor: 1_305_218,
    currency: 'KES',
    provider: 'SANDBOX',
    reference: `SBX${n}`,
    document: { id: `doc-${n}`, number: `RCT-000${n}`, kind: 'RECEIPT' },
    created_at: '2027-01-11T08:00:00.000Z',
    ...overrides,
  };
}

export function pageOf(results: PaymentRow[], overrides: Partial<PaymentsPage> = {}): PaymentsPage {
  return {
    balances: [
      {
        currency: 'KES',
        funded_minor: 1_305_218,
        escrow_minor: 1_000_000,
        paid_out_minor: 250_000,
        refunded_minor: 0,
        wallet_minor: 82,
      },
    ],
    results,
    results_count: results.length,
    page_number: 1,
    page_size: 20,
    provider: 'SANDBOX',
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const errorReply = (status: number, code: string, message: string, field?: string) =>
  json(status, { statusCode: status, error: 'Error', code, message, ...(field ? { field } : {}) });

export interface Call {
  route: string;
  query: Record<string, string>;
  /** A JSON body, or the multipart fields (a file by its name). */
  body: Record<string, unknown> | null;
}

type Answer = unknown | ((call: Call) => unknown);

/** Stubs fetch at the network boundary: `routes` answer by "METHOD /path"; anything else is a 404. */
export function serve(routes: Record<string, Answer> = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      let body: Record<string, unknown> | null = null;
      if (request.method !== 'GET') {
        if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
          const form = await request.formData();
          body = Object.fromEntries(
            [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
          );
        } else {
          const text = await request.text();
          body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        }
      }
      const call: Call = { route, query: Object.fromEntries(url.searchParams), body };
      calls.push(call);
      if (route in routes) {
        const answer = routes[route];
        const value = typeof answer === 'function' ? (answer as (c: Call) => unknown)(call) : answer;
        return value instanceof Response ? value : json(200, value);
      }
      return errorReply(404, 'NOT_FOUND', 'Not found');
    }),
  );
  return calls;
}
