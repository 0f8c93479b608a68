import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@app/shared/content';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/content/{id}: one of my posts' content, with its rounds, reviewers' comments and caption checks. */
export function fetchCreatorContent(id: string, signal?: AbortSignal): Promise<ContentItem> {
  return creatorClient.GET('/creator/content/{id}', { params: { path: { id } }, signal });
}

export function creatorContentQuery(id: string, enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.content(id),
    queryFn: ({ signal }) => fetchCreatorContent(id, signal),
    enabled: enabled && id.length > 0,
  });
}

export function useCreatorContent(id: string, enabled = true) {
  return useQuery(creatorContentQuery(id, enabled));
}
