import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_STALE_MS, type JobListing } from '@app/shared/jobs';
import { apiClient } from '../../../lib/api-client';
import { jobKeys, jobListBody, type JobListFilters } from './keys';

/** Which list: every job of the brand (drafts included), or only those with an accepted bid. */
export type JobListKind = 'all' | 'agreed';

/**
 * POST /jobs-marketplace/get_jobs (all) or /jobs-marketplace/campaign_jobs (with an agreement):
 * the brand's jobs as job listings, optionally of one platform and one currency.
 */
export function fetchJobListings(
  kind: JobListKind,
  filters: JobListFilters,
  signal?: AbortSignal,
): Promise<JobListing[]> {
  const body = jobListBody(filters);
  return kind === 'agreed'
    ? apiClient.POST('/jobs-marketplace/campaign_jobs', { body, signal })
    : apiClient.POST('/jobs-marketplace/get_jobs', { body, signal });
}

/**
 * Cached 5 minutes (spec section 7); a failed refresh keeps the cached list (TanStack keeps `data`, the page says so).
 */
export function jobListingsQuery(kind: JobListKind, filters: JobListFilters) {
  return queryOptions({
    queryKey: jobKeys.list(kind, filters),
    queryFn: ({ signal }) => fetchJobListings(kind, filters, signal),
    staleTime: JOBS_STALE_MS,
    enabled: filters.brandId.length > 0,
  });
}

export function useJobListings(kind: JobListKind, filters: JobListFilters) {
  return useQuery(jobListingsQuery(kind, filters));
}
