import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import { desc } from 'drizzle-orm';
import { analyticsEvents } from '../src/db/schema/analytics';
import {
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  multipartForm,
  uniqueEmail,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: `/tmp/creatorhub-test-uploads-${process.pid}` });
});
afterAll(async () => ctx.close());

const checklist = (token: string) =>
  call(ctx.app, { method: 'GET', url: '/api/user/merchant/onboarding/checklist', token });

describe('GET /user/merchant/onboarding/checklist', () => {
  it('fills up as the merchant really does each step', async () => {
    const m = await createVerifiedMerchant(ctx);
    expect((await checklist(m.token)).body).toEqual({
      company_created: false,
      brand_created: false,
      cluster_created: false,
      teammate_invited: false,
      billing_mode_added: false,
      contract_created: false,
      email_verified: true,
    });
    const agency = await createCompany(ctx, m.token, { name: 'Agency', company_role: 'AGENCY' });
    expect((await checklist(m.token)).body).toMatchObject({
      company_created: true,
      cluster_created: false,
      brand_created: false,
    });
    const client = await createCompany(ctx, m.token, { name: 'Client', company_role: 'ACCOUNT', parent_id: agency.id });
    expect((await checklist(m.token)).body).toMatchObject({ cluster_created: true, brand_created: false });
    await createCompany(ctx, m.token, { name: 'Brand', company_role: 'BRAND', parent_id: client.id });
    expect((await checklist(m.token)).body).toMatchObject({ brand_created: true, teammate_invited: false });
    await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${client.id}/team/invitations`,
      token: m.token,
      payload: { email: uniqueEmail(), role: 'BRAND_MANAGER' },
    });
    expect((await checklist(m.token)).body).toMatchObject({ teammate_invited: true, contract_created: false });
    const template = await call(ctx.app, {
      method: 'POST',
      url: '/api/contract_templates',
      token: m.token,
      ...multipartForm({
        company_id: client.id,
        title: 'Terms',
        type: 'TEXT',
        body: JSON.stringify({ blocks: [{ type: 'paragraph', data: { text: 'Agreed' } }] }),
      }),
    });
    expect(template.status).toBe(201);
    expect((await checklist(m.token)).body).toMatchObject({ contract_created: true });
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/merchant/onboarding/checklist' })).status).toBe(401);
  });
});

describe('GET /auth/cube', () => {
  it('signs a short-lived token scoped to the caller’s companies only', async () => {
    const m = await createVerifiedMerchant(ctx);
    const other = await createVerifiedMerchant(ctx);
    const mine = await createCompany(ctx, m.token, { name: 'Mine', company_role: 'ACCOUNT' });
    await createCompany(ctx, other.token, { name: 'Theirs', company_role: 'ACCOUNT' });
    const res = await call(ctx.app, { method: 'GET', url: '/api/auth/cube', token: m.token });
    expect(res.status).toBe(200);
    const { payload } = await jwtVerify(res.body.access_token, new TextEncoder().encode(ctx.config.cubeSecret), {
      audience: 'cube',
    });
    expect(payload.company_ids).toEqual([mine.id]);
    expect(payload.exp! - payload.iat!).toBe(900);
    await expect(jwtVerify(res.body.access_token, new TextEncoder().encode(ctx.config.jwtSecret))).rejects.toThrow();
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/cube' })).status).toBe(401);
  });
});

describe('POST /ms/platform-analytics/event', () => {
  it('stores the event with the user id when logged in, and anonymously otherwise', async () => {
    const m = await createVerifiedMerchant(ctx);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/ms/platform-analytics/event',
      token: m.token,
      payload: { event_name: 'campaign_viewed', platform: 'web', metadata: { campaign_id: 'c1' } },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.id)).limit(1);
    const me = (await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token })).body;
    expect(row).toMatchObject({
      eventName: 'campaign_viewed',
      platform: 'web',
      userId: me.id,
      metadata: { campaign_id: 'c1', user_id: me.id },
    });
    const anon = await call(ctx.app, {
      method: 'POST',
      url: '/ms/platform-analytics/event',
      payload: { event_name: 'landing_viewed', platform: 'web' },
    });
    expect(anon.status).toBe(201);
    const bad = await call(ctx.app, {
      method: 'POST',
      url: '/ms/platform-analytics/event',
      payload: { event_name: 'has spaces', platform: 'web' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^event_name:/);
    const forged = await call(ctx.app, {
      method: 'POST',
      url: '/ms/platform-analytics/event',
      token: 'forged',
      payload: { event_name: 'x', platform: 'web' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('profile extras', () => {
  it('notification preferences default, save and validate', async () => {
    const m = await createVerifiedMerchant(ctx);
    const url = '/api/user/merchant/notification_preferences';
    const defaults = await call(ctx.app, { method: 'GET', url, token: m.token });
    expect(defaults.body.bids).toEqual({ email: true, in_app: true });
    expect(defaults.body.product_news.email).toBe(false);
    const saved = await call(ctx.app, {
      method: 'PUT',
      url,
      token: m.token,
      payload: { ...defaults.body, bids: { email: false, in_app: true } },
    });
    expect(saved.body.bids).toEqual({ email: false, in_app: true });
    expect((await call(ctx.app, { method: 'GET', url, token: m.token })).body.bids.email).toBe(false);
    const bad = await call(ctx.app, { method: 'PUT', url, token: m.token, payload: { bids: { email: 'yes' } } });
    expect(bad.status).toBe(400);
  });
});
