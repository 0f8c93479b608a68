import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient } from '../../../lib/api-client';
import { contentKeys } from './keys';

/**
 * GET /content/{id}: one item for its reviewer: every round with its files, caption check and comments, the live
 * link and its reviews, the brief's requirements, and the moves the caller may make now.
 */
export function fetchContent(contentId: string, signal?: AbortSignal): Promise<ContentDetail> {
  return apiClient.GET('/content/{id}', { params: { path: { id: contentId } }, signal });
}

export function contentQuery(contentId: string) {
  return queryOptions({
    queryKey: contentKeys.detail(contentId),
    queryFn: ({ signal }) => fetchContent(contentId, signal),
    staleTime: 30_000,
    enabled: contentId.length > 0,
  });
}

export function useContent(contentId: string) {
  return useQuery(contentQuery(contentId));
}
