import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '@app/shared/companies';
import { groupCompanies, pickWorkingCompany } from './working-company';

const company = (id: string, extra: Partial<CompanySummary> = {}): CompanySummary => ({
  id,
  name: id,
  company_role: 'BRAND',
  parent_id: null,
  is_sme: false,
  logo: null,
  role: 'OWNER',
  inherited: false,
  ...extra,
});

describe('working company', () => {
  const list = [company('a'), company('b'), company('sme', { is_sme: true })];

  it('prefers the requested company, then the last one, then the first', () => {
    expect(pickWorkingCompany(list, 'b', 'a')).toBe('b');
    expect(pickWorkingCompany(list, 'zzz', 'b')).toBe('b');
    expect(pickWorkingCompany(list, null, null)).toBe('a');
    expect(pickWorkingCompany([], null, null)).toBeNull();
  });

  it('never picks an SME business', () => {
    expect(pickWorkingCompany(list, 'sme', 'sme')).toBe('a');
    expect(groupCompanies(list).map((c) => c.id)).toEqual(['a', 'b']);
  });
});
