import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { smeClient } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api/types';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { campaignKeys } from '../../campaigns/api/keys';

/**
 * GET /sme/{sme_id}/campaigns?page_number&page_size with the SME session: the business's campaigns in the spec's SME
 * view (id, name, channels, campaign_status_for_merchant, dates, currency, budget, budget_minor, package), sorted by
 * status ascending, paged. Kept under the campaigns' list keys (10 minutes, spec section 7), so a new campaign
 * refreshes it.
 */
export type SmeCampaignPage = ApiAnswer<'/sme/{sme_id}/campaigns', 'get'>;
export type SmeCampaignEntry = SmeCampaignPage['results'][number];

export interface SmePageQuery {
  page_number: number;
  page_size: number;
}

/** The spec's list default (section 9): page 1 of 10. */
export const SME_REPORTS_PAGE: SmePageQuery = { page_number: 1, page_size: 10 };
/** The largest page the call answers: a report looks its campaign up in as few calls as it can. */
const LOOKUP_PAGE_SIZE = 50;

export const smeCampaignKeys = {
  list: (smeId: string, query: SmePageQuery) => [...campaignKeys.lists, smeId, 'sme', query] as const,
  entry: (smeId: string, campaignId: string) => [...campaignKeys.lists, smeId, 'sme', 'entry', campaignId] as const,
};

export function fetchSmeCampaigns(smeId: string, query: SmePageQuery, signal?: AbortSignal): Promise<SmeCampaignPage> {
  return smeClient.GET('/sme/{sme_id}/campaigns', { params: { path: { sme_id: smeId }, query }, signal });
}

export function smeCampaignsQuery(smeId: string, query: SmePageQuery) {
  return queryOptions({
    queryKey: smeCampaignKeys.list(smeId, query),
    queryFn: ({ signal }) => fetchSmeCampaigns(smeId, query, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
  });
}

/** One page of the list; the page before stays on screen while the next loads. */
export function useSmeCampaigns(smeId: string, query: SmePageQuery) {
  return useQuery({ ...smeCampaignsQuery(smeId, query), placeholderData: keepPreviousData });
}

/**
 * One campaign's entry of the SME list (its `package` is only there): from a list page already loaded when there is
 * one, else read page by page (50 at a time) until found; null when the list does not hold it.
 */
export function useSmeCampaignEntry(smeId: string, campaignId: string) {
  const queryClient = useQueryClient();
  const cached = () =>
    queryClient
      .getQueriesData<SmeCampaignPage>({ queryKey: [...campaignKeys.lists, smeId, 'sme'] })
      .flatMap(([, page]) => page?.results ?? [])
      .find((entry) => entry.id === campaignId);
  return useQuery({
    queryKey: smeCampaignKeys.entry(smeId, campaignId),
    queryFn: async ({ signal }) => {
      for (let page_number = 1; ; page_number += 1) {
        const page = await fetchSmeCampaigns(smeId, { page_number, page_size: LOOKUP_PAGE_SIZE }, signal);
        const found = page.results.find((entry) => entry.id === campaignId);
        if (found) return found;
        if (page.results.length < LOOKUP_PAGE_SIZE || page_number * LOOKUP_PAGE_SIZE >= page.results_count) return null;
      }
    },
    initialData: cached,
    staleTime: CAMPAIGNS_STALE_TIME_MS,
  });
}
