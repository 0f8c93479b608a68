import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AccessibleCompany } from '../src/actor';
import { createSessionCache, jitteredTtl, SESSION_CACHE_TTL_MS } from '../src/infra/session-cache';
import {
  call,
  creatorProfileBody,
  createCreatorAccount,
  createSiblingApp,
  createTestContext,
  createVerifiedMerchant,
  testConfig,
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

describe('the session cache on its own', () => {
  const cache = () => createSessionCache(testConfig());
  /** A company-list load that counts its calls and finishes when `open` is called. */
  const heldLoad = () => {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const counted = {
      loads: 0,
      open: () => open(),
      load: async () => {
        counted.loads += 1;
        await opened;
        return [] as AccessibleCompany[];
      },
    };
    return counted;
  };

  it('reads a cold key once for every caller asking while it loads, then serves it from memory', async () => {
    const sessions = cache();
    const held = heldLoad();
    const asking = Array.from({ length: 50 }, () => sessions.companies('merchant-1', held.load));
    held.open();
    const answers = await Promise.all(asking);
    expect(held.loads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await sessions.companies('merchant-1', held.load);
    expect(held.loads).toBe(1);
    await sessions.close();
  });

  it('does not keep what a load read before the merchant changed, nor share a failed load', async () => {
    const sessions = cache();
    const held = heldLoad();
    const before = sessions.companies('merchant-2', held.load);
    await sessions.invalidateMerchant('merchant-2');
    held.open();
    await before;
    // what the load read is not kept: the next caller loads again
    await sessions.companies('merchant-2', held.load);
    expect(held.loads).toBe(2);
    const failing = () => Promise.reject(new Error('database away'));
    await expect(sessions.companies('merchant-3', failing)).rejects.toThrow('database away');
    await expect(sessions.companies('merchant-3', async () => [] as AccessibleCompany[])).resolves.toEqual([]);
    await sessions.close();
  });

  it('gives each entry its own lifetime within a fifth of the TTL: a burst of logins does not expire at once', () => {
    expect(jitteredTtl(SESSION_CACHE_TTL_MS, () => 0)).toBe(SESSION_CACHE_TTL_MS * 0.8);
    expect(jitteredTtl(SESSION_CACHE_TTL_MS, () => 1)).toBe(SESSION_CACHE_TTL_MS * 1.2);
    const spread = new Set(Array.from({ length: 20 }, () => jitteredTtl()));
    expect(spread.size).toBeGreaterThan(10);
  });
});
