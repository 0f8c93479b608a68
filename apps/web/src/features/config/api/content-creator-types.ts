import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type ContentCreatorType = ApiAnswer<'/content-creator-types', 'get'>[number];

/** GET /content-creator-types -> [{id, name, description}]. */
export function fetchContentCreatorTypes(signal?: AbortSignal) {
  return apiClient.GET('/content-creator-types', { auth: 'none', signal });
}

export const contentCreatorTypesQuery = queryOptions({
  queryKey: [QUERY_ROOTS.config, 'content-creator-types'],
  queryFn: ({ signal }) => fetchContentCreatorTypes(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useContentCreatorTypes() {
  return useQuery(contentCreatorTypesQuery);
}
