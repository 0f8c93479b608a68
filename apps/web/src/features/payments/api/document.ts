import { apiClient } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/**
 * GET /payments/documents/{id}.pdf (payments.view): an invoice or receipt. It needs the bearer token, so it is
 * fetched as a Blob through the typed client (a 401 logs out as everywhere) and shown or saved from a blob: URL.
 * A document never changes: it is kept while on screen. The shape is the contracts' PdfQuery (their PdfPreview
 * shows it).
 */
export function paymentDocumentQuery(documentId: string) {
  return {
    queryKey: paymentKeys.document(documentId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient.GET('/payments/documents/{id}.pdf', {
        params: { path: { id: documentId } },
        as: 'blob',
        signal,
      }) as Promise<unknown> as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 60_000,
  };
}
