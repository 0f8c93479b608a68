import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamResponse } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { refreshMemberships } from '../../../lib/query-keys';
import { teamQueryKey } from './team';

/** DELETE /companies/{id}/team/members/{merchant_id} -> the team. */
export function removeMember(companyId: string, merchantId: string): Promise<TeamResponse> {
  return apiClient.DELETE('/companies/{id}/team/members/{merchant_id}', {
    params: { path: { id: companyId, merchant_id: merchantId } },
  });
}

export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merchantId: string) => removeMember(companyId, merchantId),
    onSuccess: async (team) => {
      queryClient.setQueryData(teamQueryKey(companyId), team);
      await refreshMemberships(queryClient);
    },
  });
}
