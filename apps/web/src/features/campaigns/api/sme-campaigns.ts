import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SmeCampaign } from '@app/shared/sme';
import { smeClient } from '../../../lib/api-client';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { smeCampaignKeys } from './keys';

export interface SmeCampaignPage {
  results: SmeCampaign[];
  results_count: number;
  page_number: number;
  page_size: number;
}

export interface SmeCampaignPaging {
  page_number: number;
  /** One of SME_PAGE_SIZES (5, 10, 20, 50). */
  page_size: number;
}

/**
 * GET /sme/{sme_id}/campaigns?page_number&page_size (SME session): the business's campaigns in the spec's SME view
 * (id, name, channels, campaign_status_for_merchant, dates, currency, budget, package), sorted by status ascending.
 */
export function fetchSmeCampaigns(
  smeId: string,
  paging: SmeCampaignPaging,
  signal?: AbortSignal,
): Promise<SmeCampaignPage> {
  return smeClient.GET('/sme/{sme_id}/campaigns', {
    params: { path: { sme_id: smeId }, query: paging },
    signal,
  });
}

export function smeCampaignsQuery(smeId: string, paging: SmeCampaignPaging) {
  return queryOptions({
    queryKey: smeCampaignKeys.list(smeId, paging),
    queryFn: ({ signal }) => fetchSmeCampaigns(smeId, paging, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
    enabled: smeId.length > 0,
    // Another page keeps the last rows on screen while it loads.
    placeholderData: keepPreviousData,
  });
}

export function useSmeCampaigns(smeId: string, paging: SmeCampaignPaging) {
  return useQuery(smeCampaignsQuery(smeId, paging));
}
