import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamResponse } from '@app/shared/companies';
import type { TeamRole } from '@app/shared/permissions';
import { apiClient } from '../../../lib/api-client';
import { refreshMemberships } from '../../../lib/query-keys';
import { teamQueryKey } from './team';

/** PATCH /companies/{id}/team/members/{merchant_id} {role} -> the team. */
export function changeRole(companyId: string, merchantId: string, role: TeamRole): Promise<TeamResponse> {
  return apiClient.PATCH('/companies/{id}/team/members/{merchant_id}', {
    params: { path: { id: companyId, merchant_id: merchantId } },
    body: { role },
  });
}

export function useChangeRole(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, role }: { merchantId: string; role: TeamRole }) =>
      changeRole(companyId, merchantId, role),
    onSuccess: async (team) => {
      queryClient.setQueryData(teamQueryKey(companyId), team);
      await refreshMemberships(queryClient);
    },
  });
}
