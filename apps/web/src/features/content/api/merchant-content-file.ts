import { apiClient, type ApiClient, type MainPaths } from '../../../lib/api-client';
import type { MediaFileQuery } from '../lib/media';
import { contentKeys } from './keys';

/**
 * GET /content/{id}/files/{file_id}: a file of a draft, fetched whole as a Blob with the brand's bearer token (a 401
 * logs out as everywhere) and shown from a blob: URL. A file never changes, so it is kept while on screen.
 * The route answers Range requests, but a blob cannot use them: a long video downloads whole before it plays.
 * The brand's session by default; the SME area passes `smeClient`.
 */
export function contentFileQuery(
  contentId: string,
  fileId: string,
  client: ApiClient<MainPaths> = apiClient,
): MediaFileQuery {
  return {
    queryKey: contentKeys.file(contentId, fileId, client.session),
    queryFn: ({ signal }) =>
      client.GET('/content/{id}/files/{file_id}', {
        params: { path: { id: contentId, file_id: fileId } },
        as: 'blob',
        signal,
      }) as Promise<unknown> as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  };
}
