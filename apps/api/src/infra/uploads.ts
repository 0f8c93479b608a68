import type { FastifyRequest } from 'fastify';
import { fileNotAcceptedMessage, fileTooLargeMessage, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, sniffImageType } from '@app/shared/uploads';
import { fieldError } from '../errors';

/** Fastify's multipart errors carry a status and pass on; the parser's own ("Unexpected end of form", "Boundary not found") mean a malformed body: 400, not 500. */
function malformedUpload(error: unknown): never {
  if (typeof (error as { statusCode?: unknown })?.statusCode === 'number') throw error;
  throw fieldError('file', 'The upload is not a valid multipart/form-data body');
}

export interface ImageUpload {
  bytes: Buffer;
  extension: 'jpg' | 'png';
  filename: string;
  /** The text fields sent before the file (the identifier: company_id, campaign_id, ...). */
  fields: Record<string, string>;
}

/** The identifier field of an upload; the spec's uploads send it as a form field beside `file`, before it. */
export function uploadField(upload: ImageUpload, name: string): string {
  const value = upload.fields[name]?.trim();
  if (!value) throw fieldError(name, `Send ${name} as a form field before the file`);
  if (value.length > 64) throw fieldError(name, `${name} is too long`);
  return value;
}

/**
 * Reads the one file of a multipart request (field `file`), as the spec's uploads send one request
 * per file with the identifier in a field beside it, and checks it is a jpeg or png of at most 5 MB.
 */
export async function readImageUpload(request: FastifyRequest): Promise<ImageUpload> {
  if (!request.isMultipart()) throw fieldError('file', 'Send the image as multipart/form-data in a field named file');
  const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).catch(malformedUpload);
  if (!part || part.fieldname !== 'file') throw fieldError('file', 'Send the image in a field named file');
  const filename = part.filename || 'upload';
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', `${fileTooLargeMessage(filename)}`, 'VALIDATION');
    return malformedUpload(error);
  }
  if (part.file.truncated) throw fieldError('file', `${fileTooLargeMessage(filename)}`, 'VALIDATION');
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !(IMAGE_MIME_TYPES as readonly string[]).includes(part.mimetype)) {
    throw fieldError('file', `${fileNotAcceptedMessage(filename)}`, 'VALIDATION');
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const first = [field].flat()[0];
    if (first && first.type === 'field' && typeof first.value === 'string') fields[name] = first.value;
  }
  return { bytes, extension: sniffed === 'image/png' ? 'png' : 'jpg', filename, fields };
}
