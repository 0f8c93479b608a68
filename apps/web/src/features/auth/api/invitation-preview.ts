import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';

export type InvitationPreview = ApiAnswer<'/auth/invite/merchant/preview', 'get'>;

/** GET /auth/invite/merchant/preview?token&email: which company, which role, whether the e-mail has an account. */
export function fetchInvitationPreview(token: string, email: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiClient.GET('/auth/invite/merchant/preview', { params: { query: { token, email } }, auth: 'none', signal });
}

export function invitationPreviewQuery(token: string, email: string) {
  return queryOptions({
    queryKey: ['invitation-preview', token, email],
    queryFn: ({ signal }) => fetchInvitationPreview(token, email, signal),
    // Rate-limited on the server: asked once per page.
    staleTime: Infinity,
    retry: false,
  });
}

export function useInvitationPreview(token: string, email: string) {
  return useQuery({ ...invitationPreviewQuery(token, email), enabled: token.length >= 10 && email.length > 0 });
}
