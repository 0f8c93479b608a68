import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetail } from '@app/shared/content';
import { apiClient, type ApiClient, type MainPaths } from '../../../lib/api-client';
import { contentKeys } from './keys';

/**
 * GET /content/{id}: one item for its reviewer: every round with its files, caption check and comments, the live
 * link and its reviews, the brief's requirements, and the moves the caller may make now. The brand's session by
 * default; the SME area passes `smeClient`.
 */
export function fetchContent(
  contentId: string,
  signal?: AbortSignal,
  client: ApiClient<MainPaths> = apiClient,
): Promise<ContentDetail> {
  return client.GET('/content/{id}', { params: { path: { id: contentId } }, signal });
}

export function contentQuery(contentId: string, client: ApiClient<MainPaths> = apiClient) {
  return queryOptions({
    queryKey: contentKeys.detail(contentId, client.session),
    queryFn: ({ signal }) => fetchContent(contentId, signal, client),
    staleTime: 30_000,
    enabled: contentId.length > 0,
  });
}

export function useContent(contentId: string, client: ApiClient<MainPaths> = apiClient) {
  return useQuery(contentQuery(contentId, client));
}
