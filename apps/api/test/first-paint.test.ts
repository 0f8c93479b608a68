/**
 * GET /api/creator/first-paint and GET /api/user/merchant/first-paint (decision 036): the web build's server render,
 * given the caller's session and a fetch that reaches this API in process. Here the render module is a stand-in
 * written beside a fake web build (the real one is tested in apps/web/src/app/first-paint.test.ts and, end to end, in
 * e2e/tests/prerendered.e2e.ts); what is tested is the route: who may ask, for which pages, and what the render can
 * reach.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_TIMEOUT_MS, serverRenderFile } from '../src/plugins/first-paint';
import {
  call,
  createCompany,
  createCreatorAccount,
  createTestContext,
  createVerifiedMerchant,
  type TestContext,
} from './helpers';

/**
 * Renders the creator's name from GET /api/creator/me, or a company's from GET /api/companies/{id} (a refusal with
 * the API's code when that fails, as the real render's FirstPaintRefused), asked with the token it was given, through
 * its fetch; fails for the token in `globalThis.failingToken`, never ends for `globalThis.hangingToken`. CommonJS, as
 * the web build writes the real one.
 */
const STAND_IN_RENDER = `
const COMPANY_PAGE = /^\\/companies\\/([^/]+)\\/dashboard$/;
exports.firstPaintSession = (path) =>
  path === '/creator' ? 'creator' : COMPANY_PAGE.test(path.split('?')[0]) ? 'brand' : null;
const ask = (scope, path, token) =>
  scope.fetch(new Request('http://server-render.invalid/api' + path, {
    headers: { Authorization: 'Bearer ' + token },
  }));
exports.renderFirstPaint = async function renderFirstPaint(path, scope) {
  const token = scope.creatorToken || scope.brandToken;
  if (token === globalThis.failingToken) throw new Error('the render broke');
  if (token === globalThis.hangingToken) return new Promise(() => {});
  const company = COMPANY_PAGE.exec(path.split('?')[0]);
  const answer = await ask(scope, company ? '/companies/' + company[1] : '/creator/me', token);
  const body = await answer.json();
  if (answer.status !== 200)
    throw Object.assign(new Error(body.message), { name: 'FirstPaintRefused', code: body.code });
  const name = company ? body.name : body.first_name;
  return {
    html: '<h1>Hello, ' + name + '</h1>',
    queries: {
      status: answer.status,
      path,
      timeZone: scope.timeZone || null,
      width: scope.viewportWidth || null,
      creator: scope.creatorToken !== null,
    },
  };
}
`;

describe('first paints from a web build (its stand-in render)', () => {
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

  describe('GET /api/creator/first-paint', () => {
    const firstPaint = (query: string, token?: string) =>
      call(ctx.app, { method: 'GET', url: `/api/creator/first-paint${query}`, token });

    it("renders the caller's page with their own data, never kept by a cache", async () => {
      const creator = await createCreatorAccount(ctx);
      const res = await firstPaint('?path=%2Fcreator', creator.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        html: '<h1>Hello, Achieng</h1>',
        queries: { status: 200, path: '/creator', timeZone: null, width: null, creator: true },
      });
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

  describe('GET /api/user/merchant/first-paint', () => {
    const firstPaint = (query: Record<string, string>, token?: string) =>
      call(ctx.app, { method: 'GET', url: `/api/user/merchant/first-paint?${new URLSearchParams(query)}`, token });

    it("renders a company page for a member, in the browser's time zone and width, with the page's query", async () => {
      const owner = await createVerifiedMerchant(ctx);
      const company = await createCompany(ctx, owner.token, { name: 'Paint Co', company_role: 'ACCOUNT' });
      const page = `/companies/${company.id}/dashboard?tab=live`;
      const res = await firstPaint({ path: page, tz: 'Africa/Nairobi', width: '390' }, owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        html: '<h1>Hello, Paint Co</h1>',
        queries: { status: 200, path: page, timeZone: 'Africa/Nairobi', width: 390, creator: false },
      });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it("refuses another company's page with the API's own answer for it, and sends nothing of it", async () => {
      const owner = await createVerifiedMerchant(ctx);
      const company = await createCompany(ctx, owner.token, { name: 'Private Co', company_role: 'ACCOUNT' });
      const stranger = await createVerifiedMerchant(ctx);
      const direct = await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}`, token: stranger.token });
      expect(direct.status).toBeGreaterThanOrEqual(403);
      const res = await firstPaint({ path: `/companies/${company.id}/dashboard` }, stranger.token);
      expect(res.status).toBe(direct.status);
      expect(res.body.code).toBe(direct.body.code);
      expect(JSON.stringify(res.body)).not.toContain('Private Co');
    });

    it('answers only a merchant session, for a company page: a creator session is refused', async () => {
      expect((await firstPaint({ path: '/companies/x/dashboard' })).status).toBe(401);
      const creator = await createCreatorAccount(ctx, { profile: false });
      expect((await firstPaint({ path: '/companies/x/dashboard' }, creator.token)).status).toBe(403);
      const owner = await createVerifiedMerchant(ctx);
      // The creator portal's page is not a merchant's first paint.
      const creatorPage = await firstPaint({ path: '/creator' }, owner.token);
      expect(creatorPage.status).toBe(404);
      expect(creatorPage.body).toMatchObject({ code: 'NOT_FOUND', field: 'path' });
    });

    it('refuses an unknown time zone, a width that is not one and a path that is not one of this site', async () => {
      const owner = await createVerifiedMerchant(ctx);
      const zone = await firstPaint({ path: '/companies/x/dashboard', tz: 'Mars/Olympus' }, owner.token);
      expect(zone.status).toBe(400);
      expect(zone.body.field).toBe('tz');
      const width = await firstPaint({ path: '/companies/x/dashboard', width: 'wide' }, owner.token);
      expect(width.status).toBe(400);
      expect(width.body.field).toBe('width');
      const away = await firstPaint({ path: 'https://elsewhere.example/companies/x/dashboard' }, owner.token);
      expect(away.status).toBe(400);
      expect(away.body.field).toBe('path');
    });
  });
});

describe('GET /api/creator/first-paint without a server render built', () => {
  it('has none (404, not a server error), and the page renders itself', async () => {
    // A fresh folder: nothing beside its dist (the server render is looked for at dist/../node_modules).
    const empty = mkdtempSync(path.join(tmpdir(), 'creatorhub-no-web-build-'));
    const ctx = await createTestContext({ WEB_DIST: path.join(empty, 'dist') });
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
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
