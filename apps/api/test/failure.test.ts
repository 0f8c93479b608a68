import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestContext, createVerifiedMerchant, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('when the database breaks', () => {
  it('answers 500 with a generic message that leaks no SQL or internals', async () => {
    const m = await createVerifiedMerchant(ctx);
    await ctx.database.db.execute(sql`alter table company_memberships rename to company_memberships_gone`);
    const res = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token });
    await ctx.database.db.execute(sql`alter table company_memberships_gone rename to company_memberships`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: expect.any(String),
      request_id: expect.any(String),
    });
    expect(res.body.message).not.toMatch(/company_memberships|relation|select|sql/i);
  });

  it('reports the database down in /api/health with 503', async () => {
    await ctx.database.close();
    const res = await call(ctx.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
