import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type LegalDocument = 'terms' | 'privacy';

/** GET /conf/terms/MERCHANT/latest and /conf/privacy/MERCHANT/latest -> {label}. */
export function fetchLatestLabel(document: LegalDocument, signal?: AbortSignal): Promise<{ label: string }> {
  return apiClient.get<{ label: string }>(`/conf/${document}/MERCHANT/latest`, { auth: 'none', signal });
}

export function latestLabelQuery(document: LegalDocument) {
  return queryOptions({
    queryKey: ['config', document, 'MERCHANT', 'latest'],
    queryFn: ({ signal }) => fetchLatestLabel(document, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useLatestLabel(document: LegalDocument) {
  return useQuery(latestLabelQuery(document));
}
