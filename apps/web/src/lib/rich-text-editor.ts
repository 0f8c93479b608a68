/**
 * The rules of the rich-text editor that need no editor: how images are uploaded and which tools
 * it offers. Editor.js itself is loaded lazily by components/RichTextEditor.
 */
import { DEFAULT_HEADER_LEVEL, HEADER_LEVELS } from '@app/shared/rich-text';
import { IMAGE_MIME_TYPES, isUploadedFileUrl, uploadProblem } from '@app/shared/uploads';

/** Spec section 8: an editor image upload with no upload function supplied. */
export const NO_UPLOAD_FUNCTION_MESSAGE =
  'Please implement an upload function for EditorJS to be able to upload images.';
/** The shared document schema's wording for an image that is not one of our uploads. */
export const FOREIGN_IMAGE_MESSAGE = 'Images must be uploaded through the editor';
/** Spec section 8: a failure without a message of its own. */
const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** What a page gives the editor to store an image: the stored file's URL under /uploads/. */
export type UploadImage = (file: File) => Promise<{ url: string }>;

/** The answer the Editor.js image tool expects from its uploader. */
export interface ImageToolUpload {
  success: 1;
  file: { url: string };
}

export interface ImageUploader {
  uploadByFile(file: File): Promise<ImageToolUpload>;
  uploadByUrl(url: string): Promise<ImageToolUpload>;
}

/** One of our stored images, the whole URL (the document schema's own rule). */
const isOwnImage = (url: string) => isUploadedFileUrl(url, 'image');

/**
 * The image tool's uploader. Every refusal rejects with the message and reports it: the tool
 * itself only shows a generic notice, so the editor shows this message to the person; a later
 * success reports null, clearing it. `getUploadImage` is read on each upload, so a page may
 * supply the function after mounting.
 */
export function createImageUploader(
  getUploadImage: () => UploadImage | undefined,
  report: (problem: string | null) => void,
): ImageUploader {
  const fail = (message: string): Promise<never> => {
    report(message);
    return Promise.reject(new Error(message));
  };
  const succeed = (url: string): ImageToolUpload => {
    report(null);
    return { success: 1, file: { url } };
  };
  return {
    async uploadByFile(file) {
      const uploadImage = getUploadImage();
      if (!uploadImage) return fail(NO_UPLOAD_FUNCTION_MESSAGE);
      const problem = uploadProblem(file, 'image');
      if (problem) return fail(problem);
      let url: string;
      try {
        ({ url } = await uploadImage(file));
      } catch (error) {
        return fail(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE);
      }
      // The stored document accepts our own uploads only; better to say so now than on saving.
      return isOwnImage(url) ? succeed(url) : fail(FOREIGN_IMAGE_MESSAGE);
    },
    // A pasted image address: one of ours is reused, anybody else's cannot be stored by its address.
    async uploadByUrl(url) {
      return isOwnImage(url) ? succeed(url) : fail(FOREIGN_IMAGE_MESSAGE);
    },
  };
}

/** The tool classes, as loaded by the component (kept opaque here so this module imports no editor code). */
export interface EditorToolClasses {
  Header: unknown;
  List: unknown;
  ImageTool: unknown;
  Delimiter: unknown;
}

/**
 * The Editor.js tools: headings 1 to 6, default 3 (spec sections 2 and 9), lists, images through
 * `uploader`, delimiters; paragraphs are Editor.js's own. The block types match the shared schema.
 */
export function editorTools({ Header, List, ImageTool, Delimiter }: EditorToolClasses, uploader: ImageUploader) {
  return {
    header: {
      class: Header,
      inlineToolbar: true,
      config: { levels: [...HEADER_LEVELS], defaultLevel: DEFAULT_HEADER_LEVEL },
    },
    list: { class: List, inlineToolbar: true },
    image: { class: ImageTool, config: { uploader, endpoints: {}, types: IMAGE_MIME_TYPES.join(',') } },
    delimiter: { class: Delimiter },
  };
}
