import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantProfile, UpdateMerchantRequest } from '@app/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { storeProfile } from '../../auth/api/profile';

/** PUT /user/merchant {first_name, last_name, business_name?, date_of_birth?, avatar_url?, accepted_terms_version?}. */
export function updateProfile(body: UpdateMerchantRequest): Promise<MerchantProfile> {
  return apiClient.PUT('/user/merchant', { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => storeProfile(queryClient, 'brand', profile),
  });
}
