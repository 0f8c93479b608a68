import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractSummary } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';
import { contractKeys } from '../../contracts/api/keys';

/** GET /contracts?company_id=&campaign_id=: the contracts made for one campaign. */
export function fetchCampaignContracts(
  companyId: string,
  campaignId: string,
  signal?: AbortSignal,
): Promise<ContractSummary[]> {
  return apiClient.GET('/contracts', { params: { query: { company_id: companyId, campaign_id: campaignId } }, signal });
}

export function campaignContractsQuery(companyId: string, campaignId: string) {
  return queryOptions({
    // Under the company's contract lists, so voiding a contract refreshes this list too.
    queryKey: [...contractKeys.lists(companyId), 'campaign', campaignId] as const,
    queryFn: ({ signal }) => fetchCampaignContracts(companyId, campaignId, signal),
    enabled: companyId.length > 0 && campaignId.length > 0,
  });
}

export function useCampaignContracts(companyId: string, campaignId: string) {
  return useQuery(campaignContractsQuery(companyId, campaignId));
}
