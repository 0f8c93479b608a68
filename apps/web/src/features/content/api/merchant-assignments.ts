import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyAssignment } from '@app/shared/assignments';
import { apiClient } from '../../../lib/api-client';
import { contentKeys, type AssignmentScope } from './keys';

/**
 * GET /companies/{company_id}/assignments?campaign_id|job_id: the agreed work of one campaign or job (the company's
 * and its brands'), each with its creator and each post's content state.
 */
export function fetchCompanyAssignments(
  companyId: string,
  scope: AssignmentScope,
  signal?: AbortSignal,
): Promise<CompanyAssignment[]> {
  const query = scope.campaignId ? { campaign_id: scope.campaignId } : { job_id: scope.jobId };
  return apiClient.GET('/companies/{company_id}/assignments', {
    params: { path: { company_id: companyId }, query },
    signal,
  });
}

export function companyAssignmentsQuery(companyId: string, scope: AssignmentScope) {
  return queryOptions({
    queryKey: contentKeys.assignments(companyId, scope),
    queryFn: ({ signal }) => fetchCompanyAssignments(companyId, scope, signal),
    staleTime: 30_000,
    enabled: companyId.length > 0 && Boolean(scope.campaignId || scope.jobId),
  });
}

export function useCompanyAssignments(companyId: string, scope: AssignmentScope) {
  return useQuery(companyAssignmentsQuery(companyId, scope));
}
