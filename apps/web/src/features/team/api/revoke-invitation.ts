import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { teamQueryKey } from './team';

/** DELETE /companies/{id}/team/invitations/{invitation_id}: the link stops working. */
export function revokeInvitation(companyId: string, invitationId: string) {
  return apiClient.DELETE('/companies/{id}/team/invitations/{invitation_id}', {
    params: { path: { id: companyId, invitation_id: invitationId } },
  });
}

export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(companyId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(companyId) }),
  });
}
