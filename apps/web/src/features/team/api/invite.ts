import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import type { ApiBody } from '../../../lib/api/types';
import { teamQueryKey } from './team';

export type InviteRequest = ApiBody<'/companies/{id}/team/invitations', 'post'>;

/** POST /companies/{id}/team/invitations {email, role}: e-mails a link to /auth/invite/merchant. */
export function invite(companyId: string, body: InviteRequest): Promise<Invitation> {
  return apiClient.POST('/companies/{id}/team/invitations', { params: { path: { id: companyId } }, body });
}

export function useInvite(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteRequest) => invite(companyId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueryKey(companyId) }),
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.checklist] }),
      ]);
    },
  });
}
