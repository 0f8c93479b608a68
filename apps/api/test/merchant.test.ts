import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, createVerifiedMerchant, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const me = (token?: string) => call(ctx.app, { method: 'GET', url: '/api/user/merchant', token });

describe('GET /user/merchant', () => {
  it('returns the profile fields of spec section 3 and never a hash', async () => {
    const m = await createVerifiedMerchant(ctx);
    const res = await me(m.token);
    expect(res.status).toBe(200);
    for (const field of [
      'id',
      'email',
      'email_verified',
      'phone',
      'first_name',
      'last_name',
      'account_disabled',
      'accepted_terms_version',
      'companies',
      'name',
    ]) {
      expect(res.body).toHaveProperty(field);
    }
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
  });

  it('answers 401 without a token, with a forged one and with a malformed header', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4Iiwic3ViIjoieSJ9.c2lnbmF0dXJl')).status).toBe(401);
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/user/merchant',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});

describe('PUT /user/merchant', () => {
  it('updates and trims names, date of birth and accepted terms version', async () => {
    const m = await createVerifiedMerchant(ctx);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: '/api/user/merchant',
      token: m.token,
      payload: {
        first_name: ' Achieng ',
        last_name: 'Odhiambo-Ouma',
        date_of_birth: '1988-02-29',
        accepted_terms_version: 'V1_MERCHANT_US_EN',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Achieng',
      last_name: 'Odhiambo-Ouma',
      date_of_birth: '1988-02-29',
      accepted_terms_version: 'V1_MERCHANT_US_EN',
    });
    expect((await me(m.token)).body.first_name).toBe('Achieng');
  });

  it('refuses a minor, a bad name and an unknown terms version, changing nothing', async () => {
    const m = await createVerifiedMerchant(ctx);
    const before = (await me(m.token)).body;
    const thisYear = new Date().getUTCFullYear();
    for (const [field, payload] of [
      ['date_of_birth', { first_name: 'A', last_name: 'B', date_of_birth: `${thisYear - 10}-01-01` }],
      ['first_name', { first_name: 'A$', last_name: 'B' }],
      ['accepted_terms_version', { first_name: 'A', last_name: 'B', accepted_terms_version: 'V2' }],
    ] as const) {
      const res = await call(ctx.app, { method: 'PUT', url: '/api/user/merchant', token: m.token, payload });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(`${field}:`);
    }
    expect((await me(m.token)).body).toEqual(before);
  });

  it('cannot change the e-mail through the profile', async () => {
    const m = await createVerifiedMerchant(ctx);
    await call(ctx.app, {
      method: 'PUT',
      url: '/api/user/merchant',
      token: m.token,
      payload: { first_name: 'A', last_name: 'B', email: 'new@example.com' },
    });
    expect((await me(m.token)).body.email).toBe(m.email);
  });
});

describe('PATCH /user/merchant/phone_number', () => {
  it('changes only the phone', async () => {
    const m = await createVerifiedMerchant(ctx);
    const res = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/user/merchant/phone_number',
      token: m.token,
      payload: { phone_number: '+234 803 123 4567' },
    });
    expect(res.status).toBe(200);
    expect(res.body.phone).toBe('+234 803 123 4567');
    const bad = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/user/merchant/phone_number',
      token: m.token,
      payload: { phone_number: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^phone_number:/);
    expect(
      (
        await call(ctx.app, {
          method: 'PATCH',
          url: '/api/user/merchant/phone_number',
          payload: { phone_number: '+254700000000' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('PATCH /user/merchants/last_company', () => {
  it("accepts the merchant's own company and refuses another merchant's", async () => {
    const owner = await createVerifiedMerchant(ctx);
    const stranger = await createVerifiedMerchant(ctx);
    const company = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/merchant/complete-signup?is_sme=true',
      token: owner.token,
      payload: { business_name: 'Owner Co' },
    });
    const companyId = company.body.companies[0].id;
    const ok = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/user/merchants/last_company',
      token: owner.token,
      payload: { company_id: companyId },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.last_company_id).toBe(companyId);
    const foreign = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/user/merchants/last_company',
      token: stranger.token,
      payload: { company_id: companyId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/^company_id:/);
    expect((await me(stranger.token)).body.last_company_id).toBeNull();
    const junk = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/user/merchants/last_company',
      token: owner.token,
      payload: { company_id: 'not-a-uuid' },
    });
    expect(junk.status).toBe(404);
  });
});
