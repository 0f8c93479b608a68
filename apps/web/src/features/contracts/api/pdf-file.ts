/**
 * The private PDFs (a FILE template's, a contract's frozen copy) need the bearer token, so they are
 * fetched as a Blob and shown from a blob: URL (the CSP allows frame-src blob:). The typed client
 * reads answers as JSON, so these two calls go through fetch with the same session and the same
 * error reading (`code`, `field`, the server's message).
 */
import { errorFromReply, NETWORK_ERROR_MESSAGE, ApiError } from '../../../lib/api-client';
import { API_URL } from '../../../lib/env';
import { sessionStore } from '../../../lib/session';
import { contractKeys } from './keys';

export async function fetchPdf(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionStore.getToken('brand');
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, { headers: { Accept: 'application/pdf, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal });
  } catch (cause) {
    if (cause instanceof Error && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { code: null, hasServerMessage: false, cause });
  }
  if (response.status !== 200) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* keep the text */
    }
    throw errorFromReply(response.status, body, response.headers.get('Retry-After'));
  }
  return response.blob();
}

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
    queryFn: ({ signal }) => fetchPdf(`/contract_templates/${encodeURIComponent(templateId)}/file`, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  };
}

/** GET /contracts/{id}/file: the PDF as it was when the contract was made. */
export function contractFileQuery(contractId: string): PdfQuery {
  return {
    queryKey: contractKeys.contractFile(contractId),
    queryFn: ({ signal }) => fetchPdf(`/contracts/${encodeURIComponent(contractId)}/file`, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  };
}
