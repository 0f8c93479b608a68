import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contentCreatorTypeSchema } from '@app/shared/config';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type ContentCreatorType = z.infer<typeof contentCreatorTypeSchema>;

/** GET /content-creator-types -> [{id, name, description}]. */
export function fetchContentCreatorTypes(signal?: AbortSignal): Promise<ContentCreatorType[]> {
  return apiClient.get<ContentCreatorType[]>('/content-creator-types', { auth: 'none', signal });
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
