import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '@app/shared/contracts';
import { apiClient } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** POST /contracts/{id}/void {reason} (contract.write) -> the contract, now VOID with a VOIDED event. */
export function voidContract(contractId: string, reason: string): Promise<Contract> {
  return apiClient.POST('/contracts/{id}/void', { params: { path: { id: contractId } }, body: { reason } });
}

export function useVoidContract(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => voidContract(contractId, reason),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractKeys.detail(contract.id), contract);
      await queryClient.invalidateQueries({ queryKey: contractKeys.lists(contract.company_id) });
    },
  });
}
