import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contract } from '@app/shared/contracts';
import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';

/** GET /creator/contracts/{id}: the exact text (Editor.js) or the PDF's URL, with the text_hash to sign. */
export function fetchCreatorContract(id: string, signal?: AbortSignal): Promise<Contract> {
  return creatorClient.GET('/creator/contracts/{id}', { params: { path: { id } }, signal });
}

export function useCreatorContract(id: string, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: creatorKeys.contract(id),
      queryFn: ({ signal }) => fetchCreatorContract(id, signal),
      enabled: enabled && id.length > 0,
    }),
  );
}
