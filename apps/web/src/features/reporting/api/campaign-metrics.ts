import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignMetricsResponse } from '@app/shared/reporting';
import { apiClient, type ApiClient, type MainPaths } from '../../../lib/api-client';
import { reportingKeys, type ReportSubject } from './keys';

/** Figures move with each reading (hourly at most): a report read a minute ago is fresh enough. */
export const REPORT_STALE_TIME_MS = 60_000;

/** The client a report is read with: the brand's session (`apiClient`, the default) or the SME's (`smeClient`). */
export type ReportClient = ApiClient<MainPaths>;

/**
 * POST /reporting/campaign_metrics {campaign_id} or {brand_id, from, to}: the figures per day (one label per day),
 * per creator and in total, the live posts (one metrics card each) and where the figures came from.
 */
export function fetchCampaignMetrics(
  subject: ReportSubject,
  signal?: AbortSignal,
  client: ReportClient = apiClient,
): Promise<CampaignMetricsResponse> {
  return client.POST('/reporting/campaign_metrics', { body: subject, signal });
}

export function campaignMetricsQuery(subject: ReportSubject, client: ReportClient = apiClient) {
  return queryOptions({
    queryKey: reportingKeys.metrics(subject, client.session),
    queryFn: ({ signal }) => fetchCampaignMetrics(subject, signal, client),
    staleTime: REPORT_STALE_TIME_MS,
  });
}

/** `subject` null: nothing chosen yet (no call). */
export function useCampaignMetrics(subject: ReportSubject | null, client: ReportClient = apiClient) {
  return useQuery({
    ...campaignMetricsQuery(subject ?? { campaign_id: '' }, client),
    enabled: subject !== null,
  });
}
