/**
 * The private PDFs (a FILE template's, a contract's frozen copy) need the bearer token, so they are
 * fetched as a Blob through the typed client (a 401 logs out as everywhere) and shown from a blob: URL
 * (the CSP allows frame-src blob:).
 */
import { apiClient } from '../../../lib/api-client';
import { contractKeys } from './keys';

/** A PDF's query: a key and the authorised fetch. */
export interface PdfQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<Blob>;
  staleTime: number;
  gcTime: number;
}

/** GET /contract_templates/{id}/file; `version` (the template's updated_at) refetches after a new PDF. */
export function templateFileQuery(templateId: string, version: string): PdfQuery {
  return {
    queryKey: contractKeys.templateFile(templateId, version),
    queryFn: ({ signal }) =>
      apiClient.GET('/contract_templates/{id}/file', {
        params: { path: { id: templateId } },
        as: 'blob',
        signal,
      }) as Promise<unknown> as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 60_000,
  };
}

/** GET /contracts/{id}/file: the PDF as it was when the contract was made. */
export function contractFileQuery(contractId: string): PdfQuery {
  return {
    queryKey: contractKeys.contractFile(contractId),
    queryFn: ({ signal }) =>
      apiClient.GET('/contracts/{id}/file', {
        params: { path: { id: contractId } },
        as: 'blob',
        signal,
      }) as Promise<unknown> as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 60_000,
  };
}
