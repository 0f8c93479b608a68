import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Billing } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/**
 * GET /companies/{company_id}/billing (payments.view): how the company pays (M-Pesa with its paying number, or
 * invoice; null until set) and the provider money moves through (SANDBOX until M-Pesa is configured).
 */
export function fetchBilling(companyId: string, signal?: AbortSignal): Promise<Billing> {
  return apiClient.GET('/companies/{company_id}/billing', { params: { path: { company_id: companyId } }, signal });
}

export function billingQuery(companyId: string, enabled = true) {
  return queryOptions({
    queryKey: paymentKeys.billing(companyId),
    queryFn: ({ signal }) => fetchBilling(companyId, signal),
    staleTime: 60_000,
    enabled: enabled && companyId.length > 0,
  });
}

export function useBilling(companyId: string, enabled = true) {
  return useQuery(billingQuery(companyId, enabled));
}
