import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/merchants';
import { call, createTestContext, createVerifiedMerchant, type TestContext } from './helpers';

let ctx: TestContext;
const partnerTheme = { name: 'Partner One', colorscheme: { primary: Array(10).fill('#123456') } };
beforeAll(async () => {
  ctx = await createTestContext({
    PARTNER_THEMES: JSON.stringify({ 'partner.example': partnerTheme }),
    SUPPORT_PHONE: '+254 711 222333',
  });
});
afterAll(async () => ctx.close());

describe('health and docs', () => {
  it('reports database reachability', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves OpenAPI with the auth routes', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login/merchant', '/api/merchant/auth/initiate', '/api/user/merchant']),
    );
  });

  it('serves the secondary API under /ms', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/ms/health' })).status).toBe(200);
  });
});

describe('error model', () => {
  it('answers malformed JSON with a 400 naming the body, never a 500', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login/merchant',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('body') });
  });

  it('answers unknown API routes with JSON 404', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it('refuses an expired token, a token signed with another secret and a token of a revoked session', async () => {
    const m = await createVerifiedMerchant(ctx);
    const me = (token: string) => call(ctx.app, { method: 'GET', url: '/api/user/merchant', token });
    const [session] = await ctx.database.db.select().from(sessions).limit(1);
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const expired = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.merchantId)
      .setIssuer('creatorhub')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect((await me(expired)).status).toBe(401);
    const foreign = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.merchantId)
      .setIssuer('creatorhub')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await me(foreign)).status).toBe(401);
    expect((await me(m.token)).status).toBe(200);
    const merchantId = (await me(m.token)).body.id;
    await ctx.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.merchantId, merchantId));
    // A change made behind the API's back must drop the cached session, as the services do.
    await ctx.app.deps.cache.invalidateMerchant(merchantId);
    const revoked = await me(m.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toMatch(/log in again/);
  });
});

describe('conf', () => {
  it('returns the current terms and privacy labels', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/conf/terms/MERCHANT/latest' })).body).toEqual({
      label: 'V1_MERCHANT_US_EN',
    });
    const privacy = await call(ctx.app, { method: 'GET', url: '/api/conf/privacy/MERCHANT/latest' });
    expect(privacy.status).toBe(200);
    expect(privacy.body.label).toEqual(expect.any(String));
  });

  it('gives support contacts and the partner theme of the host only on that host', async () => {
    const partner = await call(ctx.app, { method: 'GET', url: '/api/conf/site', headers: { host: 'partner.example' } });
    expect(partner.body).toMatchObject({ support_phone: '+254 711 222333', partner_theme: { name: 'Partner One' } });
    const plain = await call(ctx.app, { method: 'GET', url: '/api/conf/site', headers: { host: 'other.example' } });
    expect(plain.body.partner_theme).toBeNull();
  });

  it('serves the two default partner themes of the reference data, with ten shades per scale', async () => {
    for (const [host, name, buttonStyle] of [
      ['partner-a.localhost:8080', 'Savannah Media Partners (demo)', 'pill'],
      ['partner-b.localhost', 'Lakeside Creators Network (demo)', 'square'],
    ]) {
      const res = await call(ctx.app, { method: 'GET', url: '/api/conf/site', headers: { host } });
      expect(res.body.partner_theme).toMatchObject({ name, button_style: buttonStyle });
      for (const scale of ['primary', 'secondary', 'gray']) {
        expect(res.body.partner_theme.colorscheme[scale]).toHaveLength(10);
        for (const colour of res.body.partner_theme.colorscheme[scale]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it('lets PARTNER_THEMES override a default partner host', async () => {
    const custom = await createTestContext({ PARTNER_THEMES: JSON.stringify({ 'partner-a.localhost': partnerTheme }) });
    try {
      const res = await call(custom.app, {
        method: 'GET',
        url: '/api/conf/site',
        headers: { host: 'partner-a.localhost' },
      });
      expect(res.body.partner_theme).toMatchObject({ name: 'Partner One' });
    } finally {
      await custom.close();
    }
  });
});
