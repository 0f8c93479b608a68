import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
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

function inviteLink(email: string) {
  return mailedLink(ctx, email);
}

async function ownerWithCompany(name = 'Team Co') {
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name, company_role: 'ACCOUNT' });
  return { owner, company };
}

describe('inviting a teammate', () => {
  it('e-mails a link to /auth/invite/merchant; the invitee creates an account and lands in the company', async () => {
    const { owner, company } = await ownerWithCompany('Jua Kali Ltd');
    const email = uniqueEmail('invitee');
    const invited = await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: owner.token,
      payload: { email, role: 'COMPANY_MANAGER' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, role: 'COMPANY_MANAGER', status: 'PENDING' });
    const link = await inviteLink(email);
    expect(link.url.pathname).toBe('/auth/invite/merchant');
    expect(link.email).toBe(email);

    const preview = await call(ctx.app, {
      method: 'GET',
      url:
        `/api/auth/invite/merchant/preview?token=${encodeURIComponent(link.token)}` +
        `&email=${encodeURIComponent(email)}`,
    });
    expect(preview.body).toMatchObject({
      company_name: 'Jua Kali Ltd',
      role: 'COMPANY_MANAGER',
      account_exists: false,
    });

    const created = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/create_account_from_invite/merchant',
      payload: { token: link.token, email, first_name: ' Baraka ', last_name: 'Otieno', password: STRONG_PASSWORD },
    });
    expect(created.status).toBe(201);
    expect(created.body.merchant_profile).toMatchObject({
      email,
      first_name: 'Baraka',
      email_verified: true,
      last_company_id: company.id,
    });
    expect(created.body.merchant_profile.companies).toEqual([
      expect.objectContaining({ id: company.id, cluster_role: 'COMPANY_MANAGER' }),
    ]);
    // the link works once
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/create_account_from_invite/merchant',
      payload: { token: link.token, email, first_name: 'A', last_name: 'B', password: STRONG_PASSWORD },
    });
    expect(again.status).toBe(400);
    const team = await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}/team`, token: owner.token });
    expect(team.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [owner.email, 'OWNER'],
      [email, 'COMPANY_MANAGER'],
    ]);
    expect(team.body.invitations).toEqual([]);
  });

  it('refuses a wrong token, another e-mail, a weak password and an expired or revoked invitation', async () => {
    const { owner, company } = await ownerWithCompany();
    const email = uniqueEmail('invitee');
    const inv = await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: owner.token,
      payload: { email, role: 'BRAND_MANAGER' },
    });
    const link = await inviteLink(email);
    const attempt = (payload: object) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/auth/create_account_from_invite/merchant',
        payload: { token: link.token, email, first_name: 'A', last_name: 'B', password: STRONG_PASSWORD, ...payload },
      });
    expect((await attempt({ token: 'x'.repeat(43) })).status).toBe(400);
    expect((await attempt({ email: uniqueEmail() })).status).toBe(400);
    const weak = await attempt({ password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/^password:/);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: `/api/companies/${company.id}/team/invitations/${inv.body.id}`,
          token: owner.token,
        })
      ).status,
    ).toBe(200);
    expect((await attempt({})).status).toBe(400);
  });

  it('an existing account accepts while logged in; a resend replaces the link', async () => {
    const { owner, company } = await ownerWithCompany();
    const member = await createVerifiedMerchant(ctx);
    const inv = await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: owner.token,
      payload: { email: member.email.toUpperCase(), role: 'ADMIN' },
    });
    expect(inv.status).toBe(201);
    const first = await inviteLink(member.email.toUpperCase());
    const dup = await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: owner.token,
      payload: { email: member.email, role: 'ADMIN' },
    });
    expect(dup.status).toBe(409);
    const resent = await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations/${inv.body.id}/resend`,
      token: owner.token,
    });
    expect(resent.status).toBe(200);
    const second = await inviteLink(member.email.toUpperCase());
    expect(second.token).not.toBe(first.token);
    const stale = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/accept_invite/merchant',
      token: member.token,
      payload: { token: first.token },
    });
    expect(stale.status).toBe(400);
    const stranger = await createVerifiedMerchant(ctx);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/accept_invite/merchant',
          token: stranger.token,
          payload: { token: second.token },
        })
      ).status,
    ).toBe(400);
    const accepted = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/accept_invite/merchant',
      token: member.token,
      payload: { token: second.token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.companies).toEqual([expect.objectContaining({ id: company.id, cluster_role: 'ADMIN' })]);
    const exists = await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: owner.token,
      payload: { email: member.email, role: 'ADMIN' },
    });
    expect(exists.status).toBe(409);
  });
});

describe('roles and removal', () => {
  it('the owner changes a role and removes a member; the member loses access at once', async () => {
    const { owner, company } = await ownerWithCompany();
    const member = await createVerifiedMerchant(ctx);
    const memberId = await addMember(ctx, company.id, member.email, 'BRAND_MANAGER');
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}`, token: member.token })).body.role,
    ).toBe('BRAND_MANAGER');
    const changed = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/companies/${company.id}/team/members/${memberId}`,
      token: owner.token,
      payload: { role: 'ADMIN' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.members.find((m: { merchant_id: string }) => m.merchant_id === memberId).role).toBe('ADMIN');
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}`, token: member.token })).body.role,
    ).toBe('ADMIN');
    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/companies/${company.id}/team/members/${memberId}`,
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}`, token: member.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: member.token })).body.companies,
    ).toEqual([]);
  });

  it('keeps at least one owner, refuses changing oneself and outranking', async () => {
    const { owner, company } = await ownerWithCompany();
    const admin = await createVerifiedMerchant(ctx);
    await addMember(ctx, company.id, admin.email, 'ADMIN');
    const ownerId = (await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: owner.token })).body.id;
    const adminId = (await call(ctx.app, { method: 'GET', url: '/api/user/merchant', token: admin.token })).body.id;
    expect(
      (
        await call(ctx.app, {
          method: 'PATCH',
          url: `/api/companies/${company.id}/team/members/${ownerId}`,
          token: owner.token,
          payload: { role: 'ADMIN' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(ctx.app, {
          method: 'PATCH',
          url: `/api/companies/${company.id}/team/members/${ownerId}`,
          token: admin.token,
          payload: { role: 'BRAND_MANAGER' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, {
          method: 'DELETE',
          url: `/api/companies/${company.id}/team/members/${ownerId}`,
          token: admin.token,
        })
      ).status,
    ).toBe(403);
    const promote = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/companies/${company.id}/team/members/${adminId}`,
      token: admin.token,
      payload: { role: 'OWNER' },
    });
    expect(promote.status).toBe(400);
    const makeOwner = await call(ctx.app, {
      method: 'PATCH',
      url: `/api/companies/${company.id}/team/members/${adminId}`,
      token: owner.token,
      payload: { role: 'OWNER' },
    });
    expect(makeOwner.status).toBe(200);
    // two owners now: one may demote the other, but not the last one
    expect(
      (
        await call(ctx.app, {
          method: 'PATCH',
          url: `/api/companies/${company.id}/team/members/${adminId}`,
          token: owner.token,
          payload: { role: 'ADMIN' },
        })
      ).status,
    ).toBe(200);
    const team = await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}/team`, token: owner.token });
    expect(team.body.members.filter((m: { role: string }) => m.role === 'OWNER')).toHaveLength(1);
  });

  it('a company manager may invite only up to their own role', async () => {
    const { company } = await ownerWithCompany();
    const manager = await createVerifiedMerchant(ctx);
    await addMember(ctx, company.id, manager.email, 'COMPANY_MANAGER');
    const team = await call(ctx.app, { method: 'GET', url: `/api/companies/${company.id}/team`, token: manager.token });
    expect(team.body.grantable_roles).toEqual(['COMPANY_MANAGER', 'BRAND_MANAGER']);
    const tooHigh = await call(ctx.app, {
      method: 'POST',
      url: `/api/companies/${company.id}/team/invitations`,
      token: manager.token,
      payload: { email: uniqueEmail(), role: 'ADMIN' },
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toMatch(/^role:/);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: `/api/companies/${company.id}/team/invitations`,
          token: manager.token,
          payload: { email: uniqueEmail(), role: 'BRAND_MANAGER' },
        })
      ).status,
    ).toBe(201);
  });

  it('shows agency members on a client company as inherited', async () => {
    const owner = await createVerifiedMerchant(ctx);
    const agency = await createCompany(ctx, owner.token, { name: 'Agency', company_role: 'AGENCY' });
    const client = await createCompany(ctx, owner.token, {
      name: 'Client',
      company_role: 'ACCOUNT',
      parent_id: agency.id,
    });
    const team = await call(ctx.app, { method: 'GET', url: `/api/companies/${client.id}/team`, token: owner.token });
    expect(team.body.members).toEqual([
      expect.objectContaining({
        email: owner.email,
        role: 'OWNER',
        inherited_from: { id: agency.id, name: 'Agency' },
        is_you: true,
      }),
    ]);
  });
});
