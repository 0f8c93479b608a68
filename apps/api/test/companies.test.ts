import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  setDisabled,
  signupBody,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('POST /companies/new and the hierarchy', () => {
  it('creates a top-level company owned by its creator, listed in /companies and the profile', async () => {
    const m = await createVerifiedMerchant(ctx);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/companies/new',
      token: m.token,
      payload: {
        name: '  Acme Kenya ',
        company_role: 'ACCOUNT',
        website: 'https://acme.co.ke',
        industry: 'Retail & e-commerce',
        country: 'Kenya',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Acme Kenya',
      company_role: 'ACCOUNT',
      role: 'OWNER',
      inherited: false,
      website: 'https://acme.co.ke',
    });
    expect(res.body.permissions).toContain('team.manage');
    const list = await call(ctx.app, { method: 'GET', url: '/api/companies', token: m.token });
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
    const profile = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token });
    expect(profile.body.companies[0]).toMatchObject({
      id: res.body.id,
      company_role: 'ACCOUNT',
      merchant_role: 'OWNER',
    });
    expect(profile.body.last_company_id).toBe(res.body.id);
  });

  it('an agency owner reaches client companies and their brands by inheritance', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const agency = await createCompany(ctx, owner.token, { name: 'Savanna Agency', company_role: 'AGENCY' });
    const client = await createCompany(ctx, owner.token, {
      name: 'Client One',
      company_role: 'ACCOUNT',
      parent_id: agency.id,
    });
    const brand = await createCompany(ctx, owner.token, {
      name: 'Brand One',
      company_role: 'BRAND',
      parent_id: client.id,
    });
    const list = (await call(ctx.app, { method: 'GET', url: '/api/companies', token: owner.token })).body;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Savanna Agency', 'Client One', 'Brand One']);
    expect(list.find((c: { id: string }) => c.id === brand.id)).toMatchObject({
      role: 'OWNER',
      inherited: true,
      parent_id: client.id,
    });
    const detail = await call(ctx.app, { method: 'GET', url: `/api/companies/${client.id}`, token: owner.token });
    expect(detail.body.children.map((c: { id: string }) => c.id)).toEqual([brand.id]);
    expect(detail.body.parent).toMatchObject({ id: agency.id });
  });

  it.each([
    ['an agency under anything', 'AGENCY', 'ACCOUNT'],
    ['a company under a company', 'ACCOUNT', 'ACCOUNT'],
    ['a company under a brand', 'ACCOUNT', 'BRAND'],
    ['a brand under a brand', 'BRAND', 'BRAND'],
  ])('refuses %s', async (_label, role, parentRole) => {
    const m = await createVerifiedMerchant(ctx);
    const parent = await createCompany(ctx, m.token, { name: 'Parent', company_role: parentRole });
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/companies/new',
      token: m.token,
      payload: { name: 'Child', company_role: role, parent_id: parent.id },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^parent_id:/);
  });

  it('refuses bad fields with the field named, and an unverified e-mail', async () => {
    const m = await createVerifiedMerchant(ctx);
    for (const [field, payload] of [
      ['name', { name: '', company_role: 'ACCOUNT' }],
      ['company_role', { name: 'X', company_role: 'SHOP' }],
      ['website', { name: 'X', company_role: 'ACCOUNT', website: 'ftp://x' }],
      ['industry', { name: 'X', company_role: 'ACCOUNT', industry: 'Spaceships' }],
      ['parent_id', { name: 'X', company_role: 'BRAND', parent_id: 'nope' }],
    ] as const) {
      const res = await call(ctx.app, { method: 'POST', url: '/api/companies/new', token: m.token, payload });
      expect(res.status, field).toBe(400);
      expect(res.body.message).toContain(`${field}:`);
    }
    const unverified = await call(ctx.app, {
      method: 'POST',
      url: '/api/merchant/auth/initiate',
      payload: signupBody(),
    });
    // a sign-up token is no session: nothing company-scoped before the code is verified
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/companies/new',
      token: unverified.body.access_token,
      payload: { name: 'X', company_role: 'ACCOUNT' },
    });
    expect(res.status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/companies', token: m.token })).body).toEqual([]);
  });
});

describe('PUT /companies/:id', () => {
  it('edits the profile and trims the name', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Old', company_role: 'ACCOUNT' });
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      token: m.token,
      payload: { name: ' New Name ', description: 'We sell tea', industry: 'Food & beverage' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'New Name', description: 'We sell tea', industry: 'Food & beverage' });
    const profile = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token });
    expect(profile.body.companies[0].name).toBe('New Name');
  });
});

describe("a foreign company's id, on every route that takes one", () => {
  it('answers 404 revealing nothing, and changes nothing', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const stranger = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, owner.token, { name: 'Private Co', company_role: 'ACCOUNT' });
    const id = company.id;
    const routes: Array<[string, string, object?]> = [
      ['GET', `/api/companies/${id}`],
      ['PUT', `/api/companies/${id}`, { name: 'Hacked' }],
      ['GET', `/api/companies/${id}/custom_config`],
      [
        'PUT',
        `/api/companies/${id}/custom_config`,
        {
          colorscheme: {
            primary: Array(10).fill('#000000'),
            secondary: Array(10).fill('#000000'),
            gray: Array(10).fill('#000000'),
          },
          button_style: 'pill',
        },
      ],
      ['DELETE', `/api/companies/${id}/custom_config`],
      ['GET', `/api/companies/${id}/team`],
      ['POST', `/api/companies/${id}/team/invitations`, { email: 'x@example.com', role: 'BRAND_MANAGER' }],
      ['PATCH', `/api/companies/${id}/team/members/${owner.body.email}`, { role: 'ADMIN' }],
      ['DELETE', `/api/companies/${id}/team/members/00000000-0000-0000-0000-000000000000`],
      ['POST', `/api/companies/new`, { name: 'Sneaky brand', company_role: 'BRAND', parent_id: id }],
      ['PATCH', `/api/user/merchants/last_company`, { company_id: id }],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(ctx.app, { method: method as 'GET', url, token: stranger.token, payload });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).not.toContain('Private Co');
    }
    const detail = await call(ctx.app, { method: 'GET', url: `/api/companies/${id}`, token: owner.token });
    expect(detail.body.name).toBe('Private Co');
    expect(detail.body.children).toEqual([]);
    expect((await call(ctx.app, { method: 'GET', url: `/api/companies/not-a-uuid`, token: owner.token })).status).toBe(
      404,
    );
  });
});

describe('a disabled account', () => {
  it('is refused by every company call', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Soon Disabled', company_role: 'ACCOUNT' });
    await setDisabled(ctx, m.email, true);
    for (const [method, url] of [
      ['GET', '/api/companies'],
      ['GET', `/api/companies/${company.id}`],
      ['GET', `/api/companies/${company.id}/team`],
    ] as const) {
      const res = await call(ctx.app, { method, url, token: m.token });
      expect(res.status, url).toBe(403);
      expect(res.body.message).toMatch(/disabled/);
    }
    const create = await call(ctx.app, {
      method: 'POST',
      url: '/api/companies/new',
      token: m.token,
      payload: { name: 'X', company_role: 'ACCOUNT' },
    });
    expect(create.status).toBe(403);
    // the profile still loads, so the app can show the disabled page
    const profile = await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token });
    expect(profile.body.account_disabled).toBe(true);
  });
});
