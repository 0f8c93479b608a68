/**
 * The S3-compatible storage driver (docs/decisions/027-s3-storage.md), chosen when S3_BUCKET is set. Keys keep the
 * local driver's shape: a public file is `<folder>/<uuid>.<ext>` at the bucket's root, a private one the same under
 * `private/`, so a folder copied from UPLOAD_DIR into the bucket keeps every stored URL and key valid. Public URLs
 * stay `/uploads/<key>` (the shared URL rules accept only those): the API streams them from the bucket, or
 * redirects to S3_PUBLIC_URL when a CDN or the bucket's own address serves them.
 *
 * The AWS SDK is imported when the driver is made, so the local driver never loads it.
 */
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import {
  createLocalStorage,
  isStorageKey,
  newStorageKey,
  PRIVATE_FOLDER,
  UPLOADS_URL_PREFIX,
  type Storage,
} from './storage';
import { setStoredFileHeaders } from './uploads';

export type S3Settings = NonNullable<Config['s3']>;

/** Storage in a bucket, plus what the /uploads/ route needs of it. */
export interface S3Storage extends Storage {
  readonly kind: 's3';
  /** Where browsers read public files directly (S3_PUBLIC_URL, no trailing slash); null: through the API. */
  readonly publicUrl: string | null;
  /** A public file's body and size; null when there is none. */
  openPublic(key: string): Promise<{ body: Readable; size: number | null } | null>;
  /** A public file's size; null when there is none. */
  statPublic(key: string): Promise<{ size: number } | null>;
  /** The SDK client (closed with the app). */
  readonly client: S3Client;
}

/** S3's smallest part (except the last). A draft video holds at most PART_SIZE * QUEUE_SIZE bytes in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Content types of the extensions our upload services write (packages/shared: uploads.ts, content.ts). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** A stored public file never changes (its name is a fresh UUID), so caches may keep it. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** A public key as the route receives it: our key shape, never under private/. */
export const isPublicKey = (key: string) => isStorageKey(key) && !key.toLowerCase().startsWith(`${PRIVATE_FOLDER}/`);

/** S3's "no such key" (GetObject), "not found" (HeadObject, no body) or a 404 from an S3-compatible server. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  if (!e || e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

export async function createS3Storage(settings: S3Settings): Promise<S3Storage> {
  const sdk = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Other S3-compatible servers do not all take the SDK's default CRC32 checksums; AWS itself keeps them.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    // A media stream holds its socket while a player reads it: more sockets than the SDK's 50, and an idle limit.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 120_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
  const Bucket = settings.bucket;
  const privateKey = (key: string) => `${PRIVATE_FOLDER}/${key}`;

  const write = async (objectKey: string, bytes: Buffer, extra: { CacheControl?: string } = {}) => {
    const isPdf = objectKey.toLowerCase().endsWith('.pdf');
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: objectKey,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(objectKey),
        // Read straight from the bucket (S3_PUBLIC_URL), a PDF is still downloaded, never shown inline.
        ...(isPdf ? { ContentDisposition: 'attachment' } : {}),
        ...extra,
      }),
    );
  };

  const head = async (objectKey: string) => {
    try {
      const found = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey }));
      return { size: found.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const get = async (objectKey: string, range?: { start: number; end: number }, abortSignal?: AbortSignal) => {
    try {
      const found = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: objectKey,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
        { abortSignal },
      );
      return { body: found.Body as Readable, size: found.ContentLength ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 's3',
    publicUrl: settings.publicUrl,
    client,

    async put(folder, bytes, extension) {
      const key = newStorageKey(folder, extension);
      if (!isPublicKey(key)) throw new Error('not a public storage key');
      await write(key, bytes, { CacheControl: PUBLIC_CACHE });
      return `${UPLOADS_URL_PREFIX}${key}`;
    },

    async putPrivate(folder, bytes, extension) {
      const key = newStorageKey(folder, extension);
      await write(privateKey(key), bytes);
      return key;
    },

    async readPrivate(key) {
      if (!isStorageKey(key)) return null;
      const found = await get(privateKey(key));
      if (!found) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of found.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },

    /**
     * A multipart upload fed from the stream, PART_SIZE at a time (a short stream is one PutObject). When the
     * source fails or is refused (the byte limit of infra/media-upload.ts), lib-storage aborts the multipart
     * upload, so the bucket keeps neither an object nor parts; the source's own error is what the caller sees.
     */
    async putPrivateStream(folder, source, extension) {
      const key = newStorageKey(folder, extension);
      const upload = new Upload({
        client,
        params: { Bucket, Key: privateKey(key), Body: source, ContentType: contentTypeOf(key) },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // As the local driver's pipeline does: a failed write stops reading the source.
        if (!source.destroyed) source.destroy();
        throw error;
      }
      return key;
    },

    statPrivate: (key) => (isStorageKey(key) ? head(privateKey(key)) : Promise.resolve(null)),

    /**
     * A ranged GetObject. The interface answers a stream at once; the request starts now and its body flows into
     * the stream, or its error destroys it. A stream closed early (the player went away) aborts the request.
     */
    readPrivateStream(key, range) {
      if (!isStorageKey(key)) throw new Error('not a storage key');
      const out = new PassThrough();
      const controller = new AbortController();
      let finished = false;
      out.once('close', () => finished || controller.abort());
      get(privateKey(key), range, controller.signal)
        .then((found) => {
          if (!found) throw Object.assign(new Error('No such file'), { code: 'ENOENT' });
          return pipeline(found.body, out);
        })
        .then(() => (finished = true))
        .catch((error: unknown) => {
          if (!out.destroyed) out.destroy(error as Error);
        });
      return out;
    },

    async deletePrivate(key) {
      if (!isStorageKey(key)) return;
      try {
        // S3 answers 204 for a key that is not there; some compatible servers answer 404.
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: privateKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    openPublic: (key) => (isPublicKey(key) ? get(key) : Promise.resolve(null)),
    statPublic: (key) => (isPublicKey(key) ? head(key) : Promise.resolve(null)),
  };
}

export const isS3Storage = (storage: Storage): storage is S3Storage => (storage as Partial<S3Storage>).kind === 's3';

/** The app's storage: the bucket when S3_BUCKET is set, else the folder UPLOAD_DIR. */
export async function createStorage(config: Pick<Config, 'uploadDir' | 's3'>): Promise<Storage> {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadDir);
}

/** Lets go of the bucket's connections (a script's end; the app does it on close). */
export function closeStorage(storage: Storage): void {
  if (isS3Storage(storage)) storage.client.destroy();
}

/**
 * GET (and HEAD) /uploads/<key> for a bucket: a redirect to S3_PUBLIC_URL when browsers may read the bucket there,
 * else the object streamed with the headers of the local static route (sandboxed, PDFs as attachments, the type of
 * its extension). A missing file, a malformed key and anything under private/ are the same 404.
 */
export function registerS3PublicFiles(app: FastifyInstance, storage: S3Storage): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? '';
      if (!isPublicKey(key)) return reply.callNotFound();
      if (storage.publicUrl) {
        // Cached for a day, not for ever: a moved CDN (a new S3_PUBLIC_URL) takes over within a day.
        return reply.header('cache-control', 'public, max-age=86400').redirect(`${storage.publicUrl}/${key}`, 302);
      }
      const found = request.method === 'HEAD' ? await storage.statPublic(key) : await storage.openPublic(key);
      if (!found) return reply.callNotFound();
      setStoredFileHeaders(reply, key);
      reply.type(contentTypeOf(key)).header('cache-control', PUBLIC_CACHE);
      if (found.size !== null) reply.header('content-length', found.size);
      return 'body' in found ? reply.send(found.body) : reply.send();
    },
  });
  app.addHook('onClose', async () => closeStorage(storage));
}
