import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamRole } from '@app/shared/permissions';
import { apiClient } from '../../../lib/api-client';

export interface InvitationPreview {
  email: string;
  company_name: string;
  role: TeamRole;
  invited_by: string | null;
  account_exists: boolean;
}

/** GET /auth/invite/merchant/preview?token&email: which company, which role, whether the e-mail has an account. */
export function fetchInvitationPreview(token: string, email: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiClient.get<InvitationPreview>('/auth/invite/merchant/preview', { auth: 'none', query: { token, email }, signal });
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
