import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@app/shared/companies';
import { apiClient } from '../../../lib/api-client';
import { teamQueryKey } from './team';

/** POST /companies/{id}/team/invitations/{invitation_id}/resend: a fresh link; the old one stops working. */
export function resendInvitation(companyId: string, invitationId: string): Promise<Invitation> {
  return apiClient.POST('/companies/{id}/team/invitations/{invitation_id}/resend', {
    params: { path: { id: companyId, invitation_id: invitationId } },
  });
}

export function useResendInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(companyId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey(companyId) }),
  });
}
