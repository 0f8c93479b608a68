/**
 * Draft media uploads (issue 18): a multipart form with up to MAX_CONTENT_FILES `file` parts and text fields.
 * Each file is judged by its first bytes (shared sniffContentMedia: jpeg, png, webp images; mp4, mov, webm
 * videos) and streamed to private storage as it arrives, counted on the way: an image over 5 MB or a video over
 * VIDEO_MAX_MB stops the upload with the spec's message. Nothing is held whole in memory, and a refused upload
 * leaves no file behind.
 */
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_MEDIA_EXTENSION,
  isVideoType,
  MAX_CONTENT_FILES,
  MEDIA_SNIFF_BYTES,
  sniffContentMedia,
  type ContentMediaType,
} from '@app/shared/content';
import { fileNotAcceptedMessage, fileTooLargeMessage, MAX_UPLOAD_BYTES } from '@app/shared/uploads';
import { AppError, fieldError } from '../errors';
import type { Storage } from './storage';
import { cleanFilename } from './uploads';

export interface StoredMedia {
  key: string;
  contentType: ContentMediaType;
  sizeBytes: number;
  filename: string;
}

export interface MediaForm {
  fields: Record<string, string>;
  files: StoredMedia[];
}

/** Reads up to `n` bytes from the start of a stream and puts them back, so the stream still yields every byte. */
async function peek(stream: Readable, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < n) {
    const chunk = stream.read() as Buffer | null;
    if (chunk) {
      chunks.push(chunk);
      length += chunk.length;
      continue;
    }
    if (stream.readableEnded || stream.destroyed) break;
    await Promise.race([once(stream, 'readable'), once(stream, 'end')]);
  }
  const head = Buffer.concat(chunks);
  if (head.length) stream.unshift(head);
  return head;
}

/** The stream's bytes, failing with `tooLarge()` once more than `max` have passed; `counted.bytes` says how many. */
async function* limited(source: Readable, max: number, tooLarge: () => Error, counted: { bytes: number }) {
  for await (const chunk of source as AsyncIterable<Buffer>) {
    counted.bytes += chunk.length;
    if (counted.bytes > max) throw tooLarge();
    yield chunk;
  }
}

/**
 * Reads a draft form: text fields named in `fields` (any other is refused by name), files in parts named `file`.
 * Files are stored as they stream in; on any refusal the ones stored so far are removed.
 */
export async function readMediaForm(
  request: FastifyRequest,
  options: { storage: Storage; folder: string; fields: readonly string[]; videoMaxBytes: number },
): Promise<MediaForm> {
  if (!request.isMultipart())
    throw fieldError('file', 'Send the draft as multipart/form-data, each file in a part named file');
  const { storage } = options;
  const fields: Record<string, string> = {};
  const files: StoredMedia[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: options.videoMaxBytes + 1, files: MAX_CONTENT_FILES, fields: options.fields.length + 2 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!options.fields.includes(part.fieldname)) throw fieldError(part.fieldname, 'Unknown field');
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (value.includes('\u0000')) throw fieldError(part.fieldname, 'must not contain NUL characters');
        fields[part.fieldname] ??= value;
        continue;
      }
      const filename = cleanFilename(part.filename || 'upload');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw fieldError('file', 'Send each file in a part named file');
      }
      const contentType = sniffContentMedia(await peek(part.file, MEDIA_SNIFF_BYTES));
      if (!contentType) {
        part.file.resume();
        throw fieldError('file', fileNotAcceptedMessage(filename));
      }
      const max = isVideoType(contentType) ? options.videoMaxBytes : MAX_UPLOAD_BYTES;
      const tooLarge = () => fieldError('file', fileTooLargeMessage(filename), 'PAYLOAD_TOO_LARGE');
      const counted = { bytes: 0 };
      let key: string;
      try {
        key = await storage.putPrivateStream(
          options.folder,
          Readable.from(limited(part.file, max, tooLarge, counted)),
          CONTENT_MEDIA_EXTENSION[contentType],
        );
      } catch (error) {
        // Drain the rest of this part so the form parser can finish and the refusal reaches the client.
        if (!part.file.destroyed) part.file.resume();
        throw error;
      }
      if (part.file.truncated) {
        await storage.deletePrivate(key);
        throw tooLarge();
      }
      files.push({ key, contentType, sizeBytes: counted.bytes, filename });
    }
  } catch (error) {
    await Promise.all(files.map((f) => storage.deletePrivate(f.key)));
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', `Send at most ${MAX_CONTENT_FILES} files a round`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw fieldError('file', 'Too many form fields');
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw fieldError('file', 'The upload is not a valid multipart/form-data body');
  }
  return { fields, files };
}
