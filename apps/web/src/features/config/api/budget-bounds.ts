import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { configKeys } from './keys';

export type BudgetBounds = ApiAnswer<'/conf/budget_min_max/{currency}', 'get'>;

/** GET /conf/budget_min_max/{currency} -> {currency, min_minor, max_minor} in minor units. */
export function fetchBudgetBounds(currency: string, signal?: AbortSignal): Promise<BudgetBounds> {
  return apiClient.GET('/conf/budget_min_max/{currency}', { params: { path: { currency } }, signal });
}

export function budgetBoundsQuery(currency: string) {
  return queryOptions({
    queryKey: configKeys.budgetBounds(currency),
    queryFn: ({ signal }) => fetchBudgetBounds(currency, signal),
    enabled: currency.length === 3,
    staleTime: 60 * 60 * 1000,
  });
}

export function useBudgetBounds(currency: string) {
  return useQuery(budgetBoundsQuery(currency));
}
