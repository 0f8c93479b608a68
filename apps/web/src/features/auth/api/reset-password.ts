import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/reset_password/merchant {email}: always the same reply. */
export function requestPasswordReset(email: string) {
  return apiClient.POST('/auth/reset_password/merchant', { body: { email }, auth: 'none' });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
