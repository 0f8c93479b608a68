import { creatorClient } from '../../../lib/api-client';
import type { PdfQuery } from './pdf-file';
import { creatorKeys } from '../../creator-accounts/api/keys';

/**
 * GET /creator/contracts/{id}/file: the contract's PDF needs the creator's bearer token, so it is
 * fetched as a Blob through the typed client (a 401 logs out as everywhere) and shown from a blob: URL.
 */
export function creatorContractFileQuery(id: string): PdfQuery {
  return {
    queryKey: creatorKeys.contractFile(id),
    queryFn: ({ signal }) =>
      creatorClient.GET('/creator/contracts/{id}/file', {
        params: { path: { id } },
        as: 'blob',
        signal,
      }) as Promise<unknown> as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 60_000,
  };
}
