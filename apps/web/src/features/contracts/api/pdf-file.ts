/**
 * The private PDFs of contracts (a FILE template's, a contract's frozen copy), fetched with the bearer token as
 * lib/pdf-query.ts says.
 */
import { apiClient } from '../../../lib/api-client';
import { pdfQuery, type PdfQuery } from '../../../lib/pdf-query';
import { contractKeys } from './keys';

export type { PdfQuery };

/** GET /contract_templates/{id}/file; `version` (the template's updated_at) refetches after a new PDF. */
export function templateFileQuery(templateId: string, version: string): PdfQuery {
  return pdfQuery(contractKeys.templateFile(templateId, version), (init) =>
    apiClient.GET('/contract_templates/{id}/file', { params: { path: { id: templateId } }, ...init }),
  );
}

/** GET /contracts/{id}/file: the PDF as it was when the contract was made. */
export function contractFileQuery(contractId: string): PdfQuery {
  return pdfQuery(contractKeys.contractFile(contractId), (init) =>
    apiClient.GET('/contracts/{id}/file', { params: { path: { id: contractId } }, ...init }),
  );
}
