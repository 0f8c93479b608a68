import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@app/shared/auth';
import { clientFor } from '../../../lib/api-client';
import type { SessionKind } from '../../../lib/session';

/** POST /auth/login/merchant {username, password} -> {access_token, merchant_profile, is_sme}. */
export function login(body: LoginRequest, via: SessionKind = 'brand'): Promise<LoginResponse> {
  return clientFor(via).POST('/auth/login/merchant', { body, auth: 'none' });
}

export function useLogin(via: SessionKind = 'brand') {
  return useMutation({ mutationFn: (body: LoginRequest) => login(body, via) });
}
