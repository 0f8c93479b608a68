import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Invitation } from '@app/shared/creator-accounts';
import { creatorClient, isApiError } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** POST /creator/invitations/{id}/accept: makes the assignments (409 once answered or when the campaign ended). */
export function acceptInvitation(id: string): Promise<Invitation> {
  return creatorClient.POST('/creator/invitations/{id}/accept', { params: { path: { id } } });
}

/** POST /creator/invitations/{id}/decline {reason}: ends the campaign's contracts of this creator. */
export function declineInvitation(id: string, reason: string): Promise<Invitation> {
  return creatorClient.POST('/creator/invitations/{id}/decline', { params: { path: { id } }, body: { reason } });
}

/** The answered invitation replaces the cached one; lists, work and contracts follow. */
async function answered(queryClient: QueryClient, invitation: Invitation) {
  queryClient.setQueryData(creatorKeys.invitation(invitation.id), invitation);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: creatorKeys.invitations(), exact: true }),
    queryClient.invalidateQueries({ queryKey: creatorKeys.assignments() }),
    queryClient.invalidateQueries({ queryKey: creatorKeys.contracts() }),
  ]);
}

/** A 409 means the invitation moved on meanwhile (answered elsewhere, the campaign ended): show it as it is now. */
function refreshOnConflict(queryClient: QueryClient, id: string) {
  return (error: unknown) => {
    if (isApiError(error) && error.code === 'CONFLICT')
      void queryClient.invalidateQueries({ queryKey: creatorKeys.invitation(id) });
  };
}

export function useAcceptInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(id),
    onSuccess: (invitation) => answered(queryClient, invitation),
    onError: refreshOnConflict(queryClient, id),
  });
}

export function useDeclineInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineInvitation(id, reason),
    onSuccess: (invitation) => answered(queryClient, invitation),
    onError: refreshOnConflict(queryClient, id),
  });
}
