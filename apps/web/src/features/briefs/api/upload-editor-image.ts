import type { StoredFile } from '@app/shared/uploads';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /upload/editor/image, multipart fields `company_id` then `file` (jpeg or png, 5 MB at most)
 * -> the stored image, for an image block of a rich-text body (briefs, text contract templates).
 */
export function uploadEditorImage(companyId: string, file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('company_id', companyId);
  form.append('file', file, file.name);
  return apiClient.POST('/upload/editor/image', { form });
}
