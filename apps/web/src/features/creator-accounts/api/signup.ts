import { useMutation } from '@tanstack/react-query';
import type { CreatorSignupRequest } from '@app/shared/creator-accounts';
import { creatorClient } from '../../../lib/api-client';

/**
 * POST /creator/auth/signup {first_name, last_name, email, phone, password} -> 201 {access_token}: a
 * sign-up token that may only verify the e-mailed 6-digit code (or ask for a new one).
 */
export function creatorSignup(body: CreatorSignupRequest): Promise<{ access_token: string }> {
  return creatorClient.POST('/creator/auth/signup', { body, auth: 'none' });
}

export function useCreatorSignup() {
  return useMutation({ mutationFn: creatorSignup });
}
