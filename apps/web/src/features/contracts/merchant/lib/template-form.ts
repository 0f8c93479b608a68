/**
 * The contract template form (spec sections 3 Contract template and 5): a FILE template is a PDF and
 * carries no body; a TEXT template carries a body (an Editor.js document) and no file. Sent as
 * multipart: the text fields first (the server reads those before the file), then the file.
 */
import { z } from 'zod';
import { contractTemplateFieldsSchema, type ContractTemplate, type ContractTemplateType } from '@app/shared/contracts';
import { isRichTextEmpty, richTextSchema, type RichText } from '@app/shared/rich-text';
import { uploadProblem } from '@app/shared/uploads';

export interface TemplateFormValues {
  title: string;
  type: ContractTemplateType;
  body: RichText | null;
  /** A newly chosen PDF (FILE). */
  file: File | null;
}

export const PDF_REQUIRED_MESSAGE = "Choose the contract's PDF";
export const BODY_REQUIRED_MESSAGE = "Write the contract's text";

export type TemplateFormOutput =
  { title: string; type: 'FILE'; file: File | null } | { title: string; type: 'TEXT'; body: RichText };

/** `storedFile`: the template being edited already has its PDF, so FILE may keep it. */
export function templateFormSchema({ storedFile }: { storedFile: boolean }) {
  return z
    .object({
      title: contractTemplateFieldsSchema.shape.title,
      type: contractTemplateFieldsSchema.shape.type,
      body: z.custom<RichText | null>(),
      file: z.custom<File | null>(),
    })
    .superRefine((values, ctx) => {
      if (values.type === 'FILE') {
        if (!values.file && !storedFile)
          ctx.addIssue({ code: 'custom', path: ['file'], message: PDF_REQUIRED_MESSAGE });
        const problem = values.file && uploadProblem(values.file, 'document');
        if (problem) ctx.addIssue({ code: 'custom', path: ['file'], message: problem });
        return;
      }
      if (isRichTextEmpty(values.body)) {
        ctx.addIssue({ code: 'custom', path: ['body'], message: BODY_REQUIRED_MESSAGE });
        return;
      }
      const checked = richTextSchema.safeParse(values.body);
      if (!checked.success)
        ctx.addIssue({
          code: 'custom',
          path: ['body'],
          message: checked.error.issues[0]?.message ?? 'The text cannot be saved',
        });
    })
    .transform((values): TemplateFormOutput =>
      values.type === 'FILE'
        ? { title: values.title, type: 'FILE', file: values.file }
        : { title: values.title, type: 'TEXT', body: values.body! },
    );
}

/** Fields the server's errors may point at. */
export const TEMPLATE_FORM_FIELDS = ['title', 'type', 'body', 'file'] as const;

export function newTemplateValues(): TemplateFormValues {
  return { title: '', type: 'FILE', body: null, file: null };
}

export function templateValues(template: ContractTemplate): TemplateFormValues {
  return { title: template.title, type: template.type, body: template.body, file: null };
}

/**
 * The multipart body: company_id (on create), title, type, then body for TEXT (JSON text) or the
 * PDF for FILE (only when a new one was chosen; an edit may keep the stored one). A FILE template
 * never sends a body, a TEXT one never a file.
 */
export function templateFormData(output: TemplateFormOutput, companyId?: string): FormData {
  const form = new FormData();
  if (companyId) form.append('company_id', companyId);
  form.append('title', output.title);
  form.append('type', output.type);
  if (output.type === 'TEXT') form.append('body', JSON.stringify(output.body));
  else if (output.file) form.append('file', output.file, output.file.name);
  return form;
}
