import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@app/shared/creator-accounts';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/invitations/{id} (the id is the campaign's). */
export function fetchInvitation(id: string, signal?: AbortSignal): Promise<Invitation> {
  return creatorClient.GET('/creator/invitations/{id}', { params: { path: { id } }, signal });
}

export function invitationQuery(id: string, enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.invitation(id),
    queryFn: ({ signal }) => fetchInvitation(id, signal),
    enabled: enabled && id.length > 0,
  });
}

export function useInvitation(id: string, enabled = true) {
  return useQuery(invitationQuery(id, enabled));
}
