import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { REPORT_STALE_TIME_MS, type ReportClient } from './campaign-metrics';
import { reportingKeys, type ReportSubject } from './keys';

/**
 * POST /reporting/audience_data: the report's audience by age and gender (whole percentages summing to 100), its top
 * 5 countries and cities, weighted by each creator's reach; `sample` when no creator has audience data (the spec's
 * placeholder values, labelled "Sample data").
 * Age and gender come as records keyed by bucket (AGE_BUCKETS, AUDIENCE_GENDERS of @app/shared/reporting).
 */
export type AudienceData = ApiAnswer<'/reporting/audience_data', 'post'>;

export function fetchAudienceData(
  subject: ReportSubject,
  signal?: AbortSignal,
  client: ReportClient = apiClient,
): Promise<AudienceData> {
  return client.POST('/reporting/audience_data', { body: subject, signal });
}

export function audienceDataQuery(subject: ReportSubject, client: ReportClient = apiClient) {
  return queryOptions({
    queryKey: reportingKeys.audience(subject, client.session),
    queryFn: ({ signal }) => fetchAudienceData(subject, signal, client),
    staleTime: REPORT_STALE_TIME_MS,
  });
}

export function useAudienceData(subject: ReportSubject | null, client: ReportClient = apiClient) {
  return useQuery({ ...audienceDataQuery(subject ?? { campaign_id: '' }, client), enabled: subject !== null });
}
