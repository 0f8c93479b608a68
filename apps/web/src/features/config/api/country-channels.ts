import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel } from '@app/shared/config';
import { apiClient } from '../../../lib/api-client';
import { configKeys } from './keys';

/** GET /conf/channels/countries/{country}: the channels (with levels and post content types) available in a country. */
export function fetchCountryChannels(country: string, signal?: AbortSignal): Promise<Channel[]> {
  return apiClient.GET('/conf/channels/countries/{country}', { params: { path: { country } }, signal });
}

export function countryChannelsQuery(country: string) {
  return queryOptions({
    queryKey: configKeys.countryChannels(country),
    queryFn: ({ signal }) => fetchCountryChannels(country, signal),
    enabled: country.length === 2,
    staleTime: 60 * 60 * 1000,
  });
}

export function useCountryChannels(country: string) {
  return useQuery(countryChannelsQuery(country));
}
