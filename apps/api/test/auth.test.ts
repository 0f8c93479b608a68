import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { merchants, signupAttempts } from '../src/db/schema/merchants';
import {
  call,
  createTestContext,
  createVerifiedMerchant,
  deliverOutbox,
  lastOtp,
  sentMail,
  signupBody,
  STRONG_PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const initiate = (payload: unknown, sme = false) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/merchant/auth/initiate${sme ? '?is_sme=true' : ''}`,
    payload: payload as object,
  });
const login = (username: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/auth/login/merchant', payload: { username, password } });
const verify = (token: string, otp: string) =>
  call(ctx.app, { method: 'POST', url: '/api/auth/merchant/email-verification', payload: { otp }, token });

describe('POST /merchant/auth/initiate', () => {
  it('records the sign-up, mails a 6-digit code and returns a sign-up token that opens nothing else', async () => {
    const body = signupBody({ first_name: '  Zoë ', last_name: " O'Neil ", business_name: ' Duka Bora ' });
    const res = await initiate(body);
    expect(res.status).toBe(201);
    expect(res.body.access_token).toEqual(expect.any(String));
    // no account exists before the code is verified
    expect(await ctx.database.db.select().from(merchants).where(eq(merchants.email, body.email))).toHaveLength(0);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: res.body.access_token })).status,
    ).toBe(401);
    const [attempt] = await ctx.database.db.select().from(signupAttempts).where(eq(signupAttempts.email, body.email));
    expect(attempt).toMatchObject({
      firstName: 'Zoë',
      lastName: "O'Neil",
      businessName: 'Duka Bora',
      existingMerchantId: null,
    });
    expect(await lastOtp(ctx, body.email)).toMatch(/^\d{6}$/);
  });

  it('stores the code and the password hashed, never in clear', async () => {
    const body = signupBody();
    await initiate(body);
    const code = await lastOtp(ctx, body.email);
    const [attempt] = await ctx.database.db.select().from(signupAttempts).where(eq(signupAttempts.email, body.email));
    expect(attempt.codeHash).not.toContain(code);
    expect(attempt.passwordHash).not.toContain(STRONG_PASSWORD);
    const expiresInMinutes = (attempt.expiresAt.getTime() - Date.now()) / 60000;
    expect(expiresInMinutes).toBeGreaterThan(9);
    expect(expiresInMinutes).toBeLessThanOrEqual(10);
  });

  it.each([
    ['email', { email: 'not an email' }],
    ['email', { email: 'a b@c.de' }],
    ['password', { password: 'short1!A'.slice(0, 7) }],
    ['password', { password: 'nonumbers!A' }],
    ['password', { password: 'NOLOWER1!' }],
    ['password', { password: 'noupper1!' }],
    ['password', { password: 'NoSymbol12' }],
    ['first_name', { first_name: 'Bad<script>' }],
    ['last_name', { last_name: '   ' }],
    ['business_name', { business_name: 'Shop;drop' }],
    ['phone', { phone: 'call me' }],
    ['date_of_birth', { date_of_birth: new Date(Date.now() - 17 * 365.25 * 864e5).toISOString().slice(0, 10) }],
    ['accepted_terms_version', { accepted_terms_version: 'V0_OLD' }],
  ])('refuses a bad %s with a 400 naming the field', async (field, override) => {
    const res = await initiate(signupBody(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`${field}:`);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', field });
  });

  it('keeps an adult date of birth and the current terms version on the account', async () => {
    const m = await createVerifiedMerchant(ctx, {
      date_of_birth: '1990-05-01',
      accepted_terms_version: 'V1_MERCHANT_US_EN',
    });
    const profile = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token });
    expect(profile.body).toMatchObject({
      email_verified: true,
      date_of_birth: '1990-05-01',
      accepted_terms_version: 'V1_MERCHANT_US_EN',
    });
  });
});

describe('no e-mail enumeration at sign-up', () => {
  it('answers a taken address exactly like a free one, mails its owner (not a code), creates nothing', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const free = await initiate(signupBody());
    const taken = await initiate(signupBody({ email: owner.email.toUpperCase() }));
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body)).toEqual(Object.keys(free.body));
    expect(taken.headers['content-type']).toBe(free.headers['content-type']);
    // the next steps answer alike too: a code (never sent) is refused the same way, a resend is accepted
    const wrongTaken = await verify(taken.body.access_token, '000000');
    const wrongFree = await verify(free.body.access_token, '000000');
    expect(wrongTaken.status).toBe(400);
    // alike but for the request id every reply carries
    expect({ ...wrongTaken.body, request_id: 'id' }).toEqual({ ...wrongFree.body, request_id: 'id' });
    const resend = (token: string) =>
      call(ctx.app, { method: 'GET', url: '/api/auth/merchant/resend-email-verification', token });
    expect((await resend(taken.body.access_token)).status).toBe((await resend(free.body.access_token)).status);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: taken.body.access_token })).status,
    ).toBe(401);
    const mail = await sentMail(ctx, owner.email);
    expect(mail.subject).toMatch(/tried to sign up/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const rows = await ctx.database.db.select().from(merchants);
    expect(rows.filter((r) => r.email.toLowerCase() === owner.email.toLowerCase())).toHaveLength(1);
  });

  it('does the same work for a taken address: one attempt row with a hashed password and code', async () => {
    // (How long each path takes is a benchmark matter, not a test; doing the same work is what keeps them alike.)
    const owner = await createVerifiedMerchant(ctx);
    await initiate(signupBody({ email: owner.email }));
    const attempts = await ctx.database.db.select().from(signupAttempts).where(eq(signupAttempts.email, owner.email));
    const taken = attempts.find((a) => a.existingMerchantId !== null)!;
    expect(taken.passwordHash).toMatch(/^scrypt/);
    expect(taken.codeHash).toEqual(expect.any(String));
    expect(taken.codeHash.length).toBeGreaterThan(20);
  });
});

describe('POST /auth/merchant/email-verification', () => {
  it('creates the verified account with the mailed code, once, and returns its session', async () => {
    const body = signupBody();
    const { body: signup } = await initiate(body);
    const code = await lastOtp(ctx, body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await verify(signup.access_token, wrong);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION', field: 'otp' });
    const ok = await verify(signup.access_token, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ email_verified: true, access_token: expect.any(String) });
    const profile = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: ok.body.access_token });
    expect(profile.body).toMatchObject({ email: body.email, email_verified: true, first_name: body.first_name });
    const again = await verify(signup.access_token, code);
    expect(again.status).toBe(409);
    expect((await login(body.email, body.password)).status).toBe(200);
  });

  it('refuses a malformed code, a missing token and a forged token', async () => {
    const { body: signup } = await initiate(signupBody());
    expect((await verify(signup.access_token, '12ab56')).status).toBe(400);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/merchant/email-verification',
          payload: { otp: '123456' },
        })
      ).status,
    ).toBe(401);
    expect((await verify(`${signup.access_token}x`, '123456')).status).toBe(401);
  });

  it("does not accept another sign-up's code", async () => {
    const a = signupBody();
    const b = signupBody();
    const { body: sa } = await initiate(a);
    await initiate(b);
    const codeB = await lastOtp(ctx, b.email);
    const codeA = await lastOtp(ctx, a.email);
    if (codeA !== codeB) {
      const res = await verify(sa.access_token, codeB);
      expect(res.status).toBe(400);
    }
    expect((await verify(sa.access_token, codeA)).status).toBe(200);
  });

  it('kills the code after 5 wrong attempts, even if the right one follows', async () => {
    const body = signupBody();
    const { body: signup } = await initiate(body);
    const code = await lastOtp(ctx, body.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await verify(signup.access_token, wrong)).status).toBe(400);
    const res = await verify(signup.access_token, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Too many wrong attempts/);
  });

  it('refuses an expired code', async () => {
    const body = signupBody();
    const { body: signup } = await initiate(body);
    const code = await lastOtp(ctx, body.email);
    await ctx.database.db
      .update(signupAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupAttempts.email, body.email));
    const res = await verify(signup.access_token, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('verifies an older account whose address is unverified with its own session', async () => {
    const m = await createVerifiedMerchant(ctx);
    await ctx.database.db.update(merchants).set({ emailVerified: false }).where(eq(merchants.email, m.email));
    const [row] = await ctx.database.db.select().from(merchants).where(eq(merchants.email, m.email));
    await ctx.app.deps.cache.invalidateMerchant(row.id);
    const resend = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/merchant/resend-email-verification',
      token: m.token,
    });
    expect(resend.status).toBe(200);
    const ok = await verify(m.token, await lastOtp(ctx, m.email));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ email_verified: true });
  });
});

describe('resend endpoints', () => {
  it.each(['/api/auth/merchant/resend-email-verification', '/api/auth/resend_email_verification/merchant'])(
    '%s mails a new code that replaces the old one',
    async (url) => {
      const body = signupBody();
      const { body: signup } = await initiate(body);
      const first = await lastOtp(ctx, body.email);
      const mailsTo = () => ctx.mails.filter((m) => m.to === body.email);
      const before = mailsTo().length;
      const res = await call(ctx.app, { method: 'GET', url, token: signup.access_token });
      expect(res.status).toBe(200);
      // the new code is mailed after the reply, by the outbox
      await deliverOutbox(ctx);
      expect(mailsTo().length).toBe(before + 1);
      const second = /\b(\d{6})\b/.exec(mailsTo().at(-1)!.text)![1];
      if (first !== second) expect((await verify(signup.access_token, first)).status).toBe(400);
      expect((await verify(signup.access_token, second)).status).toBe(200);
      // once verified there is nothing to resend
      expect((await call(ctx.app, { method: 'GET', url, token: signup.access_token })).status).toBe(409);
      expect((await call(ctx.app, { method: 'GET', url })).status).toBe(401);
    },
  );
});

describe('POST /auth/login/merchant', () => {
  it('logs in with the e-mail in any case and returns token, profile and is_sme', async () => {
    const m = await createVerifiedMerchant(ctx);
    const res = await login(m.email.toUpperCase(), m.password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_sme: false,
      merchant_profile: { email: m.email, email_verified: true, companies: [] },
    });
    expect(res.body.merchant_profile).not.toHaveProperty('password_hash');
  });

  it('answers 401 with one message for a wrong password and an unknown e-mail', async () => {
    const m = await createVerifiedMerchant(ctx);
    const wrong = await login(m.email, 'Wrong!Pass1');
    const unknown = await login('nobody@example.com', 'Wrong!Pass1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses a body without the fields', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/auth/login/merchant', payload: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('username');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session so the token stops working, other sessions go on', async () => {
    const m = await createVerifiedMerchant(ctx);
    const one = (await login(m.email, m.password)).body.access_token;
    const two = (await login(m.email, m.password)).body.access_token;
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/logout', token: one })).status).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: one })).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: two })).status).toBe(200);
  });
});

describe('SME sign-up: initiate, code, complete-signup', () => {
  it('creates the SME company as ACCOUNT with the merchant as OWNER', async () => {
    const m = await createVerifiedMerchant(ctx, {}, true);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/merchant/complete-signup?is_sme=true',
      payload: { business_name: '  Mama Mboga Ltd ' },
      token: m.token,
    });
    expect(res.status).toBe(201);
    expect(res.body.companies).toHaveLength(1);
    expect(res.body.companies[0]).toMatchObject({
      name: 'Mama Mboga Ltd',
      company_role: 'ACCOUNT',
      is_sme: true,
      merchant_role: 'OWNER',
    });
    expect(res.body.business_name).toBe('Mama Mboga Ltd');
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/merchant/complete-signup?is_sme=true',
      payload: { business_name: 'Other' },
      token: m.token,
    });
    expect(again.status).toBe(409);
    const relog = await login(m.email, m.password);
    expect(relog.body.is_sme).toBe(true);
  });

  it('refuses before the e-mail is verified (a sign-up token is no session), and without a business name', async () => {
    const { body: signup } = await initiate(signupBody(), true);
    const early = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/merchant/complete-signup?is_sme=true',
      payload: { business_name: 'Shop' },
      token: signup.access_token,
    });
    expect(early.status).toBe(401);
    const m = await createVerifiedMerchant(ctx, {}, true);
    const empty = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/merchant/complete-signup?is_sme=true',
      payload: { business_name: '  ' },
      token: m.token,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^business_name:/);
  });

  it('marks an SME sign-up as is_sme at login even before the business exists', async () => {
    const m = await createVerifiedMerchant(ctx, {}, true);
    expect((await login(m.email, m.password)).body.is_sme).toBe(true);
  });
});
