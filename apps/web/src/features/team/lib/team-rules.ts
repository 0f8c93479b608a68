/** What the team screen offers, mirroring the API's rules (docs/permissions.md). */
import type { CompanySummary, TeamMember } from '@app/shared/companies';
import { can, ROLE_RANK, type TeamRole } from '@app/shared/permissions';

/** Companies whose team the merchant may see (company manager and above), in list order. */
export function teamCompanies(companies: readonly CompanySummary[]): CompanySummary[] {
  return companies.filter((c) => !c.is_sme && can(c.role, 'team.view'));
}

/** The company the team screen opens on: the requested one, else the last used, else the first. */
export function defaultTeamCompany(
  companies: readonly CompanySummary[],
  requested: string | null,
  lastCompanyId: string | null,
): string | null {
  const ids = companies.map((c) => c.id);
  if (requested && ids.includes(requested)) return requested;
  if (lastCompanyId && ids.includes(lastCompanyId)) return lastCompanyId;
  return ids[0] ?? null;
}

/**
 * Change role and remove: only with team.manage, never oneself, never an inherited membership
 * (it is changed where it is held), never someone ranked above the caller.
 */
export function canManageMember(
  myRole: TeamRole | null | undefined,
  member: Pick<TeamMember, 'role' | 'is_you' | 'inherited_from'>,
): boolean {
  if (!myRole || !can(myRole, 'team.manage')) return false;
  if (member.is_you || member.inherited_from) return false;
  return ROLE_RANK[member.role] <= ROLE_RANK[myRole];
}

export function memberName(member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}
