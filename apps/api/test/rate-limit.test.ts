import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowdownMs, targetKey } from '../src/infra/rate-limits';
import { mailOutbox } from '../src/db/schema/mail';
import {
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  deliverOutbox,
  signupBody,
  uniqueEmail,
  type TestContext,
} from './helpers';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
// 6 attempts per IP, 4 failures per (account, IP), at most 20 ms of slow-down so the suite stays fast.
const limitsEnv = {
  RATE_LIMIT_AUTH_PER_IP: '6',
  RATE_LIMIT_AUTH_PER_ACCOUNT: '4',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '5',
  RATE_LIMIT_SLOWDOWN_MAX_MS: '20',
  TRUST_PROXY: 'true',
};
const from = (ip: string) => ({ 'x-forwarded-for': ip });

function loginFrom(ctx: TestContext, ip: string, username: string, password = 'Wrong!Pass1') {
  return call(ctx.app, {
    method: 'POST',
    url: '/api/auth/login/merchant',
    payload: { username, password },
    headers: from(ip),
  });
}

async function mailsTo(ctx: TestContext, email: string) {
  await deliverOutbox(ctx);
  return ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

describe('slow-down rule', () => {
  it('is free up to the allowance, then doubles from 250 ms up to the cap', () => {
    expect(slowdownMs(3, 4, 2000)).toBe(0);
    expect(slowdownMs(4, 4, 2000)).toBe(250);
    expect(slowdownMs(5, 4, 2000)).toBe(500);
    expect(slowdownMs(7, 4, 2000)).toBe(2000);
    expect(slowdownMs(40, 4, 2000)).toBe(2000);
  });

  it('keys targets by a hash, never the address itself', () => {
    expect(targetKey('Someone@Example.com')).toBe(targetKey(' someone@example.com'));
    expect(targetKey('someone@example.com')).not.toContain('example');
  });
});

describe('login limits (in-process store)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(limitsEnv);
  });
  afterAll(async () => ctx.close());

  it('stops a stranger hammering an account at their own address; the owner still logs in from theirs', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const stranger = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await loginFrom(ctx, stranger, owner.email)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const limited = await loginFrom(ctx, stranger, owner.email, owner.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Try again in \d+ seconds/),
    });

    expect((await loginFrom(ctx, randomIp(), owner.email, owner.password)).status).toBe(200);
  });

  it('slows but never locks an account attacked from many addresses', async () => {
    const owner = await createVerifiedMerchant(ctx);
    for (let i = 0; i < 12; i += 1) expect((await loginFrom(ctx, randomIp(), owner.email)).status).toBe(401);
    expect((await loginFrom(ctx, randomIp(), owner.email, owner.password)).status).toBe(200);
  });

  it('limits one address across accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 6; i += 1) expect((await loginFrom(ctx, ip, uniqueEmail())).status).toBe(401);
    expect((await loginFrom(ctx, ip, uniqueEmail())).status).toBe(429);
    expect((await loginFrom(ctx, randomIp(), uniqueEmail())).status).toBe(401);
  });

  it('a successful login clears the failures of that address on the account', async () => {
    const m = await createVerifiedMerchant(ctx);
    const ip = randomIp();
    // 4 failures of one address on one account are its limit: 3 + 2 pass only because the success cleared the 3
    for (const failures of [3, 2]) {
      for (let i = 0; i < failures; i += 1) expect((await loginFrom(ctx, ip, m.email)).status).toBe(401);
      expect((await loginFrom(ctx, ip, m.email, m.password)).status).toBe(200);
    }
  });
});

describe('codes, resends, resets, sign-ups, invitations and analytics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(limitsEnv);
  });
  afterAll(async () => ctx.close());

  it('limits wrong codes per address and account, and resends per account', async () => {
    const signup = await call(ctx.app, {
      method: 'POST',
      url: '/api/merchant/auth/initiate',
      payload: signupBody(),
      headers: from(randomIp()),
    });
    const token = signup.body.access_token;
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/auth/merchant/email-verification',
            token,
            payload: { otp: '000001' },
            headers: from(ip),
          })
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    const resends: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      resends.push(
        (
          await call(ctx.app, {
            method: 'GET',
            url: '/api/auth/merchant/resend-email-verification',
            token,
            headers: from(randomIp()),
          })
        ).status,
      );
    }
    expect(resends).toEqual([200, 200, 429]);
  });

  it('answers every reset request for an address alike but mails it at most its budget', async () => {
    const m = await createVerifiedMerchant(ctx);
    const before = (await mailsTo(ctx, m.email)).length;
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/reset_password/merchant',
          payload: { email: m.email },
          headers: from(randomIp()),
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    await expect.poll(async () => (await mailsTo(ctx, m.email)).length - before).toBe(2);
  });

  it('limits reset requests per address of the caller', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/auth/reset_password/merchant',
            payload: { email: uniqueEmail() },
            headers: from(ip),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('limits sign-ups per address of the caller and per e-mail', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/merchant/auth/initiate',
            payload: signupBody(),
            headers: from(ip),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    const email = uniqueEmail();
    const perEmail: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      perEmail.push(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/merchant/auth/initiate',
            payload: signupBody({ email }),
            headers: from(randomIp()),
          })
        ).status,
      );
    }
    // the same answer whether or not the address is taken, until the e-mail's budget is spent
    expect(perEmail).toEqual([201, 201, 429]);
  });

  it('limits invitations per company', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, owner.token, { name: 'Limits Ltd', company_role: 'ACCOUNT' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: `/api/companies/${company.id}/team/invitations`,
        token: owner.token,
        payload: { email: uniqueEmail(), role: 'BRAND_MANAGER' },
        headers: from(randomIp()),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });

  it('limits anonymous analytics events per address and caps metadata depth', async () => {
    const ip = randomIp();
    const event = { event_name: 'page_view', platform: 'web', metadata: { path: '/' } };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/ms/platform-analytics/event',
            payload: event,
            headers: from(ip),
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const deep = { ...event, metadata: { a: { b: { c: { d: { e: 1 } } } } } };
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/ms/platform-analytics/event',
      payload: deep,
      headers: from(randomIp()),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'metadata' });
  });
});

describe('limits shared through Redis', () => {
  let one: TestContext;
  let two: TestContext;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  beforeAll(async () => {
    const env = { ...limitsEnv, REDIS_URL: redisUrl };
    one = await createTestContext(env);
    two = await createTestContext(env);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('two API processes count the same failures, under keys that hold no e-mail', async () => {
    const email = uniqueEmail();
    const ip = randomIp();
    for (let i = 0; i < 2; i += 1) expect((await loginFrom(one, ip, email)).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await loginFrom(two, ip, email)).status).toBe(401);
    expect((await loginFrom(one, ip, email)).status).toBe(429);
    expect((await loginFrom(two, ip, email)).status).toBe(429);

    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys('rl:login:*');
      expect(keys.some((key) => key.includes(targetKey(email)))).toBe(true);
      expect(keys.some((key) => key.toLowerCase().includes(email.split('@')[0]))).toBe(false);
    } finally {
      redis.disconnect();
    }
  });
});
