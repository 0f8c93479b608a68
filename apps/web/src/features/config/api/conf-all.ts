import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConfigBundle } from '@app/shared/config';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /conf/all: categories, channels with levels and content types, countries, locations, statuses. Public. */
export function fetchConfigBundle(signal?: AbortSignal): Promise<ConfigBundle> {
  return apiClient.GET('/conf/all', { auth: 'none', signal });
}

/** Reference data changes with a release, not within a session: fetched once, kept for the session. */
export const configBundleQuery = queryOptions({
  queryKey: [QUERY_ROOTS.config, 'all'],
  queryFn: ({ signal }) => fetchConfigBundle(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useConfigBundle() {
  return useQuery(configBundleQuery);
}
