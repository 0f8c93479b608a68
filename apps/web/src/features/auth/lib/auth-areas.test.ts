import { describe, expect, it } from 'vitest';
import type { MerchantProfile } from '@app/shared/auth';
import { loginLanding } from './auth-areas';

type Membership = MerchantProfile['companies'][number];
const membership = (id: string, company_role: Membership['company_role'], is_sme: boolean): Membership =>
  ({ id, name: id, company_role, merchant_role: 'OWNER', cluster_role: null, is_sme, parent_id: null }) as Membership;

const profile = (companies: Membership[], last_company_id: string | null = null) =>
  ({ companies, last_company_id }) as MerchantProfile;
const brandUser = profile([membership('b1', 'BRAND', false), membership('b2', 'BRAND', false)], 'b2');
const smeUser = profile([membership('s1', 'ACCOUNT', true)]);
const smeWithoutBusiness = profile([]);

describe('loginLanding (spec section 4)', () => {
  it('brand login: a brand account goes to the safe redirect, else its last company dashboard', () => {
    expect(loginLanding('brand', { merchant_profile: brandUser, is_sme: false }, '/influencers')).toEqual({
      kind: 'brand',
      next: '/influencers',
    });
    expect(loginLanding('brand', { merchant_profile: brandUser, is_sme: false }, null)).toEqual({
      kind: 'brand',
      next: '/companies/b2/dashboard',
    });
  });

  it('brand login: an SME account gets its SME session and dashboard, whatever the redirect', () => {
    expect(loginLanding('brand', { merchant_profile: smeUser, is_sme: true }, '/companies')).toEqual({
      kind: 'sme',
      next: '/sme/s1/dashboard',
    });
  });

  it('SME sign-in: an SME account goes to a safe SME redirect, else its dashboard or create-brand', () => {
    expect(loginLanding('sme', { merchant_profile: smeUser, is_sme: true }, '/sme/s1/reports')).toEqual({
      kind: 'sme',
      next: '/sme/s1/reports',
    });
    expect(loginLanding('sme', { merchant_profile: smeUser, is_sme: true }, '/companies')).toEqual({
      kind: 'sme',
      next: '/sme/s1/dashboard',
    });
    expect(loginLanding('sme', { merchant_profile: smeWithoutBusiness, is_sme: true }, null)).toEqual({
      kind: 'sme',
      next: '/sme/auth/create-brand',
    });
  });

  it('SME sign-in: a non-SME account is stored as a brand session and goes to /companies', () => {
    expect(loginLanding('sme', { merchant_profile: brandUser, is_sme: false }, '/sme/s1/reports')).toEqual({
      kind: 'brand',
      next: '/companies',
    });
  });
});
