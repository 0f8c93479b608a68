import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  multipart,
  PNG_BYTES as PNG,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOAD_DIR: `/tmp/creatorhub-test-uploads-${process.pid}` });
});
afterAll(async () => ctx.close());

const scale = (hex: string) => Array(10).fill(hex);
const theme = {
  colorscheme: { primary: scale('#5b3df5'), secondary: scale('#ff8800'), gray: scale('#888888') },
  button_style: 'pill',
};
describe('custom_config (theme)', () => {
  it('is null by default, saved in properties.value, inherited by a brand, and reset', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Themed', company_role: 'ACCOUNT' });
    const brand = await createCompany(ctx, m.token, {
      name: 'Themed Brand',
      company_role: 'BRAND',
      parent_id: company.id,
    });
    const url = `/api/companies/${company.id}/custom_config`;
    expect((await call(ctx.app, { method: 'GET', url, token: m.token })).body).toEqual({
      company_id: company.id,
      properties: { value: null, inherited_from: null, logo: null },
    });
    const saved = await call(ctx.app, { method: 'PUT', url, token: m.token, payload: theme });
    expect(saved.status).toBe(200);
    expect(saved.body.properties.value).toMatchObject({
      colorscheme: theme.colorscheme,
      button_style: 'pill',
      logo: null,
    });
    const inherited = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${brand.id}/custom_config`,
      token: m.token,
    });
    expect(inherited.body.properties.value.colorscheme.primary[0]).toBe('#5b3df5');
    const reset = await call(ctx.app, { method: 'DELETE', url, token: m.token });
    expect(reset.body.properties.value).toBeNull();
  });

  it('refuses a scale that is not 10 #RRGGBB colours and an unknown button style', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Strict', company_role: 'ACCOUNT' });
    const url = `/api/companies/${company.id}/custom_config`;
    const short = await call(ctx.app, {
      method: 'PUT',
      url,
      token: m.token,
      payload: { ...theme, colorscheme: { ...theme.colorscheme, primary: scale('#000000').slice(0, 9) } },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('colorscheme.primary');
    const named = await call(ctx.app, {
      method: 'PUT',
      url,
      token: m.token,
      payload: { ...theme, colorscheme: { ...theme.colorscheme, gray: scale('red') } },
    });
    expect(named.status).toBe(400);
    const style = await call(ctx.app, {
      method: 'PUT',
      url,
      token: m.token,
      payload: { ...theme, button_style: 'wobbly' },
    });
    expect(style.status).toBe(400);
    expect(style.body.message).toMatch(/^button_style:/);
  });
});

const LOGO_URL = '/api/upload/company/logo';

describe('logo upload', () => {
  it('stores a png, serves it, and puts it in the theme', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Logo Co', company_role: 'ACCOUNT' });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/companies/${company.id}/custom_config`,
      token: m.token,
      payload: theme,
    });
    const res = await call(ctx.app, {
      method: 'POST',
      url: LOGO_URL,
      token: m.token,
      ...multipart('logo.png', 'image/png', PNG, { company_id: company.id }),
    });
    expect(res.status).toBe(200);
    expect(res.body.logo).toMatch(/^\/uploads\/logos\/.+\.png$/);
    const file = await ctx.app.inject({ method: 'GET', url: res.body.logo });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const config = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${company.id}/custom_config`,
      token: m.token,
    });
    expect(config.body.properties.value.logo).toBe(res.body.logo);
  });

  it('refuses another type and a file over 5 MB with the spec messages', async () => {
    const m = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Picky', company_role: 'ACCOUNT' });
    const url = LOGO_URL;
    const logoOf = { company_id: company.id };
    const gif = await call(ctx.app, {
      method: 'POST',
      url,
      token: m.token,
      ...multipart('anim.gif', 'image/gif', Buffer.from('GIF89a......'), logoOf),
    });
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('file: File "anim.gif" is not accepted');
    const renamed = await call(ctx.app, {
      method: 'POST',
      url,
      token: m.token,
      ...multipart('fake.png', 'image/png', Buffer.from('not really a png'), logoOf),
    });
    expect(renamed.body.message).toBe('file: File "fake.png" is not accepted');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const large = await call(ctx.app, {
      method: 'POST',
      url,
      token: m.token,
      ...multipart('huge.png', 'image/png', big, logoOf),
    });
    expect(large.status).toBe(400);
    expect(large.body.message).toBe('file: File "huge.png is too large"');
    const detail = await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}`, token: m.token });
    expect(detail.body.logo).toBeNull();
  });

  it('takes the company as a form field, and refuses a missing or foreign one', async () => {
    const m = await createVerifiedMerchant(ctx);
    const stranger = await createVerifiedMerchant(ctx);
    const company = await createCompany(ctx, m.token, { name: 'Field Co', company_role: 'ACCOUNT' });
    const missing = await call(ctx.app, {
      method: 'POST',
      url: LOGO_URL,
      token: m.token,
      ...multipart('logo.png', 'image/png', PNG),
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'company_id' });
    const foreign = await call(ctx.app, {
      method: 'POST',
      url: LOGO_URL,
      token: stranger.token,
      ...multipart('logo.png', 'image/png', PNG, { company_id: company.id }),
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: `/api/companies/${company.id}/logo`,
          token: m.token,
          ...multipart('logo.png', 'image/png', PNG),
        })
      ).status,
    ).toBe(404);
  });
});

describe('where the theme, logo and role come from', () => {
  it('says which ancestor a brand inherits its theme from, gives a logo with no theme, names role source', async () => {
    const m = await createVerifiedMerchant(ctx);
    const agency = await createCompany(ctx, m.token, { name: 'Source Agency', company_role: 'AGENCY' });
    const brand = await createCompany(ctx, m.token, {
      name: 'Source Brand',
      company_role: 'BRAND',
      parent_id: agency.id,
    });
    const logo = await call(ctx.app, {
      method: 'POST',
      url: LOGO_URL,
      token: m.token,
      ...multipart('b.png', 'image/png', PNG, { company_id: brand.id }),
    });
    const logoOnly = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${brand.id}/custom_config`,
      token: m.token,
    });
    expect(logoOnly.body.properties).toEqual({ value: null, inherited_from: null, logo: logo.body.logo });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/companies/${agency.id}/custom_config`,
      token: m.token,
      payload: theme,
    });
    const inherited = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${brand.id}/custom_config`,
      token: m.token,
    });
    expect(inherited.body.properties.inherited_from).toEqual({ id: agency.id, name: 'Source Agency' });
    expect(inherited.body.properties.value.logo).toBe(logo.body.logo);
    const own = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${agency.id}/custom_config`,
      token: m.token,
    });
    expect(own.body.properties.inherited_from).toBeNull();
    const detail = await call(ctx.app, { method: 'GET', url: `/api/companies/${brand.id}`, token: m.token });
    expect(detail.body).toMatchObject({ inherited: true, role_source: { id: agency.id, name: 'Source Agency' } });
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${agency.id}`, token: m.token })).body.role_source,
    ).toBeNull();
  });

  it('accepts an uploaded avatar path in the profile', async () => {
    const m = await createVerifiedMerchant(ctx);
    const ok = await call(ctx.app, {
      method: 'PUT',
      url: '/api/user/merchant',
      token: m.token,
      payload: {
        first_name: 'A',
        last_name: 'B',
        avatar_url: '/uploads/avatars/0b6c2d55-2f59-4c1b-9a43-1a4f2c8e7d10.png',
      },
    });
    expect(ok.status).toBe(200);
    const bad = await call(ctx.app, {
      method: 'PUT',
      url: '/api/user/merchant',
      token: m.token,
      payload: { first_name: 'A', last_name: 'B', avatar_url: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    const upload = await call(ctx.app, {
      method: 'POST',
      url: '/api/user/merchant/avatar',
      token: m.token,
      ...multipart('me.png', 'image/png', PNG),
    });
    expect(upload.status).toBe(200);
    expect(upload.body.avatar_url).toMatch(/^\/uploads\/avatars\//);
  });
});

describe('saving a theme on a brand that shows its parent logo', () => {
  it('keeps the brand without a logo of its own', async () => {
    const m = await createVerifiedMerchant(ctx);
    const parent = await createCompany(ctx, m.token, { name: 'Logo Parent', company_role: 'ACCOUNT' });
    const brand = await createCompany(ctx, m.token, {
      name: 'Logo Child',
      company_role: 'BRAND',
      parent_id: parent.id,
    });
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/companies/${parent.id}/custom_config`,
      token: m.token,
      payload: theme,
    });
    const upload = await call(ctx.app, {
      method: 'POST',
      url: LOGO_URL,
      token: m.token,
      ...multipart('p.png', 'image/png', PNG, { company_id: parent.id }),
    });
    const shown = await call(ctx.app, {
      method: 'GET',
      url: `/api/companies/${brand.id}/custom_config`,
      token: m.token,
    });
    expect(shown.body.properties.value.logo).toBe(upload.body.logo);
    const saved = await call(ctx.app, {
      method: 'PUT',
      url: `/api/companies/${brand.id}/custom_config`,
      token: m.token,
      payload: { ...theme, logo: shown.body.properties.value.logo },
    });
    expect(saved.body.properties.value.logo).toBeNull();
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${brand.id}`, token: m.token })).body.logo,
    ).toBeNull();
  });
});
