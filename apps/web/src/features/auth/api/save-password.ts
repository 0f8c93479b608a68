import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface SavePasswordRequest {
  email: string;
  password: string;
  token: string;
}

/** POST /auth/save_password/merchant {email, password, token}. */
export function savePassword(body: SavePasswordRequest): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/save_password/merchant', body, { auth: 'none' });
}

export function useSavePassword() {
  return useMutation({ mutationFn: savePassword });
}
