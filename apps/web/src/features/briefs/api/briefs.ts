import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Brief } from '@app/shared/briefs';
import { msClient } from '../../../lib/api-client';
import { briefKeys } from './keys';

/**
 * POST /briefs/get_briefs {brand_id, name?}: a brand's briefs, newest change first; `name` narrows by part of the name.
 */
export async function fetchBriefs(brandId: string, name: string, signal?: AbortSignal): Promise<Brief[]> {
  const trimmed = name.trim();
  const answer = await msClient.POST('/briefs/get_briefs', {
    body: { brand_id: brandId, ...(trimmed ? { name: trimmed } : {}) },
    signal,
  });
  return answer.briefs;
}

export function briefsQuery(brandId: string, name: string) {
  return queryOptions({
    queryKey: briefKeys.list(brandId, name.trim()),
    queryFn: ({ signal }) => fetchBriefs(brandId, name, signal),
    enabled: brandId.length > 0,
    // While a new search runs, the last list stays on screen (no flash of the loading state).
    placeholderData: keepPreviousData,
  });
}

export function useBriefs(brandId: string | null, name: string) {
  return useQuery(briefsQuery(brandId ?? '', name));
}
