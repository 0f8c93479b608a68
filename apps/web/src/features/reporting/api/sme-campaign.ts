import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@app/shared/campaigns';
import { smeClient } from '../../../lib/api-client';
import { CAMPAIGNS_STALE_TIME_MS } from '../../../lib/constants';
import { campaignKeys } from '../../campaigns/api/keys';

/**
 * GET /campaigns/{id} with the SME session: the single-campaign call the SME report reads its header from (spec
 * section 3: the description comes from it), cached 10 minutes beside the brand's copy.
 */
export function fetchSmeCampaign(campaignId: string, signal?: AbortSignal): Promise<Campaign> {
  return smeClient.GET('/campaigns/{id}', { params: { path: { id: campaignId } }, signal });
}

export function smeCampaignQuery(campaignId: string) {
  return queryOptions({
    queryKey: [...campaignKeys.detail(campaignId), 'sme'] as const,
    queryFn: ({ signal }) => fetchSmeCampaign(campaignId, signal),
    staleTime: CAMPAIGNS_STALE_TIME_MS,
    enabled: campaignId.length > 0,
  });
}

export function useSmeCampaign(campaignId: string) {
  return useQuery(smeCampaignQuery(campaignId));
}
