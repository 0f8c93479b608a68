import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDashboard } from '@app/shared/dashboard';
import { apiClient } from '../../../lib/api-client';

export const DASHBOARD_ROOT = 'company-dashboard';

export const dashboardKeys = {
  all: [DASHBOARD_ROOT] as const,
  company: (companyId: string) => [DASHBOARD_ROOT, companyId] as const,
};

/**
 * GET /companies/{id}/dashboard: the company's (and its brands') campaigns running and ending this week, content
 * waiting for review, this month's reach and engagement against last month, money (with payments.view) and the
 * caller's latest notifications.
 */
export function fetchCompanyDashboard(companyId: string, signal?: AbortSignal): Promise<CompanyDashboard> {
  return apiClient.GET('/companies/{id}/dashboard', { params: { path: { id: companyId } }, signal });
}

/** Fresh for a minute; asked again when the page is shown again or the window regains focus. */
export function companyDashboardQuery(companyId: string) {
  return queryOptions({
    queryKey: dashboardKeys.company(companyId),
    queryFn: ({ signal }) => fetchCompanyDashboard(companyId, signal),
    staleTime: 60_000,
    enabled: companyId.length > 0,
  });
}

export function useCompanyDashboard(companyId: string) {
  return useQuery(companyDashboardQuery(companyId));
}
