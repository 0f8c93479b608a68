import { useMutation } from '@tanstack/react-query';
import { smeClient } from '../../../lib/api-client';

/** POST /auth/merchant/complete-signup?is_sme=true {business_name} (SME session) -> merchant profile. */
export function completeSignup(business_name: string) {
  return smeClient.POST('/auth/merchant/complete-signup', {
    params: { query: { is_sme: 'true' } },
    body: { business_name },
  });
}

export function useCompleteSignup() {
  return useMutation({ mutationFn: completeSignup });
}
