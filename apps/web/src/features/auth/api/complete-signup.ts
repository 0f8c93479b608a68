import { useMutation } from '@tanstack/react-query';
import type { MerchantProfile } from '@app/shared/auth';
import { smeClient } from '../../../lib/api-client';

/** POST /auth/merchant/complete-signup?is_sme=true {business_name} (SME session) -> merchant profile. */
export function completeSignup(business_name: string): Promise<MerchantProfile> {
  return smeClient.post<MerchantProfile>('/auth/merchant/complete-signup', { business_name }, { query: { is_sme: true } });
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}
