import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_STALE_MS, type JobBid } from '@app/shared/jobs';
import { apiClient } from '../../../lib/api-client';
import { jobKeys } from './keys';

/** POST /jobs-marketplace/all_job_bids {job_id}: a job's bids with their whole history. */
export function fetchJobBids(jobId: string, signal?: AbortSignal): Promise<JobBid[]> {
  return apiClient.POST('/jobs-marketplace/all_job_bids', { body: { job_id: jobId }, signal });
}

export function jobBidsQuery(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.bids(jobId),
    queryFn: ({ signal }) => fetchJobBids(jobId, signal),
    staleTime: JOBS_STALE_MS,
    enabled: jobId.length > 0,
  });
}

export function useJobBids(jobId: string | null | undefined) {
  return useQuery(jobBidsQuery(jobId ?? ''));
}
