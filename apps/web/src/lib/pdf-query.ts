/**
 * A private PDF (a contract template's file, a contract's frozen copy, an invoice, a receipt) needs the bearer
 * token, so it is fetched as a Blob through a typed client (a 401 logs out as everywhere) and shown or saved from a
 * blob: URL (the CSP allows frame-src blob:). The PDF at a key never changes: it is kept while on screen.
 */

/** A PDF's query: a key and the authorised fetch. */
export interface PdfQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<Blob>;
  staleTime: number;
  gcTime: number;
}

/** What `get` passes to the client's GET beside the path's params: a Blob answer, and the query's abort signal. */
export interface BlobInit {
  as: 'blob';
  signal: AbortSignal;
}

/**
 * The query of the PDF at `queryKey`; `get` makes the call with the given init, such as
 * `(init) => apiClient.GET('/contracts/{id}/file', { params: { path: { id } }, ...init })`.
 */
export function pdfQuery(queryKey: readonly unknown[], get: (init: BlobInit) => Promise<unknown>): PdfQuery {
  return {
    queryKey,
    queryFn: ({ signal }) => get({ as: 'blob', signal }) as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 60_000,
  };
}
