/** The spec's upload rules (section 5) applied in the browser before anything is sent. */
import { fileNotAcceptedMessage, fileTooLargeMessage, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@app/shared/uploads';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The spec's message for an image that may not be uploaded, or null when it may. */
export function imageFileProblem(file: FileLike, maxBytes: number = MAX_UPLOAD_BYTES): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return fileNotAcceptedMessage(file.name);
  if (file.size > maxBytes) return fileTooLargeMessage(file.name);
  return null;
}

/** "5 MB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
