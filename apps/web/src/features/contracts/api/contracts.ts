import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractStatus, ContractSummary } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** GET /contracts?company_id=&status=: the contracts of the company and its brands, newest first. */
export function fetchContracts(
  companyId: string,
  status: ContractStatus | null,
  signal?: AbortSignal,
): Promise<ContractSummary[]> {
  return apiClient.GET('/contracts', {
    params: { query: { company_id: companyId, ...(status ? { status } : {}) } },
    signal,
  });
}

export function contractsQuery(companyId: string, status: ContractStatus | null) {
  return queryOptions({
    queryKey: contractKeys.list(companyId, status),
    queryFn: ({ signal }) => fetchContracts(companyId, status, signal),
    enabled: companyId.length > 0,
  });
}

export function useContracts(companyId: string, status: ContractStatus | null = null) {
  return useQuery(contractsQuery(companyId, status));
}
