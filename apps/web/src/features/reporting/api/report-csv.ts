import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ReportClient } from './campaign-metrics';
import type { ReportSubject } from './keys';

/**
 * GET /reporting/campaign_metrics.csv?campaign_id=... (or brand_id, from, to): the report as CSV, one row per live
 * post and day, fetched with the bearer token as a Blob; a File named by the server when it says how
 * (`report-<campaign>-<day>.csv`).
 */
export function fetchReportCsv(subject: ReportSubject, client: ReportClient = apiClient): Promise<Blob> {
  const answer = client.GET('/reporting/campaign_metrics.csv', { params: { query: subject }, as: 'blob' });
  return answer as Promise<unknown> as Promise<Blob>;
}

/** On demand (the Export CSV button), with the brand's session unless told. */
export function useReportCsv(client: ReportClient = apiClient) {
  return useMutation({ mutationFn: (subject: ReportSubject) => fetchReportCsv(subject, client) });
}
