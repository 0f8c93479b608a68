import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantProfile } from '@app/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { storeProfile } from '../../auth/api/profile';

/** POST /user/merchant/avatar, multipart field `file` (jpeg or png, at most 5 MB) -> profile. */
export function uploadAvatar(file: File): Promise<MerchantProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.POST('/user/merchant/avatar', { form });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (profile) => storeProfile(queryClient, 'brand', profile) });
}
