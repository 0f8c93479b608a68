import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '@app/shared/companies';
import { brandsOf, canWriteBriefs, pickBrand } from './brands';

const summary = (
  id: string,
  name: string,
  company_role: CompanySummary['company_role'],
  parent_id: string | null,
  role: CompanySummary['role'] = 'OWNER',
): CompanySummary => ({
  id,
  name,
  company_role,
  parent_id,
  is_sme: false,
  logo: null,
  role,
  inherited: false,
});

describe('brandsOf', () => {
  it('is the company itself when it is a brand', () => {
    const company = {
      id: 'b1',
      name: 'Kola',
      company_role: 'BRAND' as const,
      role: 'BRAND_MANAGER' as const,
      children: [],
    };
    expect(brandsOf(company, undefined)).toEqual([{ id: 'b1', name: 'Kola', role: 'BRAND_MANAGER' }]);
  });

  it('lists the brands below a company, its children and deeper ones, by name', () => {
    const company = {
      id: 'a1',
      name: 'Agency',
      company_role: 'AGENCY' as const,
      role: 'OWNER' as const,
      children: [
        { id: 'c1', name: 'Client', company_role: 'ACCOUNT' as const, logo: null },
        { id: 'b2', name: 'Zebra', company_role: 'BRAND' as const, logo: null },
      ],
    };
    const companies = [
      summary('a1', 'Agency', 'AGENCY', null),
      summary('c1', 'Client', 'ACCOUNT', 'a1'),
      summary('b3', 'Acme', 'BRAND', 'c1', 'BRAND_MANAGER'),
      summary('x1', 'Other', 'BRAND', null),
    ];
    expect(brandsOf(company, companies).map((b) => [b.name, b.role])).toEqual([
      ['Acme', 'BRAND_MANAGER'],
      ['Zebra', null],
    ]);
  });

  it('is empty for a company without brands', () => {
    expect(brandsOf({ id: 'c1', name: 'Client', company_role: 'ACCOUNT', role: 'OWNER', children: [] }, [])).toEqual(
      [],
    );
  });
});

describe('pickBrand and canWriteBriefs', () => {
  const brands = [
    { id: 'b1', name: 'One', role: 'BRAND_MANAGER' as const },
    { id: 'b2', name: 'Two', role: null },
  ];
  it('takes the brand asked for when it is listed, else the first', () => {
    expect(pickBrand(brands, 'b2')?.id).toBe('b2');
    expect(pickBrand(brands, 'nope')?.id).toBe('b1');
    expect(pickBrand([], 'b1')).toBeNull();
  });
  it("uses the brand's own role, else the company's permissions", () => {
    expect(canWriteBriefs(brands[0], { role: 'BRAND_MANAGER', permissions: [] })).toBe(true);
    expect(canWriteBriefs(brands[1], { role: 'OWNER', permissions: ['company.view'] })).toBe(false);
    expect(canWriteBriefs(brands[1], { role: 'BRAND_MANAGER', permissions: ['company.view', 'brief.write'] })).toBe(
      true,
    );
  });
});
