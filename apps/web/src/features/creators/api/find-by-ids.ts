import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CreatorSearchResult } from '@app/shared/creators';
import { FIND_BY_IDS_CHUNK } from '@app/shared/creator-options';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { cleanIds, fetchInChunks } from '../lib/chunked';

export type FindByIdsResponse = ApiAnswer<'/influencers/find_by_ids', 'post'>;

/** POST /influencers/find_by_ids for one chunk of at most 50 ids. */
export function findByIdsPage(ids: number[], signal?: AbortSignal): Promise<FindByIdsResponse> {
  return apiClient.POST('/influencers/find_by_ids', {
    body: { ids, page_size: FIND_BY_IDS_CHUNK, page_number: 1 },
    signal,
  });
}

/** Creators by id, in the order given, looked up in chunks of 50 (spec sections 5 and 9). Unknown ids are left out. */
export function findCreatorsByIds(ids: readonly number[], signal?: AbortSignal): Promise<CreatorSearchResult[]> {
  return fetchInChunks(cleanIds(ids), async (part) => (await findByIdsPage(part, signal)).influencers);
}

export function creatorsByIdsQuery(ids: readonly number[]) {
  const clean = cleanIds(ids);
  return queryOptions({
    queryKey: [QUERY_ROOTS.creators, 'by-ids', clean],
    queryFn: ({ signal }) => findCreatorsByIds(clean, signal),
    enabled: clean.length > 0,
    staleTime: 60_000,
  });
}

export function useCreatorsByIds(ids: readonly number[]) {
  return useQuery(creatorsByIdsQuery(ids));
}
