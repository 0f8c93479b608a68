import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricSnapshot } from '@app/shared/reporting';
import { apiClient } from '../../../lib/api-client';
import { metricKeys } from './metric-keys';

/** GET /content/{id}/metrics (reports.view): a live post's readings, newest first, creators' reports among them. */
export function fetchPostReadings(contentId: string, signal?: AbortSignal): Promise<MetricSnapshot[]> {
  return apiClient.GET('/content/{id}/metrics', { params: { path: { id: contentId } }, signal });
}

export function postReadingsQuery(contentId: string) {
  return queryOptions({
    queryKey: metricKeys.post(contentId),
    queryFn: ({ signal }) => fetchPostReadings(contentId, signal),
    staleTime: 30_000,
    enabled: contentId.length > 0,
  });
}

export function usePostReadings(contentId: string) {
  return useQuery(postReadingsQuery(contentId));
}
