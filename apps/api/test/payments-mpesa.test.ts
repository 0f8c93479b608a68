/**
 * Payments on M-Pesa (Daraja) over HTTP, against a fake Daraja server on loopback that speaks Daraja's shapes:
 * OAuth client credentials, the STK push and its status query, B2C; and Daraja's callbacks posted to our token
 * path. A collection is credited only on the status query's word and once; a payout is paid once, reversed when
 * it fails or times out, and retried under a new OriginatorConversationID. The ledger balances after every test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fundingLines } from '@app/shared/payments';
import { checkCollection } from '../src/modules/payments/fundings.service';
import { balanceOf, checkLedger } from '../src/modules/payments/ledger';
import { sendDuePayouts } from '../src/modules/payments/payouts.service';
import { assignments } from '../src/db/schema/assignments';
import { campaigns } from '../src/db/schema/campaigns';
import { fundings, ledgerTransactions, paymentDocuments, payouts, providerEvents } from '../src/db/schema/payments';
import {
  call,
  createAgreedCampaign,
  approvePayoutNumber,
  createTestContext,
  createVerifiedMerchant,
  deliverOutbox,
  multipartFiles,
  PNG_BYTES,
  type TestContext,
} from './helpers';

type Json = Record<string, any>;

const CONSUMER_KEY = 'fake-consumer-key';
const CONSUMER_SECRET = 'fake-consumer-secret';
const SHORTCODE = '174379';
const PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const B2C_SHORTCODE = '600000';
const INITIATOR = 'testapi';
const SECURITY_CREDENTIAL = 'c2VjdXJpdHktY3JlZGVudGlhbA==';
const CALLBACK_ORIGIN = 'https://pay.example.com';

/**
 * The agreed work the tests fund, with cents (the factories' rates are whole shillings). Its figures, worked by hand:
 * fee 30% = 370_370.1 -> 370_370; VAT 15% = 185_185.05 -> 185_185; total 1_790_122 -> STK Amount 17_902 shillings
 * (rounded up), 78 cents above the total to the wallet. A KE creator's post: withholding 5% = 61_728.35 -> 61_728;
 * net 1_172_839 -> B2C Amount 11_728 shillings (rounded down), 39 cents carried.
 */
const WORK = 1_234_567;
const TOTAL = 1_790_122;
const STK_SHILLINGS = 17_902;
const EXCESS = 78;
const WITHHELD = 61_728;
const NET = 1_172_839;
const B2C_SHILLINGS = 11_728;
const CARRIED = 39;
const SENT = 1_172_800;

const OK_DESC = 'The service request is processed successfully.';
const INSUFFICIENT = 'The balance is insufficient for the transaction.';
const CANCELLED = 'Request cancelled by user.';

interface FakeDaraja {
  baseUrl: string;
  /** The Authorization header of every token request. */
  tokenRequests: string[];
  /** Calls made with a missing or wrong bearer token. */
  refused: number;
  stkPushes: Json[];
  stkReplies: Json[];
  queries: Json[];
  b2c: Json[];
  b2cReplies: Json[];
  /** What the status query answers for a CheckoutRequestID; absent: "The transaction is being processed". */
  outcomes: Map<string, { code: string; desc: string }>;
  close(): Promise<void>;
}

/** A Daraja look-alike on 127.0.0.1: it checks the credentials and the bearer, records bodies, answers as Daraja. */
async function startFakeDaraja(): Promise<FakeDaraja> {
  const accessToken = `fake_${randomUUID().replace(/-/g, '')}`;
  const basic = `Basic ${Buffer.from(`${CONSUMER_KEY}:${CONSUMER_SECRET}`).toString('base64')}`;
  let sequence = 0;
  const next = () => (sequence += 1);
  const fake: Omit<FakeDaraja, 'baseUrl' | 'close'> = {
    tokenRequests: [],
    refused: 0,
    stkPushes: [],
    stkReplies: [],
    queries: [],
    b2c: [],
    b2cReplies: [],
    outcomes: new Map(),
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const send = (status: number, body: Json) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://daraja.invalid');
      if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        fake.tokenRequests.push(request.headers.authorization ?? '');
        if (url.searchParams.get('grant_type') !== 'client_credentials' || request.headers.authorization !== basic)
          return send(400, { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
        return send(200, { access_token: accessToken, expires_in: '3599' });
      }
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        fake.refused += 1;
        return send(401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      }
      let body: Json;
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        return send(400, { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Body' });
      }
      if (request.method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest') {
        fake.stkPushes.push(body);
        const n = next();
        const reply = {
          MerchantRequestID: `29115-34620561-${n}`,
          CheckoutRequestID: `ws_CO_2026112210${String(n).padStart(6, '0')}${randomUUID().slice(0, 6)}`,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        };
        fake.stkReplies.push(reply);
        return send(200, reply);
      }
      if (request.method === 'POST' && url.pathname === '/mpesa/stkpushquery/v1/query') {
        fake.queries.push(body);
        const outcome = fake.outcomes.get(String(body.CheckoutRequestID));
        if (!outcome)
          return send(500, {
            requestId: `${next()}-query`,
            errorCode: '500.001.1001',
            errorMessage: 'The transaction is being processed',
          });
        return send(200, {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: body.CheckoutRequestID,
          ResultCode: outcome.code,
          ResultDesc: outcome.desc,
        });
      }
      if (request.method === 'POST' && url.pathname === '/mpesa/b2c/v3/paymentrequest') {
        fake.b2c.push(body);
        const reply = {
          ConversationID: `AG_20261122_${String(next()).padStart(8, '0')}${randomUUID().slice(0, 8)}`,
          OriginatorConversationID: body.OriginatorConversationID,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        };
        fake.b2cReplies.push(reply);
        return send(200, reply);
      }
      return send(404, { errorCode: '404.001.01', errorMessage: 'Resource not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } as FakeDaraja;
}

let fake: FakeDaraja;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeDaraja();
  ctx = await createTestContext({
    MPESA_BASE_URL: fake.baseUrl,
    MPESA_CONSUMER_KEY: CONSUMER_KEY,
    MPESA_CONSUMER_SECRET: CONSUMER_SECRET,
    MPESA_SHORTCODE: SHORTCODE,
    MPESA_PASSKEY: PASSKEY,
    MPESA_B2C_SHORTCODE: B2C_SHORTCODE,
    MPESA_INITIATOR_NAME: INITIATOR,
    MPESA_SECURITY_CREDENTIAL: SECURITY_CREDENTIAL,
    MPESA_CALLBACK_BASE_URL: CALLBACK_ORIGIN,
  });
  await ctx.app.deps.queue.start({ workers: false });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
afterEach(async () => {
  const check = await checkLedger(ctx.app.deps.db);
  expect(check).toMatchObject({ ok: true, unbalanced_transactions: [], stale_balances: [], payouts_sent_twice: [] });
  // Every call to the fake carried the token it issued.
  expect(fake.refused).toBe(0);
});

const CAPTION = 'Morning fuel with @juicebrand #FreshJuice #ad';
const tokenPath = () => `/api/payments/mpesa/${ctx.config.payments.callbackToken}`;

/** Sets the campaign's agreed work (and its one assignment) to an amount with cents, consistently. */
async function setWork(campaignId: string, work: number) {
  const { lines, total_minor } = fundingLines(work);
  await ctx.app.deps.db
    .update(campaigns)
    .set({
      deliverablesTotalMinor: work,
      platformFeeMinor: lines[1].amount_minor,
      vatMinor: lines[2].amount_minor,
      totalMinor: total_minor,
    })
    .where(eq(campaigns.id, campaignId));
  await ctx.app.deps.db.update(assignments).set({ amountMinor: work }).where(eq(assignments.campaignId, campaignId));
}

/** An agreed campaign of WORK, its M-Pesa funding asked (PENDING, the STK push sent). */
async function pendingFunding(phone = '0712 345 678') {
  const setup = await createAgreedCampaign(ctx);
  await setWork(setup.campaign.id, WORK);
  const pushes = fake.stkPushes.length;
  const created = await call(ctx.app, {
    method: 'POST',
    url: '/api/payments/fundings',
    token: setup.owner.token,
    payload: { campaign_id: setup.campaign.id, method: 'MPESA', phone },
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ status: 'PENDING', provider: 'MPESA', amount_minor: TOTAL });
  expect(fake.stkPushes.length).toBe(pushes + 1);
  const checkout = fake.stkReplies.at(-1)!.CheckoutRequestID as string;
  expect(created.body.checkout_request_id).toBe(checkout);
  return { ...setup, funding: created.body as Json, checkout, push: fake.stkPushes.at(-1)! };
}

/** Daraja's STK callback: success with CallbackMetadata, or a failure without it. */
function stkBody(checkout: string, code: number, desc: string, receipt = 'NLJ7RT61SV') {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: checkout,
        ResultCode: code,
        ResultDesc: desc,
        ...(code === 0
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: STK_SHILLINGS },
                  { Name: 'MpesaReceiptNumber', Value: receipt },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: 20261122102115 },
                  { Name: 'PhoneNumber', Value: 254712345678 },
                ],
              },
            }
          : {}),
      },
    },
  };
}

async function postCallback(suffix: 'stk' | 'b2c/result' | 'b2c/timeout', body: Json) {
  const answer = await call(ctx.app, { method: 'POST', url: `${tokenPath()}/${suffix}`, payload: body });
  expect(answer).toMatchObject({ status: 200, body: { ResultCode: 0 } });
  return answer;
}

const getFunding = async (token: string, id: string) =>
  (await call(ctx.app, { method: 'GET', url: `/api/payments/fundings/${id}`, token })).body as Json;

const balances = async (token: string, companyId: string) => {
  const page = await call(ctx.app, { method: 'GET', url: `/api/companies/${companyId}/payments`, token });
  expect(page.status).toBe(200);
  return page.body.balances as Json[];
};

const ledgerRows = (fundingId: string) =>
  ctx.app.deps.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.fundingId, fundingId));

const fundingDocuments = (fundingId: string) =>
  ctx.app.deps.db.select().from(paymentDocuments).where(eq(paymentDocuments.fundingId, fundingId));

/** A funded campaign of WORK: the STK callback arrives and the status query confirms it. */
async function fundedCampaign() {
  const setup = await pendingFunding();
  fake.outcomes.set(setup.checkout, { code: '0', desc: OK_DESC });
  await postCallback('stk', stkBody(setup.checkout, 0, OK_DESC));
  expect(await getFunding(setup.owner.token, setup.funding.id)).toMatchObject({ status: 'FUNDED' });
  return setup;
}

/** Draft, approval and live link of post 1; the content id (verify or reject it next). */
async function livePost(ownerToken: string, creatorToken: string, assignmentId: string) {
  const drafted = await call(ctx.app, {
    method: 'POST',
    url: `/api/creator/assignments/${assignmentId}/content`,
    token: creatorToken,
    ...multipartFiles({ caption: CAPTION, post_index: '1' }, [
      { filename: 'look.png', type: 'image/png', bytes: PNG_BYTES },
    ]),
  });
  expect(drafted.status).toBe(201);
  const id = drafted.body.id as string;
  const approved = await call(ctx.app, {
    method: 'POST',
    url: `/api/content/${id}/approve`,
    token: ownerToken,
    payload: {},
  });
  expect(approved.status).toBe(200);
  const live = await call(ctx.app, {
    method: 'POST',
    url: `/api/creator/content/${id}/live`,
    token: creatorToken,
    payload: { post_url: `https://www.instagram.com/p/${assignmentId.slice(0, 8)}1/` },
  });
  expect(live.status).toBe(200);
  return id;
}

const CREATOR_NUMBER = '254722000111';

/** A funded campaign whose creator has a verified number and whose post is verified: the B2C request sent. */
async function sentPayout() {
  const setup = await fundedCampaign();
  await approvePayoutNumber(ctx, setup.creator, '0722 000 111');
  const contentId = await livePost(setup.owner.token, setup.creator.token, setup.assignmentId);
  const sent = fake.b2c.length;
  const verified = await call(ctx.app, {
    method: 'POST',
    url: `/api/content/${contentId}/verify-live`,
    token: setup.owner.token,
  });
  expect(verified.status).toBe(200);
  await deliverOutbox(ctx);
  expect(fake.b2c.length).toBe(sent + 1);
  const [payout] = await ctx.app.deps.db.select().from(payouts).where(eq(payouts.assignmentId, setup.assignmentId));
  return { ...setup, payout, request: fake.b2c.at(-1)!, reply: fake.b2cReplies.at(-1)! };
}

/** Daraja's B2C result (or time-out) body for a request we sent. */
function resultBody(
  request: { OriginatorConversationID: string; ConversationID: string },
  code: number,
  desc: string,
  parameters?: Json[] | Json,
) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: code,
      ResultDesc: desc,
      OriginatorConversationID: request.OriginatorConversationID,
      ConversationID: request.ConversationID,
      TransactionID: code === 0 ? 'NLJ41HAY6Q' : 'NLJ0000000',
      ...(parameters ? { ResultParameters: { ResultParameter: parameters } } : {}),
      ReferenceData: { ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke' } },
    },
  };
}

const successParameters = (shillings: number) => [
  { Key: 'TransactionAmount', Value: shillings },
  { Key: 'TransactionReceipt', Value: 'NLJ41HAY6Q' },
  { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
  { Key: 'ReceiverPartyPublicName', Value: `${CREATOR_NUMBER} - Achieng Otieno` },
  { Key: 'TransactionCompletedDateTime', Value: '22.11.2026 11:45:50' },
];

const payoutRow = async (id: string) => (await ctx.app.deps.db.select().from(payouts).where(eq(payouts.id, id)))[0];

/** What a creator account holds (+ 0: an empty credit account reads as -0). */
const held = async (ref: Parameters<typeof balanceOf>[1]) => (await balanceOf(ctx.app.deps.db, ref)) + 0;

const payable = (creatorId: number) => ({ kind: 'CREATOR_PAYABLE' as const, currency: 'KES', creatorId });
const carry = (creatorId: number) => ({ kind: 'CREATOR_CARRY' as const, currency: 'KES', creatorId });

describe('collections by STK push', () => {
  it('the push carries the password, the total rounded up, the normalised number, our URL', async () => {
    const before = Date.now();
    const { push } = await pendingFunding('+254 712-345-678');
    expect(fake.tokenRequests.length).toBeGreaterThan(0);
    expect(push).toMatchObject({
      BusinessShortCode: SHORTCODE,
      TransactionType: 'CustomerPayBillOnline',
      Amount: STK_SHILLINGS,
      PartyA: '254712345678',
      PartyB: SHORTCODE,
      PhoneNumber: '254712345678',
      CallBackURL: `${CALLBACK_ORIGIN}/api/payments/mpesa/${ctx.config.payments.callbackToken}/stk`,
    });
    expect(push.Timestamp).toMatch(/^\d{14}$/);
    expect(push.Password).toBe(Buffer.from(`${SHORTCODE}${PASSKEY}${push.Timestamp}`).toString('base64'));
    // The timestamp is Kenya's wall clock (UTC+3), taken when the push was made.
    const t = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/
      .exec(push.Timestamp as string)!
      .slice(1)
      .map(Number);
    const asUtc = Date.UTC(t[0], t[1] - 1, t[2], t[3] - 3, t[4], t[5]);
    expect(asUtc).toBeGreaterThanOrEqual(before - 2000);
    expect(asUtc).toBeLessThanOrEqual(Date.now() + 1000);
    expect(String(push.AccountReference).length).toBeLessThanOrEqual(12);
    expect(String(push.TransactionDesc).length).toBeLessThanOrEqual(13);
  });

  it('a success callback credits once, only when the status query confirms; cents to the wallet', async () => {
    const { owner, brand, funding, checkout } = await pendingFunding();
    // The callback says success, but M-Pesa's own answer is "being processed": nothing is credited yet.
    const queries = fake.queries.length;
    await postCallback('stk', stkBody(checkout, 0, OK_DESC));
    expect(fake.queries.length).toBe(queries + 1);
    const query = fake.queries.at(-1)!;
    expect(query).toMatchObject({ BusinessShortCode: SHORTCODE, CheckoutRequestID: checkout });
    expect(query.Password).toBe(Buffer.from(`${SHORTCODE}${PASSKEY}${query.Timestamp}`).toString('base64'));
    expect(await getFunding(owner.token, funding.id)).toMatchObject({ status: 'PENDING', escrow_minor: 0 });
    expect(await ledgerRows(funding.id)).toEqual([]);

    fake.outcomes.set(checkout, { code: '0', desc: OK_DESC });
    await postCallback('stk', stkBody(checkout, 0, OK_DESC));
    expect(await getFunding(owner.token, funding.id)).toMatchObject({
      status: 'FUNDED',
      amount_minor: TOTAL,
      escrow_minor: TOTAL,
      receipt: { number: expect.any(String) },
    });
    const [row] = await ctx.app.deps.db.select().from(fundings).where(eq(fundings.id, funding.id));
    expect(row.providerReference).toBe('NLJ7RT61SV');
    expect(await balances(owner.token, brand.id)).toEqual([
      {
        currency: 'KES',
        funded_minor: TOTAL,
        escrow_minor: TOTAL,
        paid_out_minor: 0,
        refunded_minor: 0,
        wallet_minor: EXCESS,
      },
    ]);

    // Daraja repeats its callback: the funding is credited once, with one receipt.
    await postCallback('stk', stkBody(checkout, 0, OK_DESC));
    await postCallback('stk', stkBody(checkout, 0, OK_DESC));
    expect((await ledgerRows(funding.id)).map((t) => t.kind)).toEqual(['funding.collected']);
    expect(await fundingDocuments(funding.id)).toHaveLength(1);
    expect((await balances(owner.token, brand.id))[0]).toMatchObject({ escrow_minor: TOTAL, wallet_minor: EXCESS });
    // Rows come back in heap order, not arrival order (PostgreSQL may place a new row in space freed earlier), and
    // the embedded database's clock counts milliseconds: arrival order is checked by time, ties allowed.
    const events = await ctx.app.deps.db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.externalId, checkout))
      .orderBy(asc(providerEvents.receivedAt));
    expect(events.map((e) => e.outcome).sort()).toEqual(['funded', 'pending', 'repeated', 'repeated']);
    const receivedAt = (outcome: string) => events.find((e) => e.outcome === outcome)!.receivedAt.getTime();
    expect(receivedAt('pending')).toBeLessThanOrEqual(receivedAt('funded'));
    expect(receivedAt('funded')).toBeLessThanOrEqual(receivedAt('repeated'));
  });

  it('a failed and a cancelled payment leave the funding FAILED with the description; both retry', async () => {
    const { owner, brand, funding, checkout } = await pendingFunding();
    fake.outcomes.set(checkout, { code: '1', desc: INSUFFICIENT });
    await postCallback('stk', stkBody(checkout, 1, INSUFFICIENT));
    expect(await getFunding(owner.token, funding.id)).toMatchObject({
      status: 'FAILED',
      failure_reason: INSUFFICIENT,
      escrow_minor: 0,
    });

    const pushes = fake.stkPushes.length;
    const retried = await call(ctx.app, {
      method: 'POST',
      url: `/api/payments/fundings/${funding.id}/retry`,
      token: owner.token,
      payload: { phone: '0711 222 333' },
    });
    expect(retried).toMatchObject({ status: 200, body: { status: 'PENDING', failure_reason: null } });
    expect(fake.stkPushes.length).toBe(pushes + 1);
    expect(fake.stkPushes.at(-1)).toMatchObject({ Amount: STK_SHILLINGS, PhoneNumber: '254711222333' });
    const second = fake.stkReplies.at(-1)!.CheckoutRequestID as string;
    expect(second).not.toBe(checkout);
    expect(retried.body.checkout_request_id).toBe(second);

    fake.outcomes.set(second, { code: '1032', desc: CANCELLED });
    await postCallback('stk', stkBody(second, 1032, CANCELLED));
    expect(await getFunding(owner.token, funding.id)).toMatchObject({ status: 'FAILED', failure_reason: CANCELLED });
    expect(await ledgerRows(funding.id)).toEqual([]);

    const again = await call(ctx.app, {
      method: 'POST',
      url: `/api/payments/fundings/${funding.id}/retry`,
      token: owner.token,
      payload: {},
    });
    expect(again.status).toBe(200);
    const third = again.body.checkout_request_id as string;
    expect(fake.stkPushes.at(-1)).toMatchObject({ PhoneNumber: '254711222333' });
    fake.outcomes.set(third, { code: '0', desc: OK_DESC });
    await postCallback('stk', stkBody(third, 0, OK_DESC));
    expect(await getFunding(owner.token, funding.id)).toMatchObject({ status: 'FUNDED', escrow_minor: TOTAL });
    // A late callback of an abandoned try names a checkout no funding holds any more: nothing changes.
    await postCallback('stk', stkBody(checkout, 0, OK_DESC));
    expect((await ledgerRows(funding.id)).map((t) => t.kind)).toEqual(['funding.collected']);
    expect((await balances(owner.token, brand.id))[0]).toMatchObject({ funded_minor: TOTAL, wallet_minor: EXCESS });
  });

  it('a late callback after the status check credited the funding changes nothing', async () => {
    const { owner, brand, funding, checkout } = await pendingFunding();
    // The callback was lost; the queue's check asks M-Pesa, first while it is processing, then after.
    expect(await checkCollection(ctx.app.deps, { funding_id: funding.id, checks: 1 })).toBe('pending');
    fake.outcomes.set(checkout, { code: '0', desc: OK_DESC });
    expect(await checkCollection(ctx.app.deps, { funding_id: funding.id, checks: 2 })).toBe('funded');
    expect(await getFunding(owner.token, funding.id)).toMatchObject({ status: 'FUNDED', escrow_minor: TOTAL });
    const before = await balances(owner.token, brand.id);
    expect(before[0]).toMatchObject({ escrow_minor: TOTAL, wallet_minor: EXCESS });

    const queries = fake.queries.length;
    await postCallback('stk', stkBody(checkout, 0, OK_DESC, 'LATE000001'));
    expect(fake.queries.length).toBe(queries);
    expect(await balances(owner.token, brand.id)).toEqual(before);
    expect((await ledgerRows(funding.id)).map((t) => t.kind)).toEqual(['funding.collected']);
    expect(await fundingDocuments(funding.id)).toHaveLength(1);
    expect(await checkCollection(ctx.app.deps, { funding_id: funding.id, checks: 3 })).toBe('repeated');
  });

  it('a forged success callback, which the status query contradicts, credits nothing', async () => {
    const { owner, brand, funding, checkout } = await pendingFunding();
    fake.outcomes.set(checkout, { code: '1032', desc: CANCELLED });
    await postCallback('stk', stkBody(checkout, 0, OK_DESC, 'FORGED0001'));
    expect(await getFunding(owner.token, funding.id)).toMatchObject({
      status: 'FAILED',
      failure_reason: CANCELLED,
      escrow_minor: 0,
      receipt: null,
    });
    expect(await ledgerRows(funding.id)).toEqual([]);
    expect(await balances(owner.token, brand.id)).toEqual([]);
    const [row] = await ctx.app.deps.db.select().from(fundings).where(eq(fundings.id, funding.id));
    expect(row.providerReference).toBeNull();
  });

  it('an unknown CheckoutRequestID changes nothing; a wrong token path answers 404', async () => {
    const { owner, funding, checkout } = await pendingFunding();
    fake.outcomes.set(checkout, { code: '0', desc: OK_DESC });
    const queries = fake.queries.length;
    const unknown = `ws_CO_${randomUUID()}`;
    fake.outcomes.set(unknown, { code: '0', desc: OK_DESC });
    await postCallback('stk', stkBody(unknown, 0, OK_DESC));
    expect(fake.queries.length).toBe(queries);
    const events = await ctx.app.deps.db.select().from(providerEvents).where(eq(providerEvents.externalId, unknown));
    expect(events.map((e) => e.outcome)).toEqual(['unknown']);

    const token = ctx.config.payments.callbackToken;
    const wrongSameLength = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/api/payments/mpesa/${wrongSameLength}/stk`,
      `/api/payments/mpesa/${token.slice(0, 10)}/stk`,
      `/api/payments/mpesa/${wrongSameLength}/b2c/result`,
    ]) {
      const answer = await call(ctx.app, { method: 'POST', url: path, payload: stkBody(checkout, 0, OK_DESC) });
      expect(answer.status).toBe(404);
    }
    expect(fake.queries.length).toBe(queries);
    expect(await getFunding(owner.token, funding.id)).toMatchObject({ status: 'PENDING', escrow_minor: 0 });
    expect(await ledgerRows(funding.id)).toEqual([]);
  });
});

describe('payouts by B2C', () => {
  it('a verified post sends the net in whole shillings to the verified number; the result pays it once', async () => {
    const { owner, brand, creator, payout, request, reply } = await sentPayout();
    expect(request).toMatchObject({
      OriginatorConversationID: payout.requestId,
      InitiatorName: INITIATOR,
      SecurityCredential: SECURITY_CREDENTIAL,
      CommandID: 'BusinessPayment',
      Amount: B2C_SHILLINGS,
      PartyA: B2C_SHORTCODE,
      PartyB: CREATOR_NUMBER,
      ResultURL: `${CALLBACK_ORIGIN}/api/payments/mpesa/${ctx.config.payments.callbackToken}/b2c/result`,
      QueueTimeOutURL: `${CALLBACK_ORIGIN}/api/payments/mpesa/${ctx.config.payments.callbackToken}/b2c/timeout`,
    });
    expect(payout).toMatchObject({
      status: 'PENDING',
      grossMinor: WORK,
      withholdingPercent: 5,
      withholdingMinor: WITHHELD,
      netMinor: NET,
      sentMinor: SENT,
      conversationId: reply.ConversationID,
      phone: CREATOR_NUMBER,
    });
    expect(await held(payable(creator.creatorId))).toBe(0);
    expect(await held(carry(creator.creatorId))).toBe(CARRIED);

    // A result that names our request but another conversation is not ours to act on.
    const forged = { OriginatorConversationID: request.OriginatorConversationID, ConversationID: 'AG_FORGED_000' };
    await postCallback('b2c/result', resultBody(forged, 0, OK_DESC, successParameters(B2C_SHILLINGS)));
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'PENDING', paidAt: null });

    const result = resultBody(
      { OriginatorConversationID: request.OriginatorConversationID, ConversationID: reply.ConversationID },
      0,
      OK_DESC,
      successParameters(B2C_SHILLINGS),
    );
    // A malformed result (no code) for our very try is unreadable, never a success.
    await postCallback('b2c/result', { Result: { ...result.Result, ResultCode: null } });
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'PENDING', paidAt: null });

    await postCallback('b2c/result', result);
    await postCallback('b2c/result', result);
    const rows = await ctx.app.deps.db.select().from(payouts).where(eq(payouts.assignmentId, payout.assignmentId));
    expect(rows).toMatchObject([{ id: payout.id, status: 'PAID', attempts: 1, providerReference: 'NLJ41HAY6Q' }]);
    const receipts = await ctx.app.deps.db
      .select()
      .from(paymentDocuments)
      .where(and(eq(paymentDocuments.payoutId, payout.id), eq(paymentDocuments.kind, 'RECEIPT')));
    expect(receipts).toHaveLength(1);
    const earnings = await call(ctx.app, { method: 'GET', url: '/api/creator/earnings', token: creator.token });
    expect(earnings.body.payouts).toMatchObject([{ status: 'PAID', net_minor: NET, sent_minor: SENT }]);
    expect(earnings.body.currency_totals).toEqual([
      { currency: 'KES', pending_minor: 0, paid_minor: SENT, withheld_minor: WITHHELD, carried_minor: CARRIED },
    ]);
    expect((await balances(owner.token, brand.id))[0]).toMatchObject({ paid_out_minor: WORK, escrow_minor: 0 });
  });

  it('a failed result and a time-out return the shillings sent (payable again); each retry has a new id', async () => {
    const { owner, creator, payout, request, reply } = await sentPayout();
    const first = { OriginatorConversationID: request.OriginatorConversationID, ConversationID: reply.ConversationID };
    await postCallback('b2c/result', resultBody(first, 2001, 'The initiator information is invalid.'));
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The initiator information is invalid.',
    });
    // The shillings sent are owed again; the first send's rounding stands (its cents may be in a later payout).
    expect(await held(payable(creator.creatorId))).toBe(SENT);
    expect(await held(carry(creator.creatorId))).toBe(CARRIED);

    const retry = () =>
      call(ctx.app, { method: 'POST', url: `/api/payments/payouts/${payout.id}/retry`, token: owner.token });
    expect((await retry()).status).toBe(204);
    const secondRequest = fake.b2c.at(-1)!;
    const second = {
      OriginatorConversationID: secondRequest.OriginatorConversationID as string,
      ConversationID: fake.b2cReplies.at(-1)!.ConversationID as string,
    };
    expect(second.OriginatorConversationID).not.toBe(first.OriginatorConversationID);
    expect(secondRequest).toMatchObject({ Amount: B2C_SHILLINGS, PartyB: CREATOR_NUMBER });
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(await held(payable(creator.creatorId))).toBe(0);

    // A late success of the abandoned first try pays nothing; a retry of a PENDING payout is refused.
    await postCallback('b2c/result', resultBody(first, 0, OK_DESC, successParameters(B2C_SHILLINGS)));
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'PENDING', paidAt: null });
    expect(await retry()).toMatchObject({ status: 409, body: { field: 'status', state: 'PENDING' } });

    // A time-out never reached the creator, whatever code it carries.
    await postCallback('b2c/timeout', resultBody(second, 0, ''));
    expect(await payoutRow(payout.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The request timed out at M-Pesa',
    });
    expect(await held(payable(creator.creatorId))).toBe(SENT);

    expect((await retry()).status).toBe(204);
    const third = {
      OriginatorConversationID: fake.b2c.at(-1)!.OriginatorConversationID as string,
      ConversationID: fake.b2cReplies.at(-1)!.ConversationID as string,
    };
    expect(new Set([first, second, third].map((r) => r.OriginatorConversationID)).size).toBe(3);
    await postCallback('b2c/result', resultBody(third, 0, OK_DESC, successParameters(B2C_SHILLINGS)[0]));
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'PAID', attempts: 3 });
    const sent = fake.b2c.length;
    expect(await retry()).toMatchObject({ status: 409, body: { state: 'PAID' } });
    expect(fake.b2c.length).toBe(sent);
    const kinds = await ctx.app.deps.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.payoutId, payout.id));
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'payout.release',
      'payout.reversed',
      'payout.reversed',
      'payout.sent',
      'payout.sent',
      'payout.sent',
    ]);
    expect(await held(payable(creator.creatorId))).toBe(0);
    expect(await held(carry(creator.creatorId))).toBe(CARRIED);
  });

  it('verify-live and reject-live at once on the same content move money at most once', async () => {
    const { owner, brandMember, creator, assignmentId } = await fundedCampaign();
    await approvePayoutNumber(ctx, creator, '0722 000 111');
    const contentId = await livePost(owner.token, creator.token, assignmentId);
    const sent = fake.b2c.length;
    const answers = await Promise.all([
      call(ctx.app, { method: 'POST', url: `/api/content/${contentId}/verify-live`, token: owner.token }),
      call(ctx.app, {
        method: 'POST',
        url: `/api/content/${contentId}/reject-live`,
        token: brandMember.token,
        payload: { reason: 'This link shows another post' },
      }),
      call(ctx.app, { method: 'POST', url: `/api/content/${contentId}/verify-live`, token: brandMember.token }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    await deliverOutbox(ctx);
    await sendDuePayouts(ctx.app.deps);
    await deliverOutbox(ctx);
    const rows = await ctx.app.deps.db.select().from(payouts).where(eq(payouts.assignmentId, assignmentId));
    const verifiedFirst = answers[0].status === 200 || answers[2].status === 200;
    expect(rows).toHaveLength(verifiedFirst ? 1 : 0);
    expect(fake.b2c.length - sent).toBe(rows.length);
    if (verifiedFirst) expect(rows[0]).toMatchObject({ status: 'PENDING', attempts: 1 });
  });
});

describe('strangers', () => {
  it('a stranger merchant gets 404 for a funding, its receipt, and a payout retry', async () => {
    const { owner, funding, payout, request, reply } = await sentPayout();
    await postCallback(
      'b2c/result',
      resultBody(
        { OriginatorConversationID: request.OriginatorConversationID, ConversationID: reply.ConversationID },
        1,
        INSUFFICIENT,
      ),
    );
    const receipt = (await getFunding(owner.token, funding.id)).receipt as { id: string };
    const stranger = await createVerifiedMerchant(ctx);
    const asStranger = (method: 'GET' | 'POST', url: string) =>
      call(ctx.app, { method, url, token: stranger.token, ...(method === 'POST' ? { payload: {} } : {}) });
    expect((await asStranger('GET', `/api/payments/fundings/${funding.id}`)).status).toBe(404);
    expect((await asStranger('POST', `/api/payments/fundings/${funding.id}/retry`)).status).toBe(404);
    expect((await asStranger('GET', `/api/payments/documents/${receipt.id}.pdf`)).status).toBe(404);
    const sent = fake.b2c.length;
    expect((await asStranger('POST', `/api/payments/payouts/${payout.id}/retry`)).status).toBe(404);
    expect(fake.b2c.length).toBe(sent);
    expect(await payoutRow(payout.id)).toMatchObject({ status: 'FAILED', attempts: 1 });
    // The owner may read the same receipt and retry the same payout.
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/payments/documents/${receipt.id}.pdf`, token: owner.token }))
        .status,
    ).toBe(200);
    const retried = await call(ctx.app, {
      method: 'POST',
      url: `/api/payments/payouts/${payout.id}/retry`,
      token: owner.token,
    });
    expect(retried.status).toBe(204);
    expect(fake.b2c.length).toBe(sent + 1);
  });
});
