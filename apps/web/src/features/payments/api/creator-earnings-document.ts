import { useMutation } from '@tanstack/react-query';
import { creatorClient } from '../../../lib/api-client';

/**
 * GET /creator/earnings/documents/{id}.pdf: a payout's receipt. It needs the creator's bearer token, so it is fetched
 * as a Blob through the typed client (a 401 logs out as everywhere) and saved from a blob: URL.
 */
export function fetchEarningsDocument(id: string, signal?: AbortSignal): Promise<Blob> {
  return creatorClient.GET('/creator/earnings/documents/{id}.pdf', {
    params: { path: { id } },
    as: 'blob',
    signal,
  }) as Promise<unknown> as Promise<Blob>;
}

/** Fetches a receipt on demand (a tap on its button), not on sight: the list can hold many. */
export function useEarningsDocument() {
  return useMutation({ mutationFn: (id: string) => fetchEarningsDocument(id) });
}
