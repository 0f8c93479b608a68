import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, createVerifiedMerchant, signupBody, uniqueEmail, type TestContext } from './helpers';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const limitsEnv = { RATE_LIMIT_AUTH_PER_IP: '6', RATE_LIMIT_AUTH_PER_ACCOUNT: '4', TRUST_PROXY: 'true' };

function loginFrom(ctx: TestContext, ip: string, username: string, password = 'Wrong!Pass1') {
  return call(ctx.app, { method: 'POST', url: '/api/auth/login/merchant', payload: { username, password }, headers: { 'x-forwarded-for': ip } });
}

describe('auth rate limits (in-process store)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(limitsEnv);
  });
  afterAll(async () => ctx.close());

  it('limits login per account across IPs with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 4; i += 1) expect((await loginFrom(ctx, randomIp(), email)).status).toBe(401);
    const limited = await loginFrom(ctx, randomIp(), email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/Try again in \d+ seconds/) });
  });

  it('limits login per IP across accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 6; i += 1) expect((await loginFrom(ctx, ip, uniqueEmail())).status).toBe(401);
    expect((await loginFrom(ctx, ip, uniqueEmail())).status).toBe(429);
    expect((await loginFrom(ctx, randomIp(), uniqueEmail())).status).toBe(401);
  });

  it('a successful login clears the account counter', async () => {
    const m = await createVerifiedMerchant(ctx);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 3; i += 1) expect((await loginFrom(ctx, randomIp(), m.email)).status).toBe(401);
      expect((await loginFrom(ctx, randomIp(), m.email, m.password)).status).toBe(200);
    }
  });

  it('limits code attempts, resends and reset requests per account', async () => {
    const signup = await call(ctx.app, { method: 'POST', url: '/api/merchant/auth/initiate', payload: signupBody(), headers: { 'x-forwarded-for': randomIp() } });
    const token = signup.body.access_token;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await call(ctx.app, { method: 'POST', url: '/api/auth/merchant/email-verification', token, payload: { otp: '000001' }, headers: { 'x-forwarded-for': randomIp() } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const resends: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      resends.push((await call(ctx.app, { method: 'GET', url: '/api/auth/merchant/resend-email-verification', token, headers: { 'x-forwarded-for': randomIp() } })).status);
    }
    expect(resends).toEqual([200, 200, 429]);
    const email = uniqueEmail();
    const resets: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      resets.push((await call(ctx.app, { method: 'POST', url: '/api/auth/reset_password/merchant', payload: { email }, headers: { 'x-forwarded-for': randomIp() } })).status);
    }
    expect(resets).toEqual([200, 200, 429]);
  });
});

describe('auth rate limits shared through Redis', () => {
  let one: TestContext;
  let two: TestContext;
  beforeAll(async () => {
    const env = { ...limitsEnv, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    one = await createTestContext(env);
    two = await createTestContext(env);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('two API processes count the same attempts', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 2; i += 1) expect((await loginFrom(one, randomIp(), email)).status).toBe(401);
    for (let i = 0; i < 2; i += 1) expect((await loginFrom(two, randomIp(), email)).status).toBe(401);
    expect((await loginFrom(one, randomIp(), email)).status).toBe(429);
    expect((await loginFrom(two, randomIp(), email)).status).toBe(429);
  });
});
