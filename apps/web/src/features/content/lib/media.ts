/**
 * Content media (drafts' images and videos) sit behind access-checked API routes that need the bearer token, so
 * the browser cannot load them with <img src> or <video src>: each side fetches a file as a Blob through its own
 * client (the brand's `apiClient`, the creator's `creatorClient`) and shows it from a blob: URL.
 */
import { CONTENT_IMAGE_TYPES, isVideoType } from '@app/shared/content';

/** One file of a round, as the API lists it. */
export interface ContentMediaFile {
  id: string;
  url: string;
  content_type: string;
  size_bytes: number;
  filename: string;
}

/** A file's query: a key and the authorised fetch (the merchant's `contentFileQuery`, or the creator's own). */
export interface MediaFileQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<Blob>;
  staleTime: number;
  gcTime: number;
}

/** Builds the query of one file of the item being shown. */
export type MediaFileQueryOf = (file: ContentMediaFile) => MediaFileQuery;

export type MediaKind = 'image' | 'video' | 'other';

export function mediaKind(contentType: string): MediaKind {
  if ((CONTENT_IMAGE_TYPES as readonly string[]).includes(contentType)) return 'image';
  return isVideoType(contentType) ? 'video' : 'other';
}

/** "1.2 MB", "850 KB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}
