import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsResponse } from '@app/shared/reporting';
import { apiClient } from '../../../lib/api-client';
import { REPORT_STALE_TIME_MS, type ReportClient } from './campaign-metrics';
import { reportingKeys, type ReportSubject } from './keys';

/**
 * POST /reporting/insights: insights from the report's own figures against benchmarks, keyed by platform (ALL for
 * the whole campaign) then category, each `{Insight, Action, CTA}`; with where the benchmarks came from.
 */
export function fetchInsights(
  subject: ReportSubject,
  signal?: AbortSignal,
  client: ReportClient = apiClient,
): Promise<InsightsResponse> {
  return client.POST('/reporting/insights', { body: subject, signal });
}

export function insightsQuery(subject: ReportSubject, client: ReportClient = apiClient) {
  return queryOptions({
    queryKey: reportingKeys.insights(subject, client.session),
    queryFn: ({ signal }) => fetchInsights(subject, signal, client),
    staleTime: REPORT_STALE_TIME_MS,
  });
}

/** Loaded when the modal opens (`enabled`), or earlier for the PDF export. */
export function useInsights(subject: ReportSubject | null, enabled = true, client: ReportClient = apiClient) {
  return useQuery({
    ...insightsQuery(subject ?? { campaign_id: '' }, client),
    enabled: enabled && subject !== null,
  });
}
