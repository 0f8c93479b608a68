import type { COMPANY_ROLES, CompanyMembership, MerchantProfile } from '@app/shared/auth';
import { TEAM_ROLE_LABELS, type TeamRole } from '@app/shared/permissions';

export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What people call each company_role. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  AGENCY: 'Agency',
  ACCOUNT: 'Company',
  BRAND: 'Brand',
};

export const TEAM_ROLE_COLORS: Record<TeamRole, string> = {
  OWNER: 'violet',
  ADMIN: 'blue',
  COMPANY_MANAGER: 'teal',
  BRAND_MANAGER: 'gray',
};

export function teamRoleLabel(role: TeamRole): string {
  return TEAM_ROLE_LABELS[role];
}

/** Spec section 6: an agency owner (AGENCY + merchant_role OWNER) or a cluster owner (cluster_role ADMIN or OWNER). */
export function isAgencyOrClusterOwner(profile: Pick<MerchantProfile, 'companies'>): boolean {
  return profile.companies.some(
    (c: CompanyMembership) =>
      !c.is_sme &&
      ((c.company_role === 'AGENCY' && c.merchant_role === 'OWNER') ||
        c.cluster_role === 'ADMIN' ||
        c.cluster_role === 'OWNER'),
  );
}
