import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contentQueueSchema } from '@app/shared/content';
import { apiClient } from '../../../lib/api-client';
import type { ApiQuery } from '../../../lib/api/types';
import { contentKeys, type ContentQueueFilters } from './keys';

export type ContentQueue = z.infer<typeof contentQueueSchema>;
type QueueQuery = ApiQuery<'/companies/{company_id}/content', 'get'>;

const PAGE_SIZES = ['5', '10', '20', '50'] as const;

/** The query string of a queue call: defaults and empty filters left out. */
export function contentQueueParams(filters: ContentQueueFilters): QueueQuery {
  const size = String(filters.pageSize);
  return {
    status: filters.status,
    ...(filters.campaignId ? { campaign_id: filters.campaignId } : {}),
    ...(filters.creatorId !== null ? { creator_id: String(filters.creatorId) } : {}),
    ...(filters.late ? { late: 'true' as const } : {}),
    page_number: String(filters.page),
    ...((PAGE_SIZES as readonly string[]).includes(size) ? { page_size: size as QueueQuery['page_size'] } : {}),
  };
}

/**
 * GET /companies/{company_id}/content: the pre-approval queue of a company and its brands, a page at a time, by
 * status (TO_REVIEW: what a reviewer still has to act on), campaign, creator and lateness.
 */
export function fetchContentQueue(
  companyId: string,
  filters: ContentQueueFilters,
  signal?: AbortSignal,
): Promise<ContentQueue> {
  return apiClient.GET('/companies/{company_id}/content', {
    params: { path: { company_id: companyId }, query: contentQueueParams(filters) },
    signal,
  });
}

/** Fresh for 30 seconds (others review too); the last page stays on screen while the next one loads. */
export function contentQueueQuery(companyId: string, filters: ContentQueueFilters) {
  return queryOptions({
    queryKey: contentKeys.queue(companyId, filters),
    queryFn: ({ signal }) => fetchContentQueue(companyId, filters, signal),
    staleTime: 30_000,
    enabled: companyId.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useContentQueue(companyId: string, filters: ContentQueueFilters) {
  return useQuery(contentQueueQuery(companyId, filters));
}
