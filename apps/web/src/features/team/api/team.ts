import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamResponse } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /companies/{id}/team: members (direct and inherited), open invitations, roles the caller may give. */
export function fetchTeam(companyId: string, signal?: AbortSignal): Promise<TeamResponse> {
  return apiClient.GET('/companies/{id}/team', { params: { path: { id: companyId } }, signal });
}

export const teamQueryKey = (companyId: string) => [QUERY_ROOTS.team, companyId] as const;

export function teamQuery(companyId: string) {
  return queryOptions({
    queryKey: teamQueryKey(companyId),
    queryFn: ({ signal }) => fetchTeam(companyId, signal),
    staleTime: 60_000,
  });
}

export function useTeam(companyId: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQuery(companyId ?? ''), enabled: Boolean(companyId) && (options.enabled ?? true) });
}
