import { describe, expect, it } from 'vitest';
import type { CompanySummary, TeamMember } from '@app/shared/companies';
import { canManageMember, defaultTeamCompany, memberName, teamCompanies } from './team-rules';

const company = (id: string, role: CompanySummary['role']): CompanySummary => ({
  id,
  name: id,
  company_role: 'ACCOUNT',
  parent_id: null,
  is_sme: false,
  logo: null,
  role,
  inherited: false,
});

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  merchant_id: 'm',
  email: 'a@b.co',
  first_name: 'Ada',
  last_name: 'Wambui',
  role: 'COMPANY_MANAGER',
  inherited_from: null,
  is_you: false,
  ...overrides,
});

describe('team companies', () => {
  it('keeps companies where the team may be seen', () => {
    expect(
      teamCompanies([company('a', 'OWNER'), company('b', 'BRAND_MANAGER'), company('c', 'COMPANY_MANAGER')]).map(
        (c) => c.id,
      ),
    ).toEqual(['a', 'c']);
  });

  it('opens on the requested, else the last used, else the first company', () => {
    const list = [company('a', 'OWNER'), company('c', 'ADMIN')];
    expect(defaultTeamCompany(list, 'c', 'a')).toBe('c');
    expect(defaultTeamCompany(list, 'zzz', 'c')).toBe('c');
    expect(defaultTeamCompany(list, null, 'gone')).toBe('a');
    expect(defaultTeamCompany([], null, null)).toBeNull();
  });
});

describe('canManageMember', () => {
  it('needs team.manage', () => {
    expect(canManageMember('COMPANY_MANAGER', member({ role: 'BRAND_MANAGER' }))).toBe(false);
    expect(canManageMember('ADMIN', member({ role: 'BRAND_MANAGER' }))).toBe(true);
    expect(canManageMember(null, member())).toBe(false);
  });

  it('never oneself, never an inherited member, never someone above', () => {
    expect(canManageMember('OWNER', member({ is_you: true }))).toBe(false);
    expect(canManageMember('OWNER', member({ inherited_from: { id: 'p', name: 'Parent' } }))).toBe(false);
    expect(canManageMember('ADMIN', member({ role: 'OWNER' }))).toBe(false);
    expect(canManageMember('ADMIN', member({ role: 'ADMIN' }))).toBe(true);
    expect(canManageMember('OWNER', member({ role: 'OWNER' }))).toBe(true);
  });

  it('names a member, else by e-mail', () => {
    expect(memberName(member())).toBe('Ada Wambui');
    expect(memberName(member({ first_name: '', last_name: ' ' }))).toBe('a@b.co');
  });
});
