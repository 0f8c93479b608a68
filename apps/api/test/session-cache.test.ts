import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  call,
  creatorProfileBody,
  createCreatorAccount,
  createSiblingApp,
  createTestContext,
  createVerifiedMerchant,
  type TestContext,
} from './helpers';

const redisEnv = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
let ctx: TestContext;
let sibling: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext(redisEnv);
  sibling = await createSiblingApp(ctx, redisEnv);
});
afterAll(async () => {
  await sibling.close();
  await ctx.close();
});

const me = (app: FastifyInstance, token: string) => call(app, { method: 'GET', url: '/api/user/merchant', token });
const eventually = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 40; i += 1) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
};

describe('cached sessions and profiles across two API processes (Redis invalidation)', () => {
  it('a logout on one process ends the session on the other', async () => {
    const m = await createVerifiedMerchant(ctx);
    expect((await me(sibling, m.token)).status).toBe(200); // warms the sibling's cache
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/logout', token: m.token })).status).toBe(200);
    expect(await eventually(async () => (await me(sibling, m.token)).status === 401)).toBe(true);
  });

  it('a profile change on one process is seen on the other', async () => {
    const m = await createVerifiedMerchant(ctx);
    expect((await me(sibling, m.token)).body.first_name).toBe('Wanjiru');
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/user/merchant',
      token: m.token,
      payload: { first_name: 'Nyambura', last_name: 'Kariuki' },
    });
    expect(await eventually(async () => (await me(sibling, m.token)).body.first_name === 'Nyambura')).toBe(true);
  });

  it("a creator's logout on one process ends the session on the other", async () => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    const creatorMe = (app: FastifyInstance) =>
      call(app, { method: 'GET', url: '/api/creator/me', token: creator.token });
    expect((await creatorMe(sibling)).status).toBe(200); // warms the sibling's cache
    const logout = await call(ctx.app, { method: 'POST', url: '/api/creator/auth/logout', token: creator.token });
    expect(logout.status).toBe(200);
    expect(await eventually(async () => (await creatorMe(sibling)).status === 401)).toBe(true);
  });

  it("a creator's first profile save on one process links their cached sessions everywhere", async () => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    // Without a catalogue creator the job list is refused; the sibling caches the session that way.
    const jobs = () => call(sibling, { method: 'GET', url: '/api/creator/jobs', token: creator.token });
    const before = await jobs();
    expect(before.status).not.toBe(200);
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: '/api/creator/me',
      token: creator.token,
      payload: await creatorProfileBody(ctx),
    });
    expect(saved.status).toBe(200);
    expect(await eventually(async () => (await jobs()).status === 200)).toBe(true);
  });
});
