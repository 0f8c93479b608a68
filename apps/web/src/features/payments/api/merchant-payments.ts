import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsPage } from '@app/shared/payments';
import { apiClient } from '../../../lib/api-client';
import { paymentKeys, paymentsQueryParams, type PaymentFilters } from './keys';

/**
 * GET /payments: the same list across every company whose payments the merchant may read (each row names its
 * company), with the balances of them all.
 */
export function fetchMerchantPayments(filters: PaymentFilters, signal?: AbortSignal): Promise<PaymentsPage> {
  return apiClient.GET('/payments', { params: { query: paymentsQueryParams(filters) }, signal });
}

export function merchantPaymentsQuery(filters: PaymentFilters) {
  return queryOptions({
    queryKey: paymentKeys.list('all', filters),
    queryFn: ({ signal }) => fetchMerchantPayments(filters, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useMerchantPayments(filters: PaymentFilters, enabled = true) {
  return useQuery({ ...merchantPaymentsQuery(filters), enabled });
}
