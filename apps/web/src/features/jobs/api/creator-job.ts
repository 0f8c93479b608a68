import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_STALE_MS } from '@app/shared/jobs';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';
import type { CreatorJob } from './creator-jobs';

/** GET /creator/jobs/{id}: one open job this creator may bid on (404 once it is closed or its bidding has ended). */
export function fetchCreatorJob(id: string, signal?: AbortSignal): Promise<CreatorJob> {
  return creatorClient.GET('/creator/jobs/{id}', { params: { path: { id } }, signal });
}

export function creatorJobQuery(id: string, enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.job(id),
    queryFn: ({ signal }) => fetchCreatorJob(id, signal),
    enabled: enabled && id.length > 0,
    staleTime: JOBS_STALE_MS,
  });
}

export function useCreatorJob(id: string, enabled = true) {
  return useQuery(creatorJobQuery(id, enabled));
}
