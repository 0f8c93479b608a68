/**
 * Browser-side helpers of the upload widgets. The acceptance rule and its messages (spec section 5)
 * are shared `uploadProblem` in `@app/shared/uploads`, the same one the API applies.
 */
import { UPLOAD_MIME_TYPES, type UploadKind, type UploadMimeType } from '@app/shared/uploads';

/** "5 MB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const TYPE_NAMES: Record<UploadMimeType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
};

/** The types a slot takes, for people: "JPEG or PNG", "PDF", "JPEG, PNG or PDF". */
export function uploadTypesLabel(kind: UploadKind): string {
  const names = UPLOAD_MIME_TYPES[kind].map((type) => TYPE_NAMES[type]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');
}
