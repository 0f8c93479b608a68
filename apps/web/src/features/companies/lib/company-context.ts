import { useOutletContext } from 'react-router';
import type { CompanyDetail } from '@app/shared/companies';
import { can, type Action } from '@app/shared/permissions';

export interface CompanyOutletContext {
  company: CompanyDetail;
}

/** The company of the current /companies/{company_id}/... page, loaded by the company shell. */
export function useCompanyContext(): CompanyOutletContext {
  return useOutletContext<CompanyOutletContext>();
}

/** What the caller may do here: the server's list when present, else the shared matrix. */
export function hasPermission(company: Pick<CompanyDetail, 'permissions' | 'role'>, action: Action): boolean {
  return company.permissions ? company.permissions.includes(action) : can(company.role, action);
}
