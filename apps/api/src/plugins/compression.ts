/**
 * The API's answers compressed for clients that accept it (issue 22): Brotli at quality 4, else gzip, for bodies of
 * 1 KB or more. On a phone link the campaign lists' 60 KB of JSON were about 0.3 s; compressed, a tenth of that.
 * Registered in the API's scopes only (app.ts): the web app's files are compressed when they are built (decision 030),
 * uploads are media, and the notification stream writes to its socket itself (it hijacks its reply), so no compressor
 * holds its events back. Request bodies are never decompressed: a client sends plain JSON or a multipart upload.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies under this many bytes are sent as they are (compressing them costs more than it saves). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Quality 4: about gzip's speed with a smaller answer; 11 (the default) costs milliseconds per list.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
