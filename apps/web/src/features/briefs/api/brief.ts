import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brief } from '@app/shared/briefs';
import { msClient } from '../../../lib/api-client';
import { briefKeys } from './keys';

/** POST /briefs/get_brief {brief_id}. */
export function fetchBrief(briefId: string, signal?: AbortSignal): Promise<Brief> {
  return msClient.POST('/briefs/get_brief', { body: { brief_id: briefId }, signal });
}

export function briefQuery(briefId: string) {
  return queryOptions({
    queryKey: briefKeys.detail(briefId),
    queryFn: ({ signal }) => fetchBrief(briefId, signal),
    enabled: briefId.length > 0,
  });
}

export function useBrief(briefId: string) {
  return useQuery(briefQuery(briefId));
}
