/**
 * GET /api/creator/first-paint (decision 036): the web build's server render, given the caller's session and a fetch
 * that reaches this API in process. Here the render module is a stand-in written beside a fake web build (the real
 * one is tested in apps/web/src/app/first-paint.test.ts and, end to end, in e2e/tests/prerendered.e2e.ts); what is
 * tested is the route: who may ask, for which pages, and what the render can reach.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_TIMEOUT_MS, serverRenderFile } from '../src/plugins/first-paint';
import { call, createCreatorAccount, createTestContext, createVerifiedMerchant, type TestContext } from './helpers';

/**
 * Renders the caller's name from GET /api/creator/me, asked with the token it was given, through its fetch; fails for
 * the token in `globalThis.failingToken`, never ends for `globalThis.hangingToken`. CommonJS, as the web build writes
 * the real one.
 */
const STAND_IN_RENDER = `
exports.FIRST_PAINT_PATHS = ['/creator'];
exports.renderFirstPaint = async function renderFirstPaint(pathname, scope) {
  if (scope.creatorToken === globalThis.failingToken) throw new Error('the render broke');
  if (scope.creatorToken === globalThis.hangingToken) return new Promise(() => {});
  const answer = await scope.fetch(new Request('http://server-render.invalid/api/creator/me', {
    headers: { Authorization: 'Bearer ' + scope.creatorToken },
  }));
  const me = await answer.json();
  return { html: '<h1>Hello, ' + me.first_name + '</h1>', queries: { status: answer.status, path: pathname } };
}
`;

describe('GET /api/creator/first-paint', () => {
  let ctx: TestContext;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'creatorhub-first-paint-'));
    const webDist = path.join(web, 'dist');
    mkdirSync(webDist);
    mkdirSync(path.dirname(serverRenderFile(webDist)), { recursive: true });
    writeFileSync(serverRenderFile(webDist), STAND_IN_RENDER);
    ctx = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(web, { recursive: true, force: true });
  });

  const firstPaint = (query: string, token?: string) =>
    call(ctx.app, { method: 'GET', url: `/api/creator/first-paint${query}`, token });

  it("renders the caller's page with their own data, never kept by a cache", async () => {
    const creator = await createCreatorAccount(ctx);
    const res = await firstPaint('?path=%2Fcreator', creator.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html: '<h1>Hello, Achieng</h1>', queries: { status: 200, path: '/creator' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  /** The stand-in render, told to fail or to never end for this token (its globals, read per call). */
  async function withBrokenRender(kind: 'failingToken' | 'hangingToken', token: string, run: () => Promise<void>) {
    (globalThis as Record<string, unknown>)[kind] = token;
    try {
      await run();
    } finally {
      delete (globalThis as Record<string, unknown>)[kind];
    }
  }

  it.each([
    ['fails', 'failingToken'],
    [`has not ended within ${RENDER_TIMEOUT_MS} ms`, 'hangingToken'],
  ] as const)('answers 503 when the render %s, so the browser draws the page itself', async (_, kind) => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    await withBrokenRender(kind, creator.token, async () => {
      const res = await firstPaint('?path=%2Fcreator', creator.token);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('UNAVAILABLE');
    });
  });

  it('answers only a creator session: none is 401, a merchant session is refused (403)', async () => {
    expect((await firstPaint('?path=%2Fcreator')).status).toBe(401);
    const merchant = await createVerifiedMerchant(ctx);
    const res = await firstPaint('?path=%2Fcreator', merchant.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('refuses a page without a first paint, and a request without a path or with more', async () => {
    const creator = await createCreatorAccount(ctx, { profile: false });
    const other = await firstPaint('?path=%2Fcreator%2Fjobs', creator.token);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'NOT_FOUND', field: 'path' });
    expect((await firstPaint('', creator.token)).status).toBe(400);
    const extra = await firstPaint('?path=%2Fcreator&lang=sw', creator.token);
    expect(extra.status).toBe(400);
  });
});

describe('GET /api/creator/first-paint without a server render built', () => {
  it('has none (404, not a server error), and the page renders itself', async () => {
    const ctx = await createTestContext({ WEB_DIST: path.join(tmpdir(), 'creatorhub-no-web-build') });
    try {
      const creator = await createCreatorAccount(ctx, { profile: false });
      const res = await call(ctx.app, {
        method: 'GET',
        url: '/api/creator/first-paint?path=%2Fcreator',
        token: creator.token,
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    } finally {
      await ctx.close();
    }
  });
});
