import { creatorClient } from '../../../lib/api-client';
import { creatorKeys } from '../../creator-accounts/api/keys';
import type { MediaFileQuery } from '../lib/media';

/**
 * GET /creator/content/{id}/files/{file_id}: a file of my draft. The route needs the creator's bearer token, so the
 * file is fetched whole as a Blob through the typed client (a 401 logs out as everywhere) and shown from a blob: URL.
 * A stored file never changes, so it is kept while on screen.
 */
export function creatorContentFileQuery(contentId: string, fileId: string): MediaFileQuery {
  return {
    queryKey: creatorKeys.contentFile(contentId, fileId),
    queryFn: ({ signal }) =>
      creatorClient.GET('/creator/content/{id}/files/{file_id}', {
        params: { path: { id: contentId, file_id: fileId } },
        as: 'blob',
        signal,
      }) as Promise<unknown> as Promise<Blob>,
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  };
}
