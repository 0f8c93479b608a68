import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SmeContentItem } from '@app/shared/sme';
import { smeClient } from '../../../lib/api-client';
import { contentKeys, type SmeContentsQuery } from './keys';

export interface SmeContentsPage {
  results: SmeContentItem[];
  results_count: number;
  page_number: number;
  page_size: number;
}

/**
 * GET /sme/{sme_id}/contents?filter&page_number&page_size (SME session): every piece the business's creators made,
 * newest first (ALL, TO_REVIEW: drafts and live links waiting for the owner, LIVE: verified posts with their figures).
 */
export function fetchSmeContents(
  smeId: string,
  query: SmeContentsQuery,
  signal?: AbortSignal,
): Promise<SmeContentsPage> {
  return smeClient.GET('/sme/{sme_id}/contents', { params: { path: { sme_id: smeId }, query }, signal });
}

/** Fresh for 30 seconds (creators keep submitting); the last page stays on screen while the next one loads. */
export function smeContentsQuery(smeId: string, query: SmeContentsQuery) {
  return queryOptions({
    queryKey: contentKeys.smeContents(smeId, query),
    queryFn: ({ signal }) => fetchSmeContents(smeId, query, signal),
    staleTime: 30_000,
    enabled: smeId.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSmeContents(smeId: string, query: SmeContentsQuery) {
  return useQuery(smeContentsQuery(smeId, query));
}
