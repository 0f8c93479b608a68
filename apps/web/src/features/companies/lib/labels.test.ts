import { describe, expect, it } from 'vitest';
import type { CompanyMembership } from '@app/shared/auth';
import { isAgencyOrClusterOwner } from './labels';

function membership(overrides: Partial<CompanyMembership>): CompanyMembership {
  return {
    id: 'c',
    name: 'C',
    company_role: 'BRAND',
    merchant_role: null,
    cluster_role: 'BRAND_MANAGER',
    is_sme: false,
    parent_id: null,
    ...overrides,
  };
}

describe('isAgencyOrClusterOwner', () => {
  it('is true for an agency owner and for cluster ADMIN or OWNER', () => {
    expect(
      isAgencyOrClusterOwner({
        companies: [membership({ company_role: 'AGENCY', merchant_role: 'OWNER', cluster_role: null })],
      }),
    ).toBe(true);
    expect(isAgencyOrClusterOwner({ companies: [membership({ cluster_role: 'ADMIN' })] })).toBe(true);
    expect(
      isAgencyOrClusterOwner({ companies: [membership({ company_role: 'ACCOUNT', cluster_role: 'OWNER' })] }),
    ).toBe(true);
  });

  it('is false for managers, SME businesses and no companies', () => {
    expect(isAgencyOrClusterOwner({ companies: [] })).toBe(false);
    expect(isAgencyOrClusterOwner({ companies: [membership({ cluster_role: 'COMPANY_MANAGER' })] })).toBe(false);
    expect(
      isAgencyOrClusterOwner({
        companies: [
          membership({ company_role: 'ACCOUNT', is_sme: true, merchant_role: 'OWNER', cluster_role: 'OWNER' }),
        ],
      }),
    ).toBe(false);
  });
});
