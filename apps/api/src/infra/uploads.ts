/**
 * The one upload service of the product (spec sections 5, 7, 9): multipart, one file per request in a field
 * named `file`, the identifier (company_id, brief_id, ...) and other text in fields beside it. A file is
 * judged by its bytes, not its name or declared type: jpeg and png for images, PDF for documents; at most
 * 5 MB. Refusals use the spec's messages.
 */
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  EXTENSION_OF,
  fileNotAcceptedMessage,
  fileTooLargeMessage,
  MAX_UPLOAD_BYTES,
  sniffUploadType,
  type StoredFile,
  type UploadKind,
  type UploadMimeType,
} from '@app/shared/uploads';
import { fieldError } from '../errors';
import type { Storage } from './storage';

/** A checked file, ready to store. */
export interface UploadedFile {
  bytes: Buffer;
  contentType: UploadMimeType;
  extension: string;
  /** The name the sender gave it (shown back to people, never used as a path). */
  filename: string;
}

/** A multipart form: its text fields and its one file, if it had one. */
export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Fastify's multipart errors carry a status and pass on; the parser's own ("Unexpected end of form", "Boundary not
 * found") mean a malformed body: 400, not 500.
 */
function malformedUpload(error: unknown): never {
  if (typeof (error as { statusCode?: unknown })?.statusCode === 'number') throw error;
  throw fieldError('file', 'The upload is not a valid multipart/form-data body');
}

/** Keeps what people can read of a file name and drops the rest (paths, control characters). */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'upload';
}

/**
 * Reads a multipart form whose file (field `file`) must be of `kind`. Text fields may come before or after
 * the file; `fields` names the ones the route reads, and any other is refused by name (unknown fields are
 * refused, not dropped: decision 005). With `fileRequired` false a form without a file is fine (a text
 * contract template).
 */
export async function readUploadForm(
  request: FastifyRequest,
  kind: UploadKind,
  options: { fields: readonly string[]; fileRequired?: boolean },
): Promise<UploadForm> {
  const { fileRequired = true, fields: known } = options;
  if (!request.isMultipart())
    throw fieldError('file', 'Send the form as multipart/form-data, the file in a field named file');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        if (!known.includes(part.fieldname)) throw fieldError(part.fieldname, 'Unknown field');
        // A part sent as application/json arrives parsed; the services read every field as text.
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (value.includes('\u0000')) throw fieldError(part.fieldname, 'must not contain NUL characters');
        if (!(part.fieldname in fields)) fields[part.fieldname] = value;
        continue;
      }
      const filename = cleanFilename(part.filename || 'upload');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw fieldError('file', 'Send the file in a field named file');
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError('file', fileTooLargeMessage(filename));
        throw error;
      }
      if (part.file.truncated) throw fieldError('file', fileTooLargeMessage(filename));
      const contentType = sniffUploadType(bytes, kind);
      if (!contentType) throw fieldError('file', fileNotAcceptedMessage(filename));
      file = { bytes, contentType, extension: EXTENSION_OF[contentType], filename };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw fieldError('file', 'Send one file per request');
    malformedUpload(error);
  }
  if (!file && fileRequired) throw fieldError('file', 'Send the file in a field named file');
  return { fields, file };
}

/** Reads a form whose file is required, beside the text `fields` the route reads (none by default). */
export async function readUpload(
  request: FastifyRequest,
  kind: UploadKind,
  fields: readonly string[] = [],
): Promise<UploadForm & { file: UploadedFile }> {
  return (await readUploadForm(request, kind, { fields })) as UploadForm & { file: UploadedFile };
}

/** An identifier or text field of an upload form. */
export function uploadField(form: UploadForm, name: string, max = 64): string {
  const value = form.fields[name]?.trim();
  if (!value) throw fieldError(name, `Send ${name} as a form field beside the file`);
  if (value.length > max) throw fieldError(name, `${name} is too long`);
  return value;
}

/** Stores a checked file where anyone with its (unguessable) URL may read it: images, brief assets. */
export async function storePublicFile(storage: Storage, folder: string, file: UploadedFile): Promise<StoredFile> {
  const url = await storage.put(folder, file.bytes, file.extension);
  return { url, name: file.filename, content_type: file.contentType, size: file.bytes.length };
}

/** The text fields a shared schema of upload fields names (for `readUploadForm`'s `fields`). */
export const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape);

/** The text fields of an upload form, validated by a shared schema as a JSON body would be. */
export function parseUploadFields<T extends z.ZodType>(schema: T, form: UploadForm): z.output<T> {
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(String(issue.path[0] ?? 'file'), issue.message);
  }
  return parsed.data;
}

/**
 * What no stored file may be: a page of our origin. Every uploaded file is served sandboxed (no script, no
 * same-origin rights, even if a browser renders it), and a PDF as an attachment (downloaded, never shown
 * inline from our origin; the web shows PDFs from a blob: URL it fetched). `nosniff` comes from helmet.
 */
export const STORED_FILE_CSP = 'sandbox';
const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The headers of a public file served by the static /uploads/ route (its `setHeaders` option, app.ts). */
export function setStoredFileHeaders(reply: FastifyReply, filePath: string) {
  reply.header('content-security-policy', STORED_FILE_CSP);
  if (filePath.toLowerCase().endsWith('.pdf')) reply.header('content-disposition', attachment(path.basename(filePath)));
}

/** A stored private PDF (contract templates, contracts), read after its access check: an attachment, sandboxed. */
export function sendPdf(reply: FastifyReply, file: { bytes: Buffer; name: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(file.name))
    .header('content-security-policy', STORED_FILE_CSP)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/**
 * A stored private media file (content drafts), read after its access check, answering HTTP Range requests with
 * 206 so a video seeks; one range per request (what players ask for); a range past the end is 416.
 */
export async function sendRangedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: { key: string; contentType: string; filename: string },
) {
  const stat = await storage.statPrivate(file.key);
  if (!stat) throw fieldError('file_id', 'File not found', 'NOT_FOUND');
  reply
    .type(file.contentType)
    .header('accept-ranges', 'bytes')
    .header('content-disposition', `inline; filename="${file.filename.replace(/[^\w.\- ]/g, '_')}"`)
    .header('content-security-policy', STORED_FILE_CSP)
    .header('cache-control', 'private, max-age=300');
  const range = parseRange(request.headers.range, stat.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
  }
  if (!range) return reply.header('content-length', stat.size).send(storage.readPrivateStream(file.key));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(storage.readPrivateStream(file.key, range));
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a size; null for none or a form we ignore (multiple ranges). */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
