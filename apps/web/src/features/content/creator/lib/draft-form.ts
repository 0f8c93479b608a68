/** The draft form's rules, the API's (a caption, a file or more, at most MAX_CONTENT_FILES), checked before sending. */
import { z } from 'zod';
import { CAPTION_MAX, MAX_CONTENT_FILES } from '@app/shared/content';
import { tooManyFilesMessage } from '../../lib/upload-files';

export const draftFormSchema = z.object({
  caption: z
    .string()
    .trim()
    .min(1, 'Write the caption you will post')
    .max(CAPTION_MAX, `Keep the caption to ${CAPTION_MAX} characters`),
  files: z
    .array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))
    .min(1, 'Add at least one image or video')
    .max(MAX_CONTENT_FILES, tooManyFilesMessage()),
});

export type DraftFormInput = z.input<typeof draftFormSchema>;
export type DraftFormValues = z.output<typeof draftFormSchema>;

/** The form's fields, and the API's names for them where they differ (`file` parts -> `files`). */
export const DRAFT_FIELDS = ['caption', 'files'] as const;
export const DRAFT_FIELD_ALIASES = { file: 'files' } as const;
