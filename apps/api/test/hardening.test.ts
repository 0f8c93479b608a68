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
  createCreatorAccount,
  createTestContext,
  createVerifiedMerchant,
  mailedLink,
  multipartForm,
  PNG_BYTES,
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
      const ours = '/uploads/avatars/0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10.png';
      expect((await put(ours)).status).toBe(200);
      expect((await put('https://images.example.org/me.png')).status).toBe(200);
      for (const url of [
        'https://tracker.example.com/pixel.gif',
        'http://images.example.org/me.png',
        '/uploads/../secret',
        // The whole value is checked, not its start: nothing may ride along after an allowed URL.
        '/uploads/avatars/x.png',
        `${ours}"><img src=x onerror=alert(1)>`,
        `${ours}/../../x.png`,
        'https://images.example.org/me.png"onerror="alert(1)',
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
    // Its insights (issue 20): no costs, no budget, no contact (reporting.test.ts checks).
    'POST /api/reporting/insights_public',
    // The creator side's own sign-up, log-in and password reset (decision 016).
    'POST /api/creator/auth/signup',
    'POST /api/creator/auth/login',
    'POST /api/creator/auth/reset_password',
    'POST /api/creator/auth/save_password',
    // M-Pesa's callbacks (decision 023): the path carries the deployment's secret token, a wrong one is 404.
    'POST /api/payments/mpesa/:token/stk',
    'POST /api/payments/mpesa/:token/b2c/result',
    'POST /api/payments/mpesa/:token/b2c/timeout',
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

describe('unknown fields are refused (decision 005)', () => {
  const UNKNOWN = 'zz_unknown_field';
  type Parameter = { name: string; in: string; schema?: { type?: string; enum?: string[]; format?: string } };
  type Operation = {
    summary?: string;
    description?: string;
    parameters?: Parameter[];
    requestBody?: { content?: Record<string, unknown> };
  };

  /** Every /api and /ms operation of the OpenAPI document, with a valid value for each path parameter. */
  async function operations() {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => {
        const params = (op.parameters ?? []).filter((p) => p.in === 'path');
        const url = params.reduce((at, p) => at.replace(`{${p.name}}`, pathValue(p)), path);
        const content = op.requestBody?.content ?? {};
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as 'GET',
          route: `${method.toUpperCase()} ${path.replaceAll(/\{(\w+)\}/g, ':$1')}`,
          url,
          json: 'application/json' in content,
          multipart: 'multipart/form-data' in content,
          query: (op.parameters ?? []).some((p) => p.in === 'query'),
        };
      }),
    );
  }
  const pathValue = (p: Parameter) =>
    p.schema?.enum?.[0] ??
    (p.schema?.type === 'integer' || p.schema?.type === 'number'
      ? '1'
      : (({ country: 'KE', currency: 'KES' } as Record<string, string>)[p.name] ??
        '00000000-0000-4000-8000-000000000000'));

  async function tokens() {
    const merchant = await createVerifiedMerchant(ctx);
    const creator = await createCreatorAccount(ctx, { profile: false });
    const creatorSignup = await call(ctx.app, {
      method: 'POST',
      url: '/api/creator/auth/signup',
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: uniqueEmail('c'),
        phone: '+254 712 345679',
        password: STRONG_PASSWORD,
      },
    });
    const byAuth: Record<string, string | undefined> = {
      merchant: merchant.token,
      signup: merchant.token,
      creator: creator.token,
      'creator-signup': creatorSignup.body.access_token,
    };
    const guards = new Map(ctx.app.routeGuards.map((g) => [`${g.method} ${g.url}`, g.auth]));
    return (route: string) => byAuth[guards.get(route) ?? 'public'];
  }

  const ACCESS_BEFORE_BODY = new Set([
    'POST /api/creator/assignments/{id}/content',
    'POST /api/creator/content/{id}/metrics',
    'POST /api/sme/{sme_id}/logo',
  ]);
  /**
   * M-Pesa's callbacks take Daraja's bodies as Daraja sends them (decision 023: kept whole, read by the provider,
   * never a client's form), and answer 404 to a path without the deployment's token, as here.
   */
  const PROVIDER_CALLBACKS = /^POST \/api\/payments\/mpesa\/\{token\}\//;

  const named = (body: { field?: string; issues?: Array<{ field: string; message: string }>; message: string }) =>
    body.field === UNKNOWN || body.issues?.some((i) => i.field === UNKNOWN && i.message === 'Unknown field');

  it('refuses an unknown field on every JSON and upload route, and any field where a route takes none', async () => {
    const tokenFor = await tokens();
    const ops = (await operations()).filter((op) => op.method !== 'GET' && !op.multipart);
    expect(ops.filter((op) => op.json).length).toBeGreaterThan(50);
    const missed: string[] = [];
    let uploads = 0;
    for (const op of ops) {
      const res = await call(ctx.app, {
        method: op.method,
        url: op.url,
        token: tokenFor(op.route),
        payload: { [UNKNOWN]: 1 },
      });
      // An upload route takes a multipart form only: its text fields are named by the route (infra/uploads.ts).
      const uploadOnly = res.body.field === 'file' && /multipart\/form-data/.test(res.body.message);
      const reply = uploadOnly
        ? await call(ctx.app, {
            method: op.method,
            url: op.url,
            token: tokenFor(op.route),
            ...multipartForm({ [UNKNOWN]: '1' }, { filename: 'a.png', type: 'image/png', bytes: PNG_BYTES }),
          })
        : res;
      if (uploadOnly) uploads += 1;
      // Draft, metric-report and SME logo uploads check the caller's access before reading any bytes (a stranger's
      // upload is never stored), so this caller hears 403/404/409 first; content.test.ts, reporting.test.ts and
      // sme.test.ts show their unknown fields refused.
      if (ACCESS_BEFORE_BODY.has(op.key) && [403, 404, 409].includes(reply.status)) continue;
      if (PROVIDER_CALLBACKS.test(op.key) && reply.status === 404) continue;
      if (reply.status !== 400 || reply.body.code !== 'VALIDATION' || !named(reply.body))
        missed.push(`${op.key} -> ${reply.status} ${reply.body.message}`);
    }
    expect(missed).toEqual([]);
    expect(uploads).toBeGreaterThan(8);
  });

  it('refuses an unknown query parameter on every GET route', async () => {
    const tokenFor = await tokens();
    const ops = (await operations()).filter((op) => op.method === 'GET');
    expect(ops.filter((op) => op.query).length).toBeGreaterThan(5);
    const missed: string[] = [];
    for (const op of ops) {
      const res = await call(ctx.app, { method: 'GET', url: `${op.url}?${UNKNOWN}=1`, token: tokenFor(op.route) });
      if (res.status !== 400 || res.body.code !== 'VALIDATION' || !named(res.body))
        missed.push(`${op.key} -> ${res.status} ${res.body.message}`);
    }
    expect(missed).toEqual([]);
  });

  it('names a nested unknown field by its path, and keeps number coercion for query strings', async () => {
    const m = await createVerifiedMerchant(ctx);
    const url = '/api/user/merchant/notification_preferences';
    const prefs = (await call(ctx.app, { method: 'GET', url, token: m.token })).body;
    const res = await call(ctx.app, {
      method: 'PUT',
      url,
      token: m.token,
      payload: { ...prefs, campaign_updates: { ...prefs.campaign_updates, [UNKNOWN]: true } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      field: `campaign_updates.${UNKNOWN}`,
      message: `campaign_updates.${UNKNOWN}: Unknown field`,
    });
    expect((await call(ctx.app, { method: 'PUT', url, token: m.token, payload: prefs })).status).toBe(200);
    const company = await createCompany(ctx, m.token, { name: 'Query Co', company_role: 'ACCOUNT' });
    const groups = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${company.id}/universe?page_number=1&page_size=10`,
      token: m.token,
    });
    expect(groups.status).toBe(200);
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
