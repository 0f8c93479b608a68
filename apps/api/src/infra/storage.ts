import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files go. Public files are served by URL under /uploads/ (names are random UUIDs);
 * private files (contract PDFs, content drafts) are only read back by the API after an access check. The local
 * driver writes under UPLOAD_DIR; the S3-compatible driver (storage-s3.ts, decision 027) implements the same calls
 * in a bucket, with the same keys.
 */
export interface Storage {
  /** Stores the bytes under a fresh name in `folder` and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Stores the bytes privately and returns their key. */
  putPrivate(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** The bytes of a private key; null when there is no such file. */
  readPrivate(key: string): Promise<Buffer | null>;
  /**
   * Streams `source` into a fresh private key, never holding it whole in memory (draft videos). A failed or
   * refused stream leaves nothing behind.
   */
  putPrivateStream(folder: string, source: Readable, extension: string): Promise<string>;
  /** The size of a private key's file; null when there is none. */
  statPrivate(key: string): Promise<{ size: number } | null>;
  /** A private file's bytes `start`..`end` (inclusive), for HTTP Range replies. */
  readPrivateStream(key: string, range?: { start: number; end: number }): Readable;
  /** Removes a private file (a draft whose transaction failed); no error when it is gone already. */
  deletePrivate(key: string): Promise<void>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Under UPLOAD_DIR but never served by the static route (app.ts refuses this prefix). */
export const PRIVATE_FOLDER = 'private';

const safeSegment = (folder: string) => folder.replace(/[^a-z0-9-]/gi, '');
const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/i;

/** A fresh key of every driver: `<folder>/<uuid>.<extension>`, letters, digits and dashes only. */
export const newStorageKey = (folder: string, extension: string) =>
  `${safeSegment(folder)}/${randomUUID()}.${safeSegment(extension)}`;
/** Whether `key` has the shape `newStorageKey` gives (nothing else is ever read or deleted). */
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

export function createLocalStorage(uploadDir: string): Storage {
  const write = async (root: string, folder: string, bytes: Buffer, extension: string) => {
    const key = newStorageKey(folder, extension);
    await mkdir(path.join(root, safeSegment(folder)), { recursive: true });
    await writeFile(path.join(root, key), bytes);
    return key;
  };
  const privateRoot = path.join(uploadDir, PRIVATE_FOLDER);
  const privatePath = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('not a storage key');
    return path.join(privateRoot, key);
  };
  return {
    async put(folder, bytes, extension) {
      return `${UPLOADS_URL_PREFIX}${await write(uploadDir, folder, bytes, extension)}`;
    },
    putPrivate: (folder, bytes, extension) => write(privateRoot, folder, bytes, extension),
    async readPrivate(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        return await readFile(path.join(privateRoot, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async putPrivateStream(folder, source, extension) {
      const key = newStorageKey(folder, extension);
      await mkdir(path.join(privateRoot, safeSegment(folder)), { recursive: true });
      try {
        await pipeline(source, createWriteStream(privatePath(key), { flags: 'wx' }));
      } catch (error) {
        await rm(privatePath(key), { force: true });
        throw error;
      }
      return key;
    },
    async statPrivate(key) {
      if (!KEY_PATTERN.test(key)) return null;
      try {
        return { size: (await stat(privatePath(key))).size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    readPrivateStream: (key, range) => createReadStream(privatePath(key), range),
    async deletePrivate(key) {
      if (KEY_PATTERN.test(key)) await rm(privatePath(key), { force: true });
    },
  };
}
