/** Issue 8: account-safety rules that hold across the auth, team and config code. */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config';
import { mailOutbox } from '../src/db/schema/mail';
import { merchants } from '../src/db/schema/merchants';
import {
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  mailedLink,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('one kind of own account per merchant', () => {
  const complete = (token: string, isSme: boolean, business_name = 'Duka Bora') =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/auth/merchant/complete-signup${isSme ? '?is_sme=true' : ''}`,
      payload: { business_name },
      token,
    });

  it('refuses to turn a brand account into an SME account', async () => {
    const m = await createVerifiedMerchant(ctx);
    expect((await complete(m.token, false)).status).toBe(201);
    const res = await complete(m.token, true, 'Side Shop');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      field: 'is_sme',
      message: expect.stringContaining('brand account'),
    });
  });

  it('refuses to give an SME account a brand account', async () => {
    const m = await createVerifiedMerchant(ctx, {}, true);
    expect((await complete(m.token, true)).status).toBe(201);
    const res = await complete(m.token, false, 'Big Brand');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      field: 'is_sme',
      message: expect.stringContaining('SME account'),
    });
    const profile = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token });
    expect(profile.body.companies).toHaveLength(1);
  });
});

describe('secrets in mail', () => {
  it('keeps reset and invitation links out of the outbox', async () => {
    const m = await createVerifiedMerchant(ctx);
    await call(ctx.app, { method: 'POST', url: '/api/auth/reset_password/merchant', payload: { email: m.email } });
    const reset = await mailedLink(ctx, m.email);
    const company = await createCompany(ctx, m.token, { name: 'Secret Co', company_role: 'ACCOUNT' });
    const invitee = uniqueEmail('invitee');
    await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: m.token,
      payload: { email: invitee, role: 'BRAND_MANAGER' },
    });
    const invite = await mailedLink(ctx, invitee);
    const stored = await ctx.database.db.select().from(mailOutbox);
    for (const token of [reset.token, invite.token]) {
      expect(token.length).toBeGreaterThan(20);
      for (const row of stored) {
        expect(row.text).not.toContain(token);
        expect(row.html).not.toContain(encodeURIComponent(token));
      }
    }
    expect(stored.some((row) => row.to === invitee && row.text.includes('[redacted]'))).toBe(true);
  });

  it('records the terms version an invited account accepted', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Terms Co', company_role: 'ACCOUNT' });
    const email = uniqueEmail('invitee');
    await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: m.token,
      payload: { email, role: 'BRAND_MANAGER' },
    });
    const link = await mailedLink(ctx, email);
    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/create_account_from_invite/merchant',
      payload: {
        token: link.token,
        email,
        first_name: 'Amani',
        last_name: 'Kariuki',
        password: STRONG_PASSWORD,
        accepted_terms_version: 'V1_MERCHANT_US_EN',
      },
    });
    expect(created.status).toBe(201);
    const [row] = await ctx.database.db.select().from(merchants).where(eq(merchants.email, email));
    expect(row.acceptedTermsVersion).toBe('V1_MERCHANT_US_EN');
  });
});

describe('avatar_url', () => {
  it('takes only our uploads or https images from allowed hosts, never any URL', async () => {
    const allowing = await createTestContext({ AVATAR_URL_HOSTS: 'images.example.org' });
    try {
      const m = await createVerifiedMerchant(allowing);
      const put = (avatar_url: string) =>
        call(allowing.app, {
          method: 'PUT',
          url: '/api/user/merchant',
          token: m.token,
          payload: { first_name: 'A', last_name: 'B', avatar_url },
        });
      expect((await put('/uploads/avatars/x.png')).status).toBe(200);
      expect((await put('https://images.example.org/me.png')).status).toBe(200);
      for (const url of [
        'https://tracker.example.com/pixel.gif',
        'http://images.example.org/me.png',
        '/uploads/../secret',
      ]) {
        const res = await put(url);
        expect(res.status, url).toBe(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'avatar_url' });
      }
    } finally {
      await allowing.close();
    }
  });
});

describe('tokens', () => {
  it('answers 401, not 500, for a validly signed token that names no real session', async () => {
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const token = await new SignJWT({ sid: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('also-not')
      .setIssuer('creatorhub')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('every route declares its guard', () => {
  // The routes anyone may call; every other /api and /ms route needs a merchant session.
  const PUBLIC = new Set([
    'GET /api/health',
    'GET /api/ping',
    'GET /ms/health',
    'GET /ms/ping',
    'POST /api/auth/login/merchant',
    'POST /api/merchant/auth/initiate',
    'POST /api/auth/reset_password/merchant',
    'POST /api/auth/save_password/merchant',
    'GET /api/auth/invite/merchant/preview',
    'POST /api/auth/create_account_from_invite/merchant',
    'GET /api/conf/terms/MERCHANT/latest',
    'GET /api/conf/privacy/MERCHANT/latest',
    'GET /api/conf/site',
    'GET /api/conf/all',
    'GET /api/conf/channels/countries/:country',
    'GET /api/conf/currencies/countries/:country',
    'GET /api/conf/budget_min_max/:currency',
    'GET /api/content-creator-types',
    'GET /api/faqs/by_type/:type',
    // The public campaign page (spec: /public/campaign-details/{id} needs no login); it shows nothing private.
    'GET /api/public/campaigns/:id',
    // The creator side's own sign-up, log-in and password reset (decision 016).
    'POST /api/creator/auth/signup',
    'POST /api/creator/auth/login',
    'POST /api/creator/auth/reset_password',
    'POST /api/creator/auth/save_password',
  ]);

  it('lists every API route with a guard, and only the known ones are open', () => {
    const guards = ctx.app.routeGuards;
    expect(guards.length).toBeGreaterThan(40);
    const byAuth = (auth: string) => guards.filter((g) => g.auth === auth).map((g) => `${g.method} ${g.url}`);
    expect(byAuth('public').filter((route) => !PUBLIC.has(route) && !/\/health\/ready$/.test(route))).toEqual([]);
    expect(byAuth('merchant-optional')).toEqual(['POST /ms/platform-analytics/event']);
    expect(byAuth('signup').sort()).toEqual([
      'GET /api/auth/merchant/resend-email-verification',
      'GET /api/auth/resend_email_verification/merchant',
      'POST /api/auth/merchant/email-verification',
    ]);
    expect(byAuth('creator-signup').sort()).toEqual([
      'GET /api/creator/auth/resend-email-verification',
      'POST /api/creator/auth/email-verification',
    ]);
    expect(byAuth('creator').every((route) => route.includes('/api/creator/'))).toBe(true);
  });

  it('rejects a merchant or creator route without a token, with the error shape', async () => {
    for (const guard of ctx.app.routeGuards.filter((g) => g.auth === 'merchant' || g.auth === 'creator')) {
      const url = guard.url.replaceAll(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await call(ctx.app, { method: guard.method as 'GET', url });
      expect(res.status, `${guard.method} ${guard.url}`).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('OpenAPI', () => {
  it('gives every operation of /api and /ms a summary', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { summary?: string }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, summary: op.summary })),
    );
    expect(operations.filter((op) => op.key.includes(' /ms/')).length).toBeGreaterThan(5);
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => !op.summary?.trim()).map((op) => op.key)).toEqual([]);
  });
});

describe('production start', () => {
  const base = { NODE_ENV: 'production', DATA_DIR: '/tmp/creatorhub-prod-test' };
  it('refuses the embedded database, a missing secret and demo data', () => {
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/DATABASE_URL[\s\S]*JWT_SECRET/);
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://db/x', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' }),
    ).toThrow(/SEED_DEMO/);
    expect(() =>
      loadConfig({
        ...base,
        DATABASE_URL: 'postgres://db/x',
        JWT_SECRET: 'change-me-to-a-long-random-string-of-32-chars',
      }),
    ).toThrow(/example value/);
  });

  it('starts with a server database and a real secret, never seeding the demo', () => {
    const config = loadConfig({ ...base, DATABASE_URL: 'postgres://db/x', JWT_SECRET: 'x'.repeat(40) });
    expect(config.seedDemo).toBe(false);
  });

  it('refuses an UPLOAD_DIR that would serve the data folder (database files, the generated JWT secret)', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/creatorhub-config-data' };
    expect(() => loadConfig({ ...env, UPLOAD_DIR: '/tmp' }, { jwtSecret: 'x'.repeat(40) })).toThrow(/UPLOAD_DIR/);
    expect(() =>
      loadConfig({ ...env, UPLOAD_DIR: '/tmp/creatorhub-config-data' }, { jwtSecret: 'x'.repeat(40) }),
    ).toThrow(/UPLOAD_DIR/);
    expect(loadConfig(env, { jwtSecret: 'x'.repeat(40) }).uploadDir).toBe('/tmp/creatorhub-config-data/uploads');
  });
});
