import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsPage } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys, paymentsQueryParams, type PaymentFilters } from './keys';

/**
 * GET /companies/{company_id}/payments (payments.view): the balances per currency of the company and its brands, and
 * a page of their fundings, payouts and refunds, newest first, by type, status and days.
 */
export function fetchCompanyPayments(
  companyId: string,
  filters: PaymentFilters,
  signal?: AbortSignal,
): Promise<PaymentsPage> {
  return apiClient.GET('/companies/{company_id}/payments', {
    params: { path: { company_id: companyId }, query: paymentsQueryParams(filters) },
    signal,
  });
}

/** Fresh for 30 seconds (payments move on the server's queue); the last page stays while the next one loads. */
export function companyPaymentsQuery(companyId: string, filters: PaymentFilters) {
  return queryOptions({
    queryKey: paymentKeys.list({ companyId }, filters),
    queryFn: ({ signal }) => fetchCompanyPayments(companyId, filters, signal),
    staleTime: 30_000,
    enabled: companyId.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPayments(companyId: string, filters: PaymentFilters, enabled = true) {
  return useQuery({ ...companyPaymentsQuery(companyId, filters), enabled: enabled && companyId.length > 0 });
}
