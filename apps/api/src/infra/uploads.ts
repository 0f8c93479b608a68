import type { FastifyRequest } from 'fastify';
import { fileNotAcceptedMessage, fileTooLargeMessage, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, sniffImageType } from '@app/shared/uploads';
import { fieldError } from '../errors';

/** Fastify's multipart errors carry a status and pass on; the parser's own ("Unexpected end of form", "Boundary not found") mean a malformed body: 400, not 500. */
function malformedUpload(error: unknown): never {
  if (typeof (error as { statusCode?: unknown })?.statusCode === 'number') throw error;
  throw fieldError('file', 'The upload is not a valid multipart/form-data body');
}

/**
 * Reads the one file of a multipart request (field `file`), as the spec's uploads send one request
 * per file, and checks it is a jpeg or png of at most 5 MB.
 */
export interface ImageUpload {
  bytes: Buffer;
  extension: 'jpg' | 'png';
  filename: string;
}

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
  return { bytes, extension: sniffed === 'image/png' ? 'png' : 'jpg', filename };
}
