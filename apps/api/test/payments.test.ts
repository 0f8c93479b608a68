/**
 * Payments on the sandbox provider (issue 19) over HTTP: billing, funding a campaign and a bid, escrow, the payout
 * of a verified post with withholding tax and shilling rounding, waiting for the creator's number, refunds once,
 * documents, lists and CSV, and a stranger refused everywhere. The ledger balances after every step.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { percentOf } from '@app/shared/money';
import { checkLedger } from '../src/modules/payments/ledger';
import { sendDuePayouts } from '../src/modules/payments/payouts.service';
import { campaigns } from '../src/db/schema/campaigns';
import { fundings, payouts } from '../src/db/schema/payments';
import {
  call,
  createAgreedCampaign,
  createAgreedJob,
  approvePayoutNumber,
  createPaymentsContext,
  createVerifiedMerchant,
  deliverOutbox,
  multipartFiles,
  PNG_BYTES,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createPaymentsContext();
});
afterAll(async () => ctx.close());

const CAPTION = 'Morning fuel with @juicebrand #FreshJuice #ad';

/** Runs what the sandbox queued (its callbacks) and what the outbox holds (payouts to send), until quiet. */
async function settle() {
  for (let i = 0; i < 5; i += 1) {
    const ran = await ctx.app.deps.queue.runDue('payments.sandbox-callback');
    const delivered = await deliverOutbox(ctx);
    if (!ran && !delivered.delivered) return;
  }
}

async function ledgerOk() {
  const check = await checkLedger(ctx.app.deps.db);
  expect(check).toMatchObject({ ok: true, unbalanced_transactions: [], stale_balances: [], payouts_sent_twice: [] });
}

/** Draft, approval, live link, verification of post `post` (default 1). */
async function verifyPost(ownerToken: string, creatorToken: string, assignmentId: string, post = 1) {
  const drafted = await call(ctx.app, {
    method: 'POST',
    url: `/api/creator/assignments/${assignmentId}/content`,
    token: creatorToken,
    ...multipartFiles({ caption: CAPTION, post_index: String(post) }, [
      { filename: 'look.png', type: 'image/png', bytes: PNG_BYTES },
    ]),
  });
  expect(drafted.status).toBe(201);
  const id = drafted.body.id as string;
  expect(
    (await call(ctx.app, { method: 'POST', url: `/api/content/${id}/approve`, token: ownerToken, payload: {} })).status,
  ).toBe(200);
  const live = await call(ctx.app, {
    method: 'POST',
    url: `/api/creator/content/${id}/live`,
    token: creatorToken,
    payload: { post_url: `https://www.instagram.com/p/${assignmentId.slice(0, 8)}${post}/` },
  });
  expect(live.status).toBe(200);
  return id;
}

/** The text of a PDF the API answers, read back with unpdf. */
async function pdfText(url: string, token: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await extractText(new Uint8Array(response.rawPayload), { mergePages: true })).text;
}

const fund = (token: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url: '/api/payments/fundings', token, payload });

describe('billing', () => {
  it('owners set M-Pesa or invoice; the checklist follows; a manager and a stranger are refused', async () => {
    const { owner, brand, brandMember } = await createAgreedCampaign(ctx);
    const stranger = await createVerifiedMerchant(ctx);
    const before = await call(ctx.app, {
      method: 'GET',
      url: '/api/user/merchant/onboarding/checklist',
      token: owner.token,
    });
    expect(before.body.billing_mode_added).toBe(false);
    const url = `/api/companies/${brand.id}/billing`;
    expect(
      await call(ctx.app, { method: 'PUT', url, token: owner.token, payload: { billing_mode: 'MPESA' } }),
    ).toMatchObject({
      status: 400,
      body: { field: 'mpesa_phone' },
    });
    const saved = await call(ctx.app, {
      method: 'PUT',
      url,
      token: owner.token,
      payload: { billing_mode: 'MPESA', mpesa_phone: '0712 345 678' },
    });
    expect(saved).toMatchObject({
      status: 200,
      body: { billing_mode: 'MPESA', mpesa_phone: '254712345678', provider: 'SANDBOX' },
    });
    const after = await call(ctx.app, {
      method: 'GET',
      url: '/api/user/merchant/onboarding/checklist',
      token: owner.token,
    });
    expect(after.body.billing_mode_added).toBe(true);
    const payload = { billing_mode: 'INVOICE' };
    expect((await call(ctx.app, { method: 'PUT', url, token: brandMember.token, payload })).status).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url, token: stranger.token, payload })).status).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url, token: stranger.token })).status).toBe(404);
  });
});

describe('a campaign funded by M-Pesa (sandbox), a post verified, the creator paid', () => {
  it('funds, holds escrow, pays the net after withholding in whole shillings, refunds the rest once', async () => {
    const { owner, brand, creator, campaign, assignmentId } = await createAgreedCampaign(ctx);
    const [row] = await ctx.app.deps.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    const work = row.deliverablesTotalMinor;
    expect(work).toBeGreaterThan(0);

    const created = await fund(owner.token, { campaign_id: campaign.id, method: 'MPESA', phone: '0712345678' });
    expect(created.status).toBe(201);
    const fee = percentOf(work, 30);
    const vat = percentOf(work, 15);
    expect(created.body).toMatchObject({
      status: 'PENDING',
      provider: 'SANDBOX',
      amount_minor: work + fee + vat,
      currency: 'KES',
      lines: [
        { kind: 'WORK', amount_minor: work },
        { kind: 'PLATFORM_FEE', amount_minor: fee },
        { kind: 'VAT', amount_minor: vat },
      ],
      phone: '254712345678',
    });
    expect(created.body.checkout_request_id).toMatch(/^ws_CO_/);
    const twice = await fund(owner.token, { campaign_id: campaign.id, method: 'MPESA', phone: '0712345678' });
    expect(twice).toMatchObject({ status: 409, body: { field: 'status', state: 'PENDING' } });

    await settle();
    const funded = await call(ctx.app, {
      method: 'GET',
      url: `/api/payments/fundings/${created.body.id}`,
      token: owner.token,
    });
    expect(funded.body).toMatchObject({
      status: 'FUNDED',
      escrow_minor: work + fee + vat,
      receipt: { number: 'RCT-000001' },
    });
    await ledgerOk();

    // The post is verified before the creator has a verified number: the money waits as payable.
    const contentId = await verifyPost(owner.token, creator.token, assignmentId);
    const verified = await call(ctx.app, {
      method: 'POST',
      url: `/api/content/${contentId}/verify-live`,
      token: owner.token,
    });
    expect(verified.status).toBe(200);
    await settle();
    let earnings = await call(ctx.app, { method: 'GET', url: '/api/creator/earnings', token: creator.token });
    expect(earnings.body.payout_ready).toBe(false);
    expect(earnings.body.payouts).toMatchObject([{ status: 'PAYABLE', gross_minor: work, withholding_percent: 5 }]);
    await ledgerOk();

    await approvePayoutNumber(ctx, creator);
    // The queue's payout sweep (every 2 minutes) finds the creator ready now.
    expect(await sendDuePayouts(ctx.app.deps)).toBe(1);
    await settle();
    earnings = await call(ctx.app, { method: 'GET', url: '/api/creator/earnings', token: creator.token });
    const withheld = percentOf(work, 5);
    const net = work - withheld;
    const sent = net - (net % 100); // whole shillings; the cents are carried
    expect(earnings.body.payouts).toMatchObject([
      {
        status: 'PAID',
        gross_minor: work,
        withholding_minor: withheld,
        net_minor: net,
        sent_minor: sent,
        phone: '254712345678',
      },
    ]);
    expect(earnings.body.currency_totals).toEqual([
      { currency: 'KES', pending_minor: 0, paid_minor: sent, withheld_minor: withheld, carried_minor: net - sent },
    ]);
    const receiptId = earnings.body.payouts[0].receipt.id;
    const text = await pdfText(`/api/creator/earnings/documents/${receiptId}.pdf`, creator.token);
    expect(text).toContain('Withholding tax (5%)');
    await ledgerOk();

    // The work is complete: what is left in escrow (the unearned part of nothing here) closes the funding.
    const page = await call(ctx.app, { method: 'GET', url: `/api/companies/${brand.id}/payments`, token: owner.token });
    expect(page.status).toBe(200);
    expect(page.body.balances).toEqual([
      {
        currency: 'KES',
        funded_minor: work + fee + vat,
        escrow_minor: 0,
        paid_out_minor: work,
        refunded_minor: 0,
        wallet_minor: 0,
      },
    ]);
    expect(page.body.results.map((r: { type: string }) => r.type).sort()).toEqual(['FUNDING', 'PAYOUT']);
    const csv = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${brand.id}/payments?format=csv`,
      token: owner.token,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect((csv.body as string).split('\n')[0]).toBe(
      'date,type,status,company,subject,amount,currency,provider,reference,document',
    );
    expect(csv.body).toContain('Payout');
  });

  it('cancelling the campaign returns the unspent escrow to the wallet, once', async () => {
    const { owner, brand, campaign } = await createAgreedCampaign(ctx);
    const created = await fund(owner.token, { campaign_id: campaign.id, method: 'MPESA', phone: '0712345678' });
    await settle();
    const cancelled = await call(ctx.app, {
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/cancel`,
      token: owner.token,
      payload: { reason: 'Budget moved' },
    });
    expect(cancelled.status).toBe(200);
    const { refundFinishedWork } = await import('../src/modules/payments/fundings.service');
    expect(await refundFinishedWork(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await refundFinishedWork(ctx.app.deps)).toBe(0);
    const funding = await call(ctx.app, {
      method: 'GET',
      url: `/api/payments/fundings/${created.body.id}`,
      token: owner.token,
    });
    expect(funding.body).toMatchObject({
      status: 'REFUNDED',
      escrow_minor: 0,
      refunded_minor: created.body.amount_minor,
    });
    const page = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${brand.id}/payments?type=REFUND`,
      token: owner.token,
    });
    expect(page.body.results).toMatchObject([{ type: 'REFUND', amount_minor: created.body.amount_minor }]);
    expect(page.body.balances[0].wallet_minor).toBe(created.body.amount_minor);
    await ledgerOk();
  });

  it('a failed and a cancelled M-Pesa payment leave the funding FAILED with the reason; retryable', async () => {
    const { owner, campaign } = await createAgreedCampaign(ctx);
    const failed = await fund(owner.token, { campaign_id: campaign.id, method: 'MPESA', phone: '254700000001' });
    await settle();
    const read = await call(ctx.app, {
      method: 'GET',
      url: `/api/payments/fundings/${failed.body.id}`,
      token: owner.token,
    });
    expect(read.body).toMatchObject({
      status: 'FAILED',
      failure_reason: 'The balance is insufficient for the transaction.',
    });
    const again = await call(ctx.app, {
      method: 'POST',
      url: `/api/payments/fundings/${failed.body.id}/retry`,
      token: owner.token,
      payload: { phone: '254700000002' },
    });
    expect(again.body.status).toBe('PENDING');
    await settle();
    const cancelled = await call(ctx.app, {
      method: 'GET',
      url: `/api/payments/fundings/${failed.body.id}`,
      token: owner.token,
    });
    expect(cancelled.body).toMatchObject({ status: 'FAILED', failure_reason: 'Request cancelled by user.' });
    await ledgerOk();
  });
});

describe('an unfunded campaign does not go ongoing', () => {
  it('refuses content until the campaign is funded; then the work starts', async () => {
    const { owner, creator, campaign, assignmentId } = await createAgreedCampaign(ctx, { credit: false });
    const submit = () =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/creator/assignments/${assignmentId}/content`,
        token: creator.token,
        ...multipartFiles({ caption: CAPTION }, [{ filename: 'look.png', type: 'image/png', bytes: PNG_BYTES }]),
      });
    expect(await submit()).toMatchObject({ status: 409, body: { code: 'CONFLICT', state: 'AWAITING_FUNDING' } });
    await fund(owner.token, { campaign_id: campaign.id, method: 'MPESA', phone: '0712345678' });
    expect((await submit()).status).toBe(409); // still awaiting the payment
    await settle();
    expect((await submit()).status).toBe(201);
  });
});

describe('invoice funding of an accepted bid', () => {
  it('issues a numbered invoice PDF; staff record the payment; the bid is funded', async () => {
    const { owner, bidId } = await createAgreedJob(ctx);
    const created = await fund(owner.token, { bid_id: bidId, method: 'INVOICE' });
    expect(created).toMatchObject({
      status: 201,
      body: { status: 'PENDING', provider: 'BANK', invoice: { number: 'INV-000001' } },
    });
    const text = await pdfText(`/api/payments/documents/${created.body.invoice.id}.pdf`, owner.token);
    expect(text).toContain('Invoice INV-000001');
    expect(text).toContain('Platform fee (30%)');
    expect(text).toContain('Total due');
    const stranger = await createVerifiedMerchant(ctx);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: `/api/payments/documents/${created.body.invoice.id}.pdf`,
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/payments/fundings/${created.body.id}`, token: stranger.token }))
        .status,
    ).toBe(404);
    const { recordInvoicePayment } = await import('../src/modules/payments/fundings.service');
    const recorded = await recordInvoicePayment(ctx.app.deps, { funding_id: created.body.id, reference: 'BANK-123' });
    expect(recorded).toMatchObject({ status: 'FUNDED', escrow_minor: created.body.amount_minor });
    const [row] = await ctx.app.deps.db.select().from(fundings).where(eq(fundings.id, created.body.id));
    expect(row.providerReference).toBe('BANK-123');
    await ledgerOk();
  });
});

describe('concurrency', () => {
  it('concurrent verify requests pay once', async () => {
    const { owner, brandMember, creator, campaign, assignmentId } = await createAgreedCampaign(ctx);
    await approvePayoutNumber(ctx, creator);
    await fund(owner.token, { campaign_id: campaign.id, method: 'MPESA', phone: '0712345678' });
    await settle();
    const contentId = await verifyPost(owner.token, creator.token, assignmentId);
    const results = await Promise.all(
      [owner.token, brandMember.token, owner.token].map((token) =>
        call(ctx.app, { method: 'POST', url: `/api/content/${contentId}/verify-live`, token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await settle();
    const rows = await ctx.app.deps.db.select().from(payouts).where(eq(payouts.assignmentId, assignmentId));
    expect(rows).toMatchObject([{ status: 'PAID', attempts: 1 }]);
    await ledgerOk();
  });
});
