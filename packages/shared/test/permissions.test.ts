import { describe, expect, it } from 'vitest';
import { allowedActions, can, grantableRoles, roleOf, strongerRole } from '../src/permissions';

describe('roleOf', () => {
  it('merchant_role OWNER outranks the cluster role', () => {
    expect(roleOf({ merchant_role: 'OWNER', cluster_role: 'BRAND_MANAGER' })).toBe('OWNER');
    expect(roleOf({ merchant_role: null, cluster_role: 'ADMIN' })).toBe('ADMIN');
    expect(roleOf({ merchant_role: null, cluster_role: 'OWNER' })).toBe('OWNER');
    expect(roleOf({ merchant_role: null, cluster_role: null })).toBe('BRAND_MANAGER');
  });
});

describe('can', () => {
  it.each([
    ['BRAND_MANAGER', 'campaign.create', true],
    ['BRAND_MANAGER', 'content.approve', true],
    ['BRAND_MANAGER', 'bid.respond', false],
    ['BRAND_MANAGER', 'team.view', false],
    ['COMPANY_MANAGER', 'bid.respond', true],
    ['COMPANY_MANAGER', 'team.invite', true],
    ['COMPANY_MANAGER', 'team.manage', false],
    ['COMPANY_MANAGER', 'company.theme', false],
    ['COMPANY_MANAGER', 'payments.view', false],
    ['ADMIN', 'payments.view', true],
    ['ADMIN', 'payments.manage', false],
    ['ADMIN', 'client.create', true],
    ['OWNER', 'payments.manage', true],
  ] as const)('%s %s -> %s', (role, action, expected) => {
    expect(can(role, action)).toBe(expected);
  });

  it('refuses everything without a role', () => {
    expect(can(null, 'company.view')).toBe(false);
    expect(allowedActions(undefined)).toEqual([]);
  });

  it('a stronger role can do everything a weaker one can', () => {
    const order = ['BRAND_MANAGER', 'COMPANY_MANAGER', 'ADMIN', 'OWNER'] as const;
    for (let i = 1; i < order.length; i += 1) {
      for (const action of allowedActions(order[i - 1])) expect(can(order[i], action)).toBe(true);
      expect(allowedActions(order[i]).length).toBeGreaterThan(allowedActions(order[i - 1]).length);
    }
  });
});

describe('grantableRoles', () => {
  it('never above oneself; brand managers grant nothing', () => {
    expect(grantableRoles('OWNER')).toEqual(['OWNER', 'ADMIN', 'COMPANY_MANAGER', 'BRAND_MANAGER']);
    expect(grantableRoles('ADMIN')).toEqual(['ADMIN', 'COMPANY_MANAGER', 'BRAND_MANAGER']);
    expect(grantableRoles('COMPANY_MANAGER')).toEqual(['COMPANY_MANAGER', 'BRAND_MANAGER']);
    expect(grantableRoles('BRAND_MANAGER')).toEqual([]);
  });

  it('strongerRole picks the higher rank', () => {
    expect(strongerRole('BRAND_MANAGER', 'ADMIN')).toBe('ADMIN');
    expect(strongerRole('OWNER', 'ADMIN')).toBe('OWNER');
  });
});
