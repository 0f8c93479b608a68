import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { creatorJobSchema, JOBS_STALE_MS } from '@app/shared/jobs';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** A job as a creator sees it: its tasks with counts, budget in whole units, the bid window, and their own bid. */
export type CreatorJob = z.infer<typeof creatorJobSchema>;

export interface CreatorJobsQuery {
  channel: string | null;
  page_number: number;
  page_size: number;
}

export interface CreatorJobsPage {
  results: CreatorJob[];
  results_count: number;
}

/** GET /creator/jobs: the open jobs this creator may bid on (409 about `profile` before the profile is complete). */
export function fetchCreatorJobs(query: CreatorJobsQuery, signal?: AbortSignal): Promise<CreatorJobsPage> {
  return creatorClient.GET('/creator/jobs', {
    params: {
      query: { channel: query.channel ?? undefined, page_number: query.page_number, page_size: query.page_size },
    },
    signal,
  });
}

/**
 * Job lists are cached for 5 minutes (spec section 7); a bid refreshes them. The previous page stays shown while the
 * next loads.
 */
export function creatorJobsQuery(query: CreatorJobsQuery, enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.jobList(query),
    queryFn: ({ signal }) => fetchCreatorJobs(query, signal),
    enabled,
    staleTime: JOBS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useCreatorJobs(query: CreatorJobsQuery, enabled = true) {
  return useQuery(creatorJobsQuery(query, enabled));
}
