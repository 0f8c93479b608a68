import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { teamPath, teamQueryKey } from './team';

/** DELETE /companies/{id}/team/invitations/{invitation_id}: the link stops working. */
export function revokeInvitation(companyId: string, invitationId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`${teamPath(companyId)}/invitations/${encodeURIComponent(invitationId)}`);
}

export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(companyId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(companyId) }),
  });
}
