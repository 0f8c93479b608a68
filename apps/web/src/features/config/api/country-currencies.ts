import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { configKeys } from './keys';

export type CountryCurrency = ApiAnswer<'/conf/currencies/countries/{country}', 'get'>[number];

/** GET /conf/currencies/countries/{country}: the currencies a campaign or a job there may use, its own first. */
export function fetchCountryCurrencies(country: string, signal?: AbortSignal): Promise<CountryCurrency[]> {
  return apiClient.GET('/conf/currencies/countries/{country}', { params: { path: { country } }, signal });
}

export function countryCurrenciesQuery(country: string) {
  return queryOptions({
    queryKey: configKeys.countryCurrencies(country),
    queryFn: ({ signal }) => fetchCountryCurrencies(country, signal),
    enabled: country.length === 2,
    staleTime: 60 * 60 * 1000,
  });
}

export function useCountryCurrencies(country: string) {
  return useQuery(countryCurrenciesQuery(country));
}
