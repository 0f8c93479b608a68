import { useMutation } from '@tanstack/react-query';
import { creatorClient } from '../../../lib/api-client';

/**
 * POST /creator/auth/reset_password {email}: e-mails a /creator/reset-password link (same reply whether or not the
 * account exists).
 */
export function requestCreatorPasswordReset(email: string) {
  return creatorClient.POST('/creator/auth/reset_password', { body: { email }, auth: 'none' });
}

export function useRequestCreatorPasswordReset() {
  return useMutation({ mutationFn: requestCreatorPasswordReset });
}
