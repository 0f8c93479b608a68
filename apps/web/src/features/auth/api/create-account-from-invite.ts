import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@app/shared/auth';
import { apiClient } from '../../../lib/api-client';

export interface CreateAccountFromInviteRequest {
  token: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  phone?: string;
}

/** POST /auth/create_account_from_invite/merchant -> 201 {access_token, merchant_profile, is_sme}: the new account is logged in. */
export function createAccountFromInvite(body: CreateAccountFromInviteRequest): Promise<LoginResponse> {
  return apiClient.post<LoginResponse>('/auth/create_account_from_invite/merchant', body, { auth: 'none' });
}

export function useCreateAccountFromInvite() {
  return useMutation({ mutationFn: createAccountFromInvite });
}
