import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@app/shared/creator-accounts';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/invitations: the creator's campaign invitations, newest first (409 before the profile is complete). */
export function fetchInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return creatorClient.GET('/creator/invitations', { signal });
}

export function invitationsQuery(enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.invitations(),
    queryFn: ({ signal }) => fetchInvitations(signal),
    enabled,
  });
}

export function useInvitations(enabled = true) {
  return useQuery(invitationsQuery(enabled));
}
