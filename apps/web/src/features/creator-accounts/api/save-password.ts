import { useMutation } from '@tanstack/react-query';
import { creatorClient } from '../../../lib/api-client';

/**
 * POST /creator/auth/save_password {email, password, token}: the new password; every creator session of the account
 * ends.
 */
export function saveCreatorPassword(body: { email: string; password: string; token: string }) {
  return creatorClient.POST('/creator/auth/save_password', { body, auth: 'none' });
}

export function useSaveCreatorPassword() {
  return useMutation({ mutationFn: saveCreatorPassword });
}
