import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { jobKeys } from './keys';

export type CountryCurrency = ApiAnswer<'/conf/currencies/countries/{country}', 'get'>[number];

/** GET /conf/currencies/countries/{country}: the currencies a job there may use, the country's own first. */
export function fetchCountryCurrencies(country: string, signal?: AbortSignal): Promise<CountryCurrency[]> {
  return apiClient.GET('/conf/currencies/countries/{country}', { params: { path: { country } }, signal });
}

export function countryCurrenciesQuery(country: string) {
  return queryOptions({
    queryKey: jobKeys.countryCurrencies(country),
    queryFn: ({ signal }) => fetchCountryCurrencies(country, signal),
    enabled: country.length === 2,
    staleTime: 60 * 60 * 1000,
  });
}

export function useCountryCurrencies(country: string) {
  return useQuery(countryCurrenciesQuery(country));
}
