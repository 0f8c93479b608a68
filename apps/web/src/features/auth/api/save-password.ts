import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiBody } from '../../../lib/api/types';

export type SavePasswordRequest = ApiBody<'/auth/save_password/merchant', 'post'>;

/** POST /auth/save_password/merchant {email, password, token}. */
export function savePassword(body: SavePasswordRequest) {
  return apiClient.POST('/auth/save_password/merchant', { body, auth: 'none' });
}

export function useSavePassword() {
  return useMutation({ mutationFn: savePassword });
}
