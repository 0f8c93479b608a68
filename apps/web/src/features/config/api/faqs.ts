import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type Faq = ApiAnswer<'/faqs/by_type/{type}', 'get'>[number];
export type FaqType = 'MERCHANT' | 'SME';

/** GET /faqs/by_type/{type} -> [{id, question, answer}]. Public. */
export function fetchFaqs(type: FaqType, signal?: AbortSignal) {
  return apiClient.GET('/faqs/by_type/{type}', { params: { path: { type } }, auth: 'none', signal });
}

export function faqsQuery(type: FaqType) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.config, 'faqs', type],
    queryFn: ({ signal }) => fetchFaqs(type, signal),
    staleTime: 60 * 60 * 1000,
  });
}

export function useFaqs(type: FaqType) {
  return useQuery(faqsQuery(type));
}
