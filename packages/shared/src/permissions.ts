/**
 * The role matrix (docs/permissions.md). One function decides; the API enforces it, the web mirrors it.
 * Roles are ranked; a membership on an agency or company is inherited by everything under it.
 */
import type { CLUSTER_ROLES, MERCHANT_ROLES } from './auth';

export const ROLE_RANK = { OWNER: 4, ADMIN: 3, COMPANY_MANAGER: 2, BRAND_MANAGER: 1 } as const;
export type TeamRole = keyof typeof ROLE_RANK;
export const TEAM_ROLES = Object.keys(ROLE_RANK) as TeamRole[];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  COMPANY_MANAGER: 'Company manager',
  BRAND_MANAGER: 'Brand manager',
};

/** A membership's role: merchant_role OWNER outranks any cluster role. */
export function roleOf(membership: {
  merchant_role: (typeof MERCHANT_ROLES)[number] | null;
  cluster_role: (typeof CLUSTER_ROLES)[number] | null;
}): TeamRole {
  if (membership.merchant_role === 'OWNER') return 'OWNER';
  return membership.cluster_role ?? 'BRAND_MANAGER';
}

export function strongerRole(a: TeamRole, b: TeamRole): TeamRole {
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}

export const ACTIONS = [
  'company.view',
  'company.edit',
  'company.theme',
  'client.create',
  'brand.create',
  'team.view',
  'team.invite',
  'team.manage',
  'payments.view',
  'payments.manage',
  'brief.write',
  'contract.write',
  'campaign.create',
  'group.manage',
  'job.create',
  'bid.respond',
  'content.approve',
  'reports.view',
] as const;
export type Action = (typeof ACTIONS)[number];

/** The lowest role that may take each action. */
const MINIMUM_ROLE: Record<Action, TeamRole> = {
  'company.view': 'BRAND_MANAGER',
  'reports.view': 'BRAND_MANAGER',
  'brief.write': 'BRAND_MANAGER',
  'campaign.create': 'BRAND_MANAGER',
  'group.manage': 'BRAND_MANAGER',
  'job.create': 'BRAND_MANAGER',
  'content.approve': 'BRAND_MANAGER',
  'bid.respond': 'COMPANY_MANAGER',
  'contract.write': 'COMPANY_MANAGER',
  'brand.create': 'COMPANY_MANAGER',
  'company.edit': 'COMPANY_MANAGER',
  'team.view': 'COMPANY_MANAGER',
  'team.invite': 'COMPANY_MANAGER',
  'company.theme': 'ADMIN',
  'client.create': 'ADMIN',
  'team.manage': 'ADMIN',
  'payments.view': 'ADMIN',
  'payments.manage': 'OWNER',
};

export function can(role: TeamRole | null | undefined, action: Action): boolean {
  if (!role) return false;
  return ROLE_RANK[role] >= ROLE_RANK[MINIMUM_ROLE[action]];
}

export function allowedActions(role: TeamRole | null | undefined): Action[] {
  return ACTIONS.filter((action) => can(role, action));
}

/** Whom a role may invite or promote to: never above itself; only owners make owners. */
export function grantableRoles(role: TeamRole | null | undefined): TeamRole[] {
  if (!role || !can(role, 'team.invite')) return [];
  return TEAM_ROLES.filter((r) => ROLE_RANK[r] <= ROLE_RANK[role]);
}

export function minimumRole(action: Action): TeamRole {
  return MINIMUM_ROLE[action];
}
