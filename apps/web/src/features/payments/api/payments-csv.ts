import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { paymentsQueryParams, type PaymentFilters, type PaymentsScope } from './keys';

/**
 * GET /companies/{company_id}/payments?format=csv or GET /payments?format=csv: every row the filters match (not only
 * the page on screen) as a CSV, fetched with the bearer token as a Blob.
 */
export function fetchPaymentsCsv(scope: PaymentsScope, filters: PaymentFilters): Promise<Blob> {
  const { page_number: _page, page_size: _size, ...query } = paymentsQueryParams(filters);
  const answer =
    scope === 'all'
      ? apiClient.GET('/payments', { params: { query: { ...query, format: 'csv' } }, as: 'blob' })
      : apiClient.GET('/companies/{company_id}/payments', {
          params: { path: { company_id: scope.companyId }, query: { ...query, format: 'csv' } },
          as: 'blob',
        });
  return answer as Promise<unknown> as Promise<Blob>;
}

/** On demand (the Download CSV button). */
export function usePaymentsCsv(scope: PaymentsScope) {
  return useMutation({ mutationFn: (filters: PaymentFilters) => fetchPaymentsCsv(scope, filters) });
}
