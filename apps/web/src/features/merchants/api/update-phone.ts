import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantProfile } from '@app/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { storeProfile } from '../../auth/api/profile';

/** PATCH /user/merchant/phone_number {phone_number}: called only when the phone changed (spec section 5). */
export function updatePhone(phone_number: string): Promise<MerchantProfile> {
  return apiClient.PATCH('/user/merchant/phone_number', { body: { phone_number } });
}

export function useUpdatePhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePhone, onSuccess: (profile) => storeProfile(queryClient, 'brand', profile) });
}
