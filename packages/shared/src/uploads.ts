/** Upload rules of spec sections 5 and 9, shared by the upload widgets and the API's one upload service. */
import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENT_MIME_TYPES = ['application/pdf'] as const;

export type UploadMimeType = (typeof IMAGE_MIME_TYPES)[number] | (typeof DOCUMENT_MIME_TYPES)[number];

/** What an upload slot takes: images (jpeg, png), documents (pdf), or either (brief assets). */
export type UploadKind = 'image' | 'document' | 'image-or-document';

export const UPLOAD_MIME_TYPES: Record<UploadKind, readonly UploadMimeType[]> = {
  image: IMAGE_MIME_TYPES,
  document: DOCUMENT_MIME_TYPES,
  'image-or-document': [...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES],
};

export const EXTENSION_OF: Record<UploadMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

export const fileNotAcceptedMessage = (name: string) => `File "${name}" is not accepted`;
// The spec's wording, quote placement included.
export const fileTooLargeMessage = (name: string) => `File "${name} is too large"`;

/** jpeg and png by their first bytes, so a renamed file is not taken for an image. */
export function sniffImageType(bytes: Uint8Array): (typeof IMAGE_MIME_TYPES)[number] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/**
 * A PDF starts with "%PDF-" and carries an end-of-file marker. Readers tolerate junk before the header; we do
 * not, so a file cannot be HTML (or anything else) and a PDF at once.
 */
export function sniffDocumentType(bytes: Uint8Array): (typeof DOCUMENT_MIME_TYPES)[number] | null {
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) !== '%PDF-') return null;
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return tail.includes('%%EOF') ? 'application/pdf' : null;
}

/** The type the bytes really are, when the slot accepts it; null otherwise. */
export function sniffUploadType(bytes: Uint8Array, kind: UploadKind): UploadMimeType | null {
  const sniffed = sniffImageType(bytes) ?? sniffDocumentType(bytes);
  return sniffed && UPLOAD_MIME_TYPES[kind].includes(sniffed) ? sniffed : null;
}

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The spec's message for a file that may not go in this slot (judged by its declared type and size), or null. */
export function uploadProblem(file: FileLike, kind: UploadKind, maxBytes: number = MAX_UPLOAD_BYTES): string | null {
  if (!(UPLOAD_MIME_TYPES[kind] as readonly string[]).includes(file.type)) return fileNotAcceptedMessage(file.name);
  if (file.size > maxBytes) return fileTooLargeMessage(file.name);
  return null;
}

/** Where the upload service serves public files (the API's infra/storage.ts writes under it). */
export const UPLOADS_PATH_PREFIX = '/uploads/';

const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const uploadedUrl = (extensions: readonly string[]) =>
  new RegExp(`^/uploads/[a-z0-9-]{1,40}/${UUID_PATTERN}\\.(?:${extensions.join('|')})$`);

/**
 * The URL of a file our upload service stored, as it names them: `/uploads/<folder>/<uuid>.<jpg|png|pdf>`.
 * Matched against the whole value (anchored at both ends), so nothing can ride along: no `..`, query,
 * quote or markup (`/uploads/a/<uuid>.png"><img src=x>` is refused, not stored).
 */
export const UPLOADED_FILE_URL = uploadedUrl(['jpg', 'png', 'pdf']);
/** The same for images only (thumbnails, logos, avatars, editor images). */
export const UPLOADED_IMAGE_URL = uploadedUrl(['jpg', 'png']);

/** Whether `url` is a file our upload service stored (an image, if `kind` says so): the whole value, not a prefix. */
export function isUploadedFileUrl(url: string, kind: 'image' | 'image-or-document' = 'image-or-document'): boolean {
  return (kind === 'image' ? UPLOADED_IMAGE_URL : UPLOADED_FILE_URL).test(url);
}

/** A request field holding one of our uploaded files' URLs (the product's own uploads only, never any URL). */
export const uploadedFileUrlSchema = (field: string, kind: 'image' | 'image-or-document' = 'image-or-document') =>
  z
    .string({ error: `${field} must be the URL of an uploaded file` })
    .max(300)
    .regex(
      kind === 'image' ? UPLOADED_IMAGE_URL : UPLOADED_FILE_URL,
      kind === 'image'
        ? `${field} must be an image uploaded here (/uploads/...)`
        : `${field} must be a file uploaded here (/uploads/...)`,
    );

/** A stored file as the API answers it (brief thumbnails and assets, editor images). */
export const storedFileSchema = z.object({
  url: z.string(),
  name: z.string(),
  content_type: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  size: z.number(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
