import { apiClient } from '../../../lib/api-client';
import { pdfQuery } from '../../../lib/pdf-query';
import { paymentKeys } from './keys';

/**
 * GET /payments/documents/{id}.pdf (payments.view): an invoice or receipt, fetched with the bearer token and kept
 * while on screen (lib/pdf-query.ts); DocumentButton shows or saves it from a blob: URL.
 */
export function paymentDocumentQuery(documentId: string) {
  return pdfQuery(paymentKeys.document(documentId), (init) =>
    apiClient.GET('/payments/documents/{id}.pdf', { params: { path: { id: documentId } }, ...init }),
  );
}
