/** The filters of a brand's job lists (spec section 7: brand_id, optional platform and currency). */
export interface JobListFilters {
  brandId: string;
  platform?: string | null;
  currency?: string | null;
}

/** The JSON body of a job list call: empty filters left out. */
export function jobListBody({ brandId, platform, currency }: JobListFilters) {
  return { brand_id: brandId, ...(platform ? { platform } : {}), ...(currency ? { currency } : {}) };
}

/**
 * Query keys of the job marketplace: everything under one root, so a change to a job or a bid
 * refreshes the lists, the job and its bids together.
 */
export const JOBS_ROOT = 'jobs';

export const jobKeys = {
  all: [JOBS_ROOT] as const,
  lists: [JOBS_ROOT, 'list'] as const,
  list: (kind: 'all' | 'agreed', filters: JobListFilters) => [JOBS_ROOT, 'list', kind, jobListBody(filters)] as const,
  detail: (jobId: string) => [JOBS_ROOT, 'detail', jobId] as const,
  bids: (jobId: string) => [JOBS_ROOT, 'bids', jobId] as const,
  bid: (bidId: string) => [JOBS_ROOT, 'bid', bidId] as const,
};
