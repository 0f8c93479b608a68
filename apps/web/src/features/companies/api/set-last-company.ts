import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantProfile } from '@app/shared/auth';
import { apiClient } from '../../../lib/api-client';
import { storeProfile } from '../../auth/api/profile';

/** PATCH /user/merchants/last_company {company_id}: the company a later login opens. */
export function setLastCompany(company_id: string): Promise<MerchantProfile> {
  return apiClient.PATCH('/user/merchants/last_company', { body: { company_id } });
}

export function useSetLastCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLastCompany,
    onSuccess: (profile) => storeProfile(queryClient, 'brand', profile),
  });
}
