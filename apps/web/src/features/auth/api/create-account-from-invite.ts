import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';

export type CreateAccountFromInviteRequest = ApiBody<'/auth/create_account_from_invite/merchant', 'post'>;

/**
 * POST /auth/create_account_from_invite/merchant -> 201 {access_token, merchant_profile, is_sme}: the new account is
 * logged in.
 */
export function createAccountFromInvite(body: CreateAccountFromInviteRequest) {
  return apiClient.POST('/auth/create_account_from_invite/merchant', { body, auth: 'none' });
}

export function useCreateAccountFromInvite() {
  return useMutation({ mutationFn: createAccountFromInvite });
}
