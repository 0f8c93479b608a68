/**
 * Operations (docs/decisions/028-error-reporting.md): request ids (the x-request-id header, `request_id` in every
 * error reply and in the request's one log line; an incoming id taken only when it is a short safe token), HSTS only
 * over https, source maps never served from the web root, and the API's answers compressed for clients that take it.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { webFileList } from '../src/plugins/web-app';
import { call, createTestContext, createTestDatabase, testConfig, type TestContext } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  const lines: Array<Record<string, any>> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      database: database.database,
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('an unexpected failure');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.release();
  });

  const linesOf = (requestId: string) => lines.filter((line) => line.request_id === requestId);

  it('a 4xx reply carries the request id of its header and of its one log line', async () => {
    const res = await call(app, { method: 'GET', url: '/api/user/merchant' });
    expect(res.status).toBe(401);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(res.body.request_id).toBe(id);
    expect(linesOf(id)).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        method: 'GET',
        path: '/api/user/merchant',
        route: '/api/user/merchant',
        statusCode: 401,
        responseTimeMs: expect.any(Number),
      }),
    ]);
  });

  it('a 5xx reply carries it too, and its log lines (the error and the request) name it', async () => {
    const res = await call(app, { method: 'GET', url: '/api/test/boom' });
    expect(res.status).toBe(500);
    const id = res.headers['x-request-id'] as string;
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: expect.any(String),
      request_id: id,
    });
    expect(linesOf(id).map((line) => line.msg)).toEqual(['unhandled error', 'request completed']);
    expect(linesOf(id)[1]).toMatchObject({ statusCode: 500 });
  });

  it('takes an incoming X-Request-Id when it is a short safe token, else makes a new one', async () => {
    const given = await call(app, { method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c1e.42' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c1e.42');
    expect(linesOf('lb-7f3a9c1e.42')).toHaveLength(1);
    for (const unsafe of [
      'short',
      'a'.repeat(65),
      'has spaces in it',
      'line\\nbreak-000',
      '<script>alert(1)</script>',
    ]) {
      const res = await call(app, { method: 'GET', url: '/api/nowhere', headers: { 'x-request-id': unsafe } });
      expect(res.status).toBe(404);
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(res.body.request_id).toBe(res.headers['x-request-id']);
    }
  });

  it('the framework’s own refusals (a badly encoded path) carry it', async () => {
    const res = await call(app, { method: 'GET', url: '/api/campaigns/%E0%A4%A' });
    expect(res.status).toBe(400);
    expect(res.body.request_id).toBe(res.headers['x-request-id']);
  });

  it('logs one line per request, without the query string', async () => {
    const res = await call(app, { method: 'GET', url: '/api/health?token=secret-in-query' });
    const mine = linesOf(res.headers['x-request-id'] as string);
    expect(mine).toHaveLength(1);
    expect(mine[0].path).toBe('/api/health');
    expect(JSON.stringify(mine)).not.toContain('secret-in-query');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});

describe('Strict-Transport-Security', () => {
  let plain: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
    proxied = await createTestContext({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
  });

  it('is not sent over plain http', async () => {
    const res = await call(plain.app, { method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // other helmet headers are still there
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is not sent on a forwarded https header from a proxy that is not trusted', async () => {
    const res = await call(plain.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    const https = await call(proxied.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await call(proxied.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

/** The fake web build's one script (compressible: the build only compresses files of 1 KB or more). */
const SCRIPT = `${'console.log("a fairly long line of a built script");\n'.repeat(40)}`;
const PRERENDERED_LOGIN = '<!doctype html><div id="root" data-prerendered="/auth/login"><h1>Log in</h1></div>';

describe('source maps', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'creatorhub-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets/index-abc123.js'), SCRIPT);
    writeFileSync(path.join(webDist, 'assets/index-abc123.js.map'), '{"version":3,"sourcesContent":["secret"]}');
    // As the web build leaves them: each asset's Brotli and gzip beside it (never a map's).
    writeFileSync(path.join(webDist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(webDist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
    // A page the build rendered (the login's), with its Brotli.
    mkdirSync(path.join(webDist, 'prerendered/auth'), { recursive: true });
    writeFileSync(path.join(webDist, 'prerendered/auth/login.html'), PRERENDERED_LOGIN);
    writeFileSync(path.join(webDist, 'prerendered/auth/login.html.br'), brotliCompressSync(PRERENDERED_LOGIN));
    ctx = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('are never served from the web root (404, not the app page), even when a build left one there', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/assets/index-abc123.js' })).status).toBe(200);
    for (const url of ['/assets/index-abc123.js.map', '/assets/INDEX-ABC123.JS.MAP', '/assets/missing.js.map']) {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', request_id: expect.any(String) });
    }
    // a client route still gets the app
    expect((await call(ctx.app, { method: 'GET', url: '/campaigns' })).status).toBe(200);
  });

  it('serves the app page at the root and on every client path, and unknown API paths as JSON 404s', async () => {
    for (const url of ['/', '/auth/signup', '/auth/login/', '/companies/x/dashboard?tab=1', '/assets/not-built.js']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
    }
    const api = await ctx.app.inject({ method: 'GET', url: '/api/not-a-route' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the page the build rendered on its own path, whatever the query, checked with the server', async () => {
    for (const url of ['/auth/login', '/auth/login?redirect=%2Fcompanies']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(PRERENDERED_LOGIN);
    }
    const br = await ctx.app.inject({ method: 'GET', url: '/auth/login', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRERENDERED_LOGIN);
  });

  it('sends an asset Brotli- or gzip-compressed to a browser that accepts it, and as it is to the others', async () => {
    const asset = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file only under its own spelling; a path that does not decode gets no error', async () => {
    for (const url of ['/ASSETS/index-abc123.js', '/assets/Index-abc123.js', '/assets/%E0%A4%A']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toBe(SCRIPT);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
  });

  it('finds a file a rebuild added under the running server once its list is older than allowed', () => {
    const wait = webFileList(webDist, 60_000);
    const fresh = webFileList(webDist, 0);
    expect(wait('/assets/index-abc123.js')).toBe(true);
    expect(fresh('/assets/index-abc123.js')).toBe(true);
    writeFileSync(path.join(webDist, 'assets/later-def456.js'), SCRIPT);
    expect(wait('/assets/later-def456.js')).toBe(false);
    expect(fresh('/assets/later-def456.js')).toBe(true);
    expect(fresh('/assets')).toBe(false); // a folder is not a file
    // A client route is never looked up on disk; a build folder gone meanwhile keeps the last list.
    expect(webFileList(path.join(webDist, 'not-there'), 0)('/companies/x/dashboard')).toBe(false);
    expect(webFileList(path.join(webDist, 'not-there'), 0)('/assets/index-abc123.js')).toBe(false);
  });

  it('lets browsers keep the content-hashed assets for a year, never the app page', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
  });
});

describe('compressed API answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, encoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends an answer of 1 KB or more as Brotli or gzip to a client that accepts it, as it is to others', async () => {
    const plain = await get('/api/conf/all');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/conf/all', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get('/api/conf/all', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is, and an error reply readable with its request id', async () => {
    const small = await get('/api/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toBeTruthy();
    const missing = await get('/api/not-a-route', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', request_id: expect.any(String) });
  });

  it('does not take compressed request bodies (a client sends plain JSON)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/merchant',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'a@b.test', password: 'x' })),
    });
    // Read as it came: not JSON (decompressed, it would have been a login attempt, refused with a 401).
    expect(res.statusCode).toBe(400);
  });
});
