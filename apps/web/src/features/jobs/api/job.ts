import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_STALE_MS, type Job } from '@app/shared/jobs';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** GET /jobs-marketplace/jobs/{id}: one job with its expanded tasks. */
export function fetchJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return apiClient.GET('/jobs-marketplace/jobs/{id}', { params: { path: { id: jobId } }, signal });
}

export function jobQuery(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => fetchJob(jobId, signal),
    staleTime: JOBS_STALE_MS,
    enabled: jobId.length > 0,
  });
}

export function useJob(jobId: string | null | undefined) {
  return useQuery(jobQuery(jobId ?? ''));
}
