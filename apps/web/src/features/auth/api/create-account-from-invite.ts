import { useMutation } from '@tanstack/react-query';
import type { MerchantProfile } from '@app/shared/auth';
import { apiClient } from '../../../lib/api-client';

export interface CreateAccountFromInviteRequest {
  token: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  phone: string;
}

/** The reply is not fixed yet: it may log the new merchant in. */
export interface CreateAccountFromInviteResponse {
  access_token?: string;
  merchant_profile?: MerchantProfile;
  message?: string;
}

/** POST /auth/create_account_from_invite/merchant (its API arrives with the teams issue). */
export function createAccountFromInvite(body: CreateAccountFromInviteRequest): Promise<CreateAccountFromInviteResponse | null> {
  return apiClient.post<CreateAccountFromInviteResponse | null>('/auth/create_account_from_invite/merchant', body, { auth: 'none' });
}

export function useCreateAccountFromInvite() {
  return useMutation({ mutationFn: createAccountFromInvite });
}
