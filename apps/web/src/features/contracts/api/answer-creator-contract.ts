import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Contract } from '@app/shared/contracts';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

export interface SignContractRequest {
  full_name: string;
  agree: true;
  /** The text_hash received with the contract as shown: 409 (field text_hash) when the text changed since. */
  text_hash: string;
}

/** POST /creator/contracts/{id}/sign -> the contract, SIGNED with its time and signer. */
export function signContract(id: string, body: SignContractRequest): Promise<Contract> {
  return creatorClient.POST('/creator/contracts/{id}/sign', { params: { path: { id } }, body });
}

/** POST /creator/contracts/{id}/decline {reason} -> the contract, DECLINED. */
export function declineContract(id: string, reason: string): Promise<Contract> {
  return creatorClient.POST('/creator/contracts/{id}/decline', { params: { path: { id } }, body: { reason } });
}

async function answered(queryClient: QueryClient, contract: Contract) {
  queryClient.setQueryData(creatorKeys.contract(contract.id), contract);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: creatorKeys.contracts(), exact: true }),
    queryClient.invalidateQueries({ queryKey: creatorKeys.invitations() }),
  ]);
}

export function useSignContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignContractRequest) => signContract(id, body),
    onSuccess: (contract) => answered(queryClient, contract),
  });
}

export function useDeclineContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineContract(id, reason),
    onSuccess: (contract) => answered(queryClient, contract),
  });
}
