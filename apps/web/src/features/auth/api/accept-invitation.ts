import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshMemberships } from '../../../lib/query-keys';
import { storeProfile } from './profile';

/** POST /auth/accept_invite/merchant {token}: a logged-in account joins the inviting company -> profile. */
export function acceptInvitation(token: string) {
  return apiClient.POST('/auth/accept_invite/merchant', { body: { token } });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async (profile) => {
      storeProfile(queryClient, 'brand', profile);
      await refreshMemberships(queryClient);
    },
  });
}
