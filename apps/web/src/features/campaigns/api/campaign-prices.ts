import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import { apiClient } from '../../../lib/api-client';
import type { ApiAnswer, ApiBody } from '../../../lib/api/types';
import { wizardKeys } from './keys';

export type CampaignPricesBody = ApiBody<'/campaigns/prices', 'post'>;
export type CampaignPrices = ApiAnswer<'/campaigns/prices', 'post'>;

/**
 * POST /campaigns/prices {currency, influencer_ids, channels} -> every price of these creators on
 * these channels, per post content type, in minor units of the currency (a missing one: no price).
 */
export function fetchCampaignPrices(body: CampaignPricesBody, signal?: AbortSignal): Promise<CampaignPrices> {
  return apiClient.POST('/campaigns/prices', { body, signal });
}

/** The request for a selection: ids without repeats and in order, so the same selection is the same query. */
export function pricesBody(
  currency: string,
  influencerIds: readonly number[],
  channels: readonly string[],
): CampaignPricesBody {
  return {
    currency,
    influencer_ids: [...new Set(influencerIds)].sort((a, b) => a - b).slice(0, CAMPAIGN_LIMITS.creators),
    channels: [...new Set(channels)].sort().slice(0, 10),
  };
}

export function campaignPricesQuery(body: CampaignPricesBody) {
  return queryOptions({
    queryKey: wizardKeys.prices(body),
    queryFn: ({ signal }) => fetchCampaignPrices(body, signal),
    enabled: body.currency.length === 3 && body.influencer_ids.length > 0 && body.channels.length > 0,
    staleTime: 5 * 60 * 1000,
    // The last figures stay while a changed selection is priced.
    placeholderData: keepPreviousData,
  });
}

export function useCampaignPrices(currency: string, influencerIds: readonly number[], channels: readonly string[]) {
  return useQuery(campaignPricesQuery(pricesBody(currency, influencerIds, channels)));
}
