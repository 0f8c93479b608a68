import type { CompanyDetail } from '@app/shared/companies';
import { can } from '@app/shared/permissions';

/**
 * Whether the caller may create, change and delete the company's groups: the server's list when present, else the
 * shared matrix.
 */
export function canManageGroups(company: Pick<CompanyDetail, 'permissions' | 'role'> | null | undefined): boolean {
  if (!company) return false;
  return company.permissions ? company.permissions.includes('group.manage') : can(company.role, 'group.manage');
}
