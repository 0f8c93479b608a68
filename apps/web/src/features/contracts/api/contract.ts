import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contract } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** GET /contracts/{id}: the contract with its text or file, status and signature audit trail. */
export function fetchContract(contractId: string, signal?: AbortSignal): Promise<Contract> {
  return apiClient.GET('/contracts/{id}', { params: { path: { id: contractId } }, signal });
}

export function contractQuery(contractId: string) {
  return queryOptions({
    queryKey: contractKeys.detail(contractId),
    queryFn: ({ signal }) => fetchContract(contractId, signal),
    enabled: contractId.length > 0,
  });
}

export function useContract(contractId: string) {
  return useQuery(contractQuery(contractId));
}
