import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type LegalDocument = 'terms' | 'privacy';

/** GET /conf/terms/MERCHANT/latest and /conf/privacy/MERCHANT/latest -> {label}. */
export function fetchLatestLabel(document: LegalDocument, signal?: AbortSignal) {
  const path = document === 'terms' ? '/conf/terms/MERCHANT/latest' : '/conf/privacy/MERCHANT/latest';
  return apiClient.GET(path, { auth: 'none', signal });
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
