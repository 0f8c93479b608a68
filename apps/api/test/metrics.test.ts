/** GET /metrics: Prometheus text behind METRICS_TOKEN, counting requests by route pattern and status. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { call, createTestContext, testConfig, type TestContext } from './helpers';
import { sampleValue } from './prometheus';

const METRICS_TOKEN = 'metrics-token-0123456789';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN });
});
afterAll(async () => ctx.close());

const scrape = (token = METRICS_TOKEN) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('GET /metrics', () => {
  it('counts requests by route pattern (never the raw URL) and status', async () => {
    const before = await scrape();
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toContain('text/plain; version=0.0.4');
    for (let i = 0; i < 3; i += 1) expect((await call(ctx.app, { method: 'GET', url: '/api/ping' })).status).toBe(200);
    const missing = await call(ctx.app, { method: 'GET', url: '/api/companies/not-a-uuid' });
    expect(missing.status).toBe(401);
    const text = (await scrape()).body;
    const pings = 'creatorhub_http_request_duration_seconds_count{method="GET",route="/api/ping",status_code="200"}';
    expect(sampleValue(text, pings)).toBe(3);
    const refused =
      'creatorhub_http_request_duration_seconds_count{method="GET",route="/api/companies/:id",status_code="401"}';
    expect(sampleValue(text, refused)).toBe(1);
    expect(text).not.toContain('not-a-uuid');
    // Every figure the issue names is exposed.
    for (const name of [
      'creatorhub_http_request_duration_seconds_bucket',
      'creatorhub_db_pool_connections',
      'creatorhub_queue_depth',
      'creatorhub_queue_failed_jobs',
      'creatorhub_sse_connections',
      'creatorhub_payouts',
      'creatorhub_outbox_pending',
      'creatorhub_process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
    expect(sampleValue(text, 'creatorhub_sse_connections')).toBe(0);
  });

  it('refuses a missing or wrong token without saying anything else', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED', field: 'authorization' });
    expect((await scrape('metrics-token-0123456780')).statusCode).toBe(401);
    expect((await scrape('short')).statusCode).toBe(401);
  });

  it('is not served on the API port without METRICS_TOKEN (METRICS_PORT alone serves it internally)', async () => {
    const app = await buildApp(testConfig({ METRICS_PORT: '9464' }), { database: ctx.database, logger: false });
    try {
      const reply = await app.inject({ method: 'GET', url: '/metrics' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await app.close();
    }
  });
});
