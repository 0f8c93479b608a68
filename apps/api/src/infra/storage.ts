import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files go. The local driver writes to UPLOAD_DIR; an S3 driver can implement the same. */
export interface Storage {
  /** Stores the bytes under a fresh name in `folder` and returns the public URL path. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function createLocalStorage(uploadDir: string): Storage {
  return {
    async put(folder, bytes, extension) {
      const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
      const name = `${randomUUID()}.${extension}`;
      await mkdir(path.join(uploadDir, safeFolder), { recursive: true });
      await writeFile(path.join(uploadDir, safeFolder, name), bytes);
      return `${UPLOADS_URL_PREFIX}${safeFolder}/${name}`;
    },
  };
}
