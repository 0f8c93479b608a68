import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../src/db/schema/merchants';
import { mailOutbox } from '../src/db/schema/mail';
import {
  call,
  createTestContext,
  createVerifiedMerchant,
  deliverOutbox,
  mailedLink,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const requestReset = (email: string) =>
  call(ctx.app, { method: 'POST', url: '/api/auth/reset_password/merchant', payload: { email } });
const save = (payload: object) => call(ctx.app, { method: 'POST', url: '/api/auth/save_password/merchant', payload });
const login = (username: string, password: string) =>
  call(ctx.app, { method: 'POST', url: '/api/auth/login/merchant', payload: { username, password } });

/** The mailed link, as the user would click it. */
function resetLink(email: string) {
  return mailedLink(ctx, email);
}

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
    const m = await createVerifiedMerchant(ctx);
    const known = await requestReset(m.email);
    const unknown = await requestReset('ghost@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await deliverOutbox(ctx);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.com'))).toHaveLength(
      0,
    );
  });

  it('mails a link to /auth/reset-password with token and e-mail, stores only a hash', async () => {
    const m = await createVerifiedMerchant(ctx);
    await requestReset(m.email);
    const link = await resetLink(m.email);
    expect(link.url.origin).toBe('http://app.test');
    expect(link.url.pathname).toBe('/auth/reset-password');
    expect(link.email).toBe(m.email);
    const rows = await ctx.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === link.token)).toBe(false);
  });

  it('sets the new password once, revokes every session, and the old password stops working', async () => {
    const m = await createVerifiedMerchant(ctx);
    const session = (await login(m.email, m.password)).body.access_token;
    await requestReset(m.email);
    const link = await resetLink(m.email);
    const res = await save({ email: link.email, password: 'N3w!Password', token: link.token });
    expect(res.status).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: session })).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: m.token })).status).toBe(401);
    expect((await login(m.email, m.password)).status).toBe(401);
    expect((await login(m.email, 'N3w!Password')).status).toBe(200);
    const reused = await save({ email: link.email, password: 'An0ther!Pass', token: link.token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/^token:/);
  });

  it('refuses a wrong token, a token for another e-mail, an expired token and a weak password', async () => {
    const a = await createVerifiedMerchant(ctx);
    const b = await createVerifiedMerchant(ctx);
    await requestReset(a.email);
    const link = await resetLink(a.email);
    expect((await save({ email: a.email, password: 'N3w!Password', token: 'x'.repeat(43) })).status).toBe(400);
    expect((await save({ email: b.email, password: 'N3w!Password', token: link.token })).status).toBe(400);
    const weak = await save({ email: a.email, password: 'weak', token: link.token });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^password:/);
    await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await save({ email: a.email, password: 'N3w!Password', token: link.token });
    expect(expired.status).toBe(400);
    expect((await login(a.email, a.password)).status).toBe(200);
  });
});
