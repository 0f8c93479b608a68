/** docs/permissions.md, row by row through HTTP: each role against each guarded action of this API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  call,
  createCompany,
  createTestContext,
  createVerifiedMerchant,
  uniqueEmail,
  type TestContext,
} from './helpers';

type Role = 'OWNER' | 'ADMIN' | 'COMPANY_MANAGER' | 'BRAND_MANAGER';
const ROLES: Role[] = ['OWNER', 'ADMIN', 'COMPANY_MANAGER', 'BRAND_MANAGER'];

// The written matrix (docs/permissions.md): which roles may do each action.
const MATRIX: Record<string, Role[]> = {
  'company.view': ['OWNER', 'ADMIN', 'COMPANY_MANAGER', 'BRAND_MANAGER'],
  'company.edit': ['OWNER', 'ADMIN', 'COMPANY_MANAGER'],
  'company.theme': ['OWNER', 'ADMIN'],
  'client.create': ['OWNER', 'ADMIN'],
  'brand.create': ['OWNER', 'ADMIN', 'COMPANY_MANAGER'],
  'team.view': ['OWNER', 'ADMIN', 'COMPANY_MANAGER'],
  'team.invite': ['OWNER', 'ADMIN', 'COMPANY_MANAGER'],
  'team.manage': ['OWNER', 'ADMIN'],
};

let ctx: TestContext;
let agencyId: string;
let clientId: string;
let targetId: string;
const tokens = {} as Record<Role, string>;
const scale = Array(10).fill('#112233');

beforeAll(async () => {
  ctx = await createTestContext();
  const founder = await createVerifiedMerchant(ctx);
  agencyId = (await createCompany(ctx, founder.token, { name: 'Matrix Agency', company_role: 'AGENCY' })).id;
  clientId = (
    await createCompany(ctx, founder.token, { name: 'Matrix Client', company_role: 'ACCOUNT', parent_id: agencyId })
  ).id;
  const target = await createVerifiedMerchant(ctx);
  targetId = await addMember(ctx, clientId, target.email, 'BRAND_MANAGER');
  // Each role is held on the agency and inherited by the client company.
  for (const role of ROLES) {
    const m = await createVerifiedMerchant(ctx);
    await addMember(ctx, agencyId, m.email, role);
    tokens[role] = m.token;
  }
});
afterAll(async () => ctx.close());

function attempt(action: string, token: string) {
  switch (action) {
    case 'company.view':
      return call(ctx.app, { method: 'GET', url: `/api/companies/${clientId}`, token });
    case 'company.edit':
      return call(ctx.app, {
        method: 'PUT',
        url: `/api/companies/${clientId}`,
        token,
        payload: { name: 'Matrix Client' },
      });
    case 'company.theme':
      return call(ctx.app, {
        method: 'PUT',
        url: `/api/companies/${clientId}/custom_config`,
        token,
        payload: { colorscheme: { primary: scale, secondary: scale, gray: scale }, button_style: 'rounded' },
      });
    case 'client.create':
      return call(ctx.app, {
        method: 'POST',
        url: '/api/companies/new',
        token,
        payload: { name: 'New Client', company_role: 'ACCOUNT', parent_id: agencyId },
      });
    case 'brand.create':
      return call(ctx.app, {
        method: 'POST',
        url: '/api/companies/new',
        token,
        payload: { name: 'New Brand', company_role: 'BRAND', parent_id: clientId },
      });
    case 'team.view':
      return call(ctx.app, { method: 'GET', url: `/api/companies/${clientId}/team`, token });
    case 'team.invite':
      return call(ctx.app, {
        method: 'POST',
        url: `/api/companies/${clientId}/team/invitations`,
        token,
        payload: { email: uniqueEmail(), role: 'BRAND_MANAGER' },
      });
    case 'team.manage':
      return call(ctx.app, {
        method: 'PATCH',
        url: `/api/companies/${clientId}/team/members/${targetId}`,
        token,
        payload: { role: 'BRAND_MANAGER' },
      });
    default:
      throw new Error(action);
  }
}

describe.each(Object.entries(MATRIX))('%s', (action, allowed) => {
  it.each(ROLES)('%s', async (role) => {
    const res = await attempt(action, tokens[role]);
    if (allowed.includes(role)) {
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    } else {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/cannot do this/);
    }
  });
});

describe('a brand manager held on one brand', () => {
  it('reaches that brand only, not its sibling or parent', async () => {
    const founder = await createVerifiedMerchant(ctx);
    const account = await createCompany(ctx, founder.token, { name: 'Parent Co', company_role: 'ACCOUNT' });
    const brandA = await createCompany(ctx, founder.token, {
      name: 'Brand A',
      company_role: 'BRAND',
      parent_id: account.id,
    });
    const brandB = await createCompany(ctx, founder.token, {
      name: 'Brand B',
      company_role: 'BRAND',
      parent_id: account.id,
    });
    const manager = await createVerifiedMerchant(ctx);
    await addMember(ctx, brandA.id, manager.email, 'BRAND_MANAGER');
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${brandA.id}`, token: manager.token })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${brandB.id}`, token: manager.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/companies/${account.id}`, token: manager.token })).status,
    ).toBe(404);
  });
});

// docs/permissions.md: an invitation is resent or revoked only by someone who could give its role.
const INVITATION_RANK: Record<Role, Role[]> = {
  OWNER: ['OWNER', 'ADMIN', 'COMPANY_MANAGER', 'BRAND_MANAGER'],
  ADMIN: ['ADMIN', 'COMPANY_MANAGER', 'BRAND_MANAGER'],
  COMPANY_MANAGER: ['COMPANY_MANAGER', 'BRAND_MANAGER'],
  BRAND_MANAGER: [],
};

async function openInvitation(role: Role): Promise<string> {
  const res = await call(ctx.app, {
    method: 'POST',
    url: `/api/companies/${clientId}/team/invitations`,
    token: tokens.OWNER,
    payload: { email: uniqueEmail(), role },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id;
}

describe.each(ROLES)('invitations managed by %s', (actor) => {
  it.each(ROLES)('for the role %s: resend and revoke follow the rank rule', async (invited) => {
    const invitationId = await openInvitation(invited);
    const url = `/api/companies/${clientId}/team/invitations/${invitationId}`;
    const resend = await call(ctx.app, { method: 'POST', url: `${url}/resend`, token: tokens[actor] });
    const revoke = await call(ctx.app, { method: 'DELETE', url, token: tokens[actor] });
    if (INVITATION_RANK[actor].includes(invited)) {
      expect([resend.status, revoke.status]).toEqual([200, 200]);
    } else {
      expect([resend.status, revoke.status]).toEqual([403, 403]);
      expect(revoke.body.code).toBe('FORBIDDEN');
    }
  });
});
