/**
 * Files chosen on the create form go up after the brief is saved, one request per file (spec
 * section 7). A failed file does not stop the others, and the brief stays saved; what failed is
 * reported by name with the server's reason.
 */
import { describeError } from '../../../lib/api-client';
import type { BriefFileSlot } from '../api/upload-brief-file';

export interface PendingUpload {
  slot: BriefFileSlot;
  file: File;
}

export interface FailedUpload {
  name: string;
  slot: BriefFileSlot;
  message: string;
}

export interface UploadProgress {
  /** Files finished (stored or failed). */
  done: number;
  total: number;
  /** The file going up now; null once all are done. */
  current: PendingUpload | null;
}

export async function uploadAll(
  uploads: readonly PendingUpload[],
  upload: (item: PendingUpload) => Promise<unknown>,
  onProgress: (progress: UploadProgress) => void,
): Promise<FailedUpload[]> {
  const failed: FailedUpload[] = [];
  for (const [index, item] of uploads.entries()) {
    onProgress({ done: index, total: uploads.length, current: item });
    try {
      await upload(item);
    } catch (error) {
      failed.push({ name: item.file.name, slot: item.slot, message: describeError(error) });
    }
  }
  onProgress({ done: uploads.length, total: uploads.length, current: null });
  return failed;
}

/** What the create page hands the brief page through the navigation state. */
export interface BriefPageState {
  failedUploads?: FailedUpload[];
}

export function failedUploadsOf(state: unknown): FailedUpload[] {
  const list = (state as BriefPageState | null)?.failedUploads;
  return Array.isArray(list)
    ? list.filter((item) => typeof item?.name === 'string' && typeof item?.message === 'string')
    : [];
}
