/**
 * Which files a draft takes, checked in the browser before anything is sent (the API checks again by the files' bytes):
 * the shared media types (jpeg, png, webp images up to the spec's 5 MB; mp4, mov, webm videos up to the API's
 * VIDEO_MAX_MB), at most MAX_CONTENT_FILES a round, refused with the spec's messages.
 */
import {
  CONTENT_IMAGE_TYPES,
  CONTENT_MEDIA_EXTENSION,
  CONTENT_VIDEO_TYPES,
  isVideoType,
  MAX_CONTENT_FILES,
  type ContentMediaType,
} from '@app/shared/content';
import { fileNotAcceptedMessage, fileTooLargeMessage, MAX_UPLOAD_BYTES, type FileLike } from '@app/shared/uploads';
import { formatBytes } from '../../../lib/uploads';

/** The API's default VIDEO_MAX_MB (apps/api config): the largest video a draft may carry. */
export const CONTENT_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const CONTENT_IMAGE_MAX_BYTES = MAX_UPLOAD_BYTES;

export const CONTENT_MEDIA_TYPES: readonly ContentMediaType[] = [...CONTENT_IMAGE_TYPES, ...CONTENT_VIDEO_TYPES];

/** "JPEG, PNG or WebP images up to 5 MB; MP4, MOV or WebM videos up to 200 MB" */
export const CONTENT_MEDIA_HINT =
  `JPEG, PNG or WebP images up to ${formatBytes(CONTENT_IMAGE_MAX_BYTES)}; ` +
  `MP4, MOV or WebM videos up to ${formatBytes(CONTENT_VIDEO_MAX_BYTES)}`;

export const tooManyFilesMessage = () => `Send at most ${MAX_CONTENT_FILES} files a round`;

const BY_EXTENSION: Record<string, ContentMediaType> = {
  ...Object.fromEntries(Object.entries(CONTENT_MEDIA_EXTENSION).map(([type, ext]) => [ext, type as ContentMediaType])),
  jpeg: 'image/jpeg',
};

/**
 * The media type a file says it is: its declared type, or (when the browser declares none, as some phones do for
 * videos) its name's extension. Null when it is not a type a draft takes.
 */
export function contentMediaType(file: FileLike): ContentMediaType | null {
  const known = (type: string): type is ContentMediaType => (CONTENT_MEDIA_TYPES as readonly string[]).includes(type);
  if (file.type) return known(file.type) ? file.type : null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return file.name.includes('.') ? (BY_EXTENSION[extension] ?? null) : null;
}

export const maxBytesOf = (type: string) => (isVideoType(type) ? CONTENT_VIDEO_MAX_BYTES : CONTENT_IMAGE_MAX_BYTES);

/** The spec's message for a file a draft may not carry, or null. */
export function contentFileProblem(file: FileLike): string | null {
  const type = contentMediaType(file);
  if (!type) return fileNotAcceptedMessage(file.name);
  if (file.size > maxBytesOf(type)) return fileTooLargeMessage(file.name);
  return null;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The files of a draft after a pick or drop: the ones already chosen, then each new one that is acceptable and not
 * chosen yet, up to MAX_CONTENT_FILES. `problems` names every file left out and why.
 */
export function addDraftFiles(
  current: readonly File[],
  picked: readonly File[],
): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  let overflow = false;
  for (const file of picked) {
    const problem = contentFileProblem(file);
    if (problem) problems.push(problem);
    else if (files.some((chosen) => sameFile(chosen, file))) continue;
    else if (files.length >= MAX_CONTENT_FILES) overflow = true;
    else files.push(file);
  }
  if (overflow) problems.push(tooManyFilesMessage());
  return { files, problems };
}
