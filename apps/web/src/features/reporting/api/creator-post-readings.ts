import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricSnapshot } from '@app/shared/reporting';
import { creatorClient } from '../../../lib/api-client';
import { metricKeys } from './metric-keys';

/** GET /creator/content/{id}/metrics: my live post's readings and reports, newest first. */
export function fetchCreatorPostReadings(contentId: string, signal?: AbortSignal): Promise<MetricSnapshot[]> {
  return creatorClient.GET('/creator/content/{id}/metrics', { params: { path: { id: contentId } }, signal });
}

export function creatorPostReadingsQuery(contentId: string) {
  return queryOptions({
    queryKey: metricKeys.creatorPost(contentId),
    queryFn: ({ signal }) => fetchCreatorPostReadings(contentId, signal),
    enabled: contentId.length > 0,
  });
}

export function useCreatorPostReadings(contentId: string) {
  return useQuery(creatorPostReadingsQuery(contentId));
}
