import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractSummary } from '@app/shared/contracts';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/contracts: the creator's contracts. */
export function fetchCreatorContracts(signal?: AbortSignal): Promise<ContractSummary[]> {
  return creatorClient.GET('/creator/contracts', { signal });
}

export function creatorContractsQuery(enabled = true) {
  return queryOptions({
    queryKey: creatorKeys.contracts(),
    queryFn: ({ signal }) => fetchCreatorContracts(signal),
    enabled,
  });
}

export function useCreatorContracts(enabled = true) {
  return useQuery(creatorContractsQuery(enabled));
}
