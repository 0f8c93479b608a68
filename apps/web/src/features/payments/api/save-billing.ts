import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Billing, BillingMode } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { paymentKeys } from './keys';

export interface SaveBillingInput {
  billing_mode: BillingMode;
  /** The paying number (M-Pesa only); the server keeps it in its canonical form (2547XXXXXXXX). */
  mpesa_phone?: string;
}

/**
 * PUT /companies/{company_id}/billing {billing_mode, mpesa_phone?} (owners: payments.manage) -> the billing.
 * 400 names `mpesa_phone` for a number M-Pesa cannot take; 403 for other roles.
 */
export function saveBilling(companyId: string, input: SaveBillingInput): Promise<Billing> {
  return apiClient.PUT('/companies/{company_id}/billing', {
    params: { path: { company_id: companyId } },
    body: input.billing_mode === 'MPESA' ? input : { billing_mode: input.billing_mode },
  });
}

export function useSaveBilling(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBillingInput) => saveBilling(companyId, input),
    onSuccess: async (billing) => {
      queryClient.setQueryData(paymentKeys.billing(companyId), billing);
      await Promise.all([
        // The onboarding checklist's billing_mode_added, and the profile's list of paying numbers.
        queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.checklist] }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.profile }),
      ]);
    },
  });
}
