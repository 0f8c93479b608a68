/** Uploads that belong to no record yet: images inside rich-text bodies (briefs, text contract templates). */
import type { StoredFile } from '@app/shared/uploads';
import type { Deps } from '../../deps';
import type { Actor } from '../../actor';
import { storePublicFile, type UploadedFile } from '../../infra/uploads';
import { authorize } from '../companies/access';

/** Anyone who may write a brief in the company may put an image into a document of it. */
export async function uploadEditorImage(
  deps: Deps,
  actor: Actor,
  input: { company_id: string; file: UploadedFile },
): Promise<StoredFile> {
  await authorize(deps, actor, input.company_id, 'brief.write');
  return storePublicFile(deps.storage, 'editor-images', input.file);
}
