import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { faqSchema } from '@app/shared/config';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type Faq = z.infer<typeof faqSchema>;
export type FaqType = 'MERCHANT' | 'SME';

/** GET /faqs/by_type/{type} -> [{id, question, answer}]. Public. */
export function fetchFaqs(type: FaqType, signal?: AbortSignal): Promise<Faq[]> {
  return apiClient.get<Faq[]>(`/faqs/by_type/${encodeURIComponent(type)}`, { auth: 'none', signal });
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
