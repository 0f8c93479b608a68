import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@app/shared/auth';
import type { CreatorProfile } from '@app/shared/creator-accounts';
import { creatorClient } from '../../../lib/api-client';

/** POST /creator/auth/login {username, password} -> {access_token, creator_profile}. */
export function creatorLogin(body: LoginRequest): Promise<{ access_token: string; creator_profile: CreatorProfile }> {
  return creatorClient.POST('/creator/auth/login', { body, auth: 'none' });
}

export function useCreatorLogin() {
  return useMutation({ mutationFn: creatorLogin });
}
