import type { CompanyDetail } from '@app/shared/companies';
import { can, type Action } from '@app/shared/permissions';
import type { BrandOption } from '../../../briefs/lib/brands';

/**
 * Whether the caller may take a job action for a brand: their role on the brand when the companies
 * list has it, else the company page's permissions. The UI mirrors the API's check; the API decides.
 */
export function mayOnBrand(
  action: Extract<Action, 'job.create' | 'bid.respond' | 'payments.manage'>,
  brand: BrandOption | null | undefined,
  company: Pick<CompanyDetail, 'permissions' | 'role'>,
): boolean {
  if (brand?.role) return can(brand.role, action);
  return company.permissions ? company.permissions.includes(action) : can(company.role, action);
}
