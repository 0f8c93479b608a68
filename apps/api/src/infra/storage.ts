import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files go. Public files are served by URL under /uploads/ (names are random UUIDs);
 * private files (contract PDFs) are only read back by the API after an access check. The local driver
 * writes under UPLOAD_DIR; an S3-compatible driver implements the same three calls (docs/scaling.md).
 */
export interface Storage {
  /** Stores the bytes under a fresh name in `folder` and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** Stores the bytes privately and returns their key. */
  putPrivate(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** The bytes of a private key; null when there is no such file. */
  readPrivate(key: string): Promise<Buffer | null>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Under UPLOAD_DIR but never served by the static route (app.ts refuses this prefix). */
export const PRIVATE_FOLDER = 'private';

const safeSegment = (folder: string) => folder.replace(/[^a-z0-9-]/gi, '');
const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/i;

export function createLocalStorage(uploadDir: string): Storage {
  const write = async (root: string, folder: string, bytes: Buffer, extension: string) => {
    const key = `${safeSegment(folder)}/${randomUUID()}.${safeSegment(extension)}`;
    await mkdir(path.join(root, safeSegment(folder)), { recursive: true });
    await writeFile(path.join(root, key), bytes);
    return key;
  };
  const privateRoot = path.join(uploadDir, PRIVATE_FOLDER);
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
  };
}
