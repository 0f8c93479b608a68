import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CONTRACT_TITLE_MAX, type ContractTemplate } from '@app/shared/contracts';
import type { StoredFile } from '@app/shared/uploads';
import { FileUpload } from '../../../../components/FileUpload';
import { FormError } from '../../../../components/FormError';
import { RichTextEditor, submitAfterEditors, type RichTextEditorHandle } from '../../../../components/RichTextEditor';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import type { UploadImage } from '../../../../lib/rich-text-editor';
import { formatBytes } from '../../../../lib/uploads';
import {
  newTemplateValues,
  TEMPLATE_FORM_FIELDS,
  templateFormData,
  templateFormSchema,
  templateValues,
  type TemplateFormOutput,
  type TemplateFormValues,
} from '../lib/template-form';

export interface TemplateFormProps {
  /** The template being edited; a new one when absent. */
  template?: ContractTemplate | null;
  /** Sent with a new template (the multipart `company_id`). */
  companyId: string;
  uploadImage: UploadImage;
  /** The multipart body, built by the shared rule (FILE: the PDF and no body; TEXT: the body and no file). */
  onSubmit: (form: FormData, values: TemplateFormOutput) => void;
  onCancel?: () => void;
  pending?: boolean;
  /** The failed save: errors naming a field (`field`/`issues`) show on it, the rest above the buttons. */
  error?: unknown;
}

/** A chosen local file as the upload widget lists it (a blob: link to look at it). */
function useChosenFile(file: File | null): StoredFile[] {
  const listed = useMemo(
    () =>
      file
        ? [
            {
              url: URL.createObjectURL(file),
              name: file.name,
              content_type: 'application/pdf' as const,
              size: file.size,
            },
          ]
        : [],
    [file],
  );
  useEffect(() => () => listed.forEach((item) => URL.revokeObjectURL(item.url)), [listed]);
  return listed;
}

/** A contract template: a title and either a PDF (type FILE) or a rich text (type TEXT). */
export function TemplateForm({
  template,
  companyId,
  uploadImage,
  onSubmit,
  onCancel,
  pending = false,
  error,
}: TemplateFormProps) {
  const storedFile = template?.type === 'FILE' && template.file ? template.file : null;
  const schema = useMemo(() => templateFormSchema({ storedFile: storedFile !== null }), [storedFile]);
  const form = useForm<TemplateFormValues, unknown, TemplateFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: template ? templateValues(template) : newTemplateValues(),
  });
  const { errors } = form.formState;
  const bodyEditor = useRef<RichTextEditorHandle>(null);
  useServerFieldErrors(error, form.setError, TEMPLATE_FORM_FIELDS);
  const type = form.watch('type');
  const chosen = useChosenFile(form.watch('file'));

  return (
    <form
      onSubmit={submitAfterEditors(
        [bodyEditor],
        form.handleSubmit((values) => onSubmit(templateFormData(values, template ? undefined : companyId), values)),
      )}
      noValidate
      aria-label={template ? 'Edit contract template' : 'New contract template'}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          maxLength={CONTRACT_TITLE_MAX}
          disabled={pending}
          data-autofocus
          {...form.register('title')}
          error={errors.title?.message}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label="Template type"
              required
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors(['file', 'body']);
              }}
              error={errors.type?.message}
            >
              <Group gap="lg" mt={6}>
                <Radio value="FILE" label="PDF file" disabled={pending} />
                <Radio value="TEXT" label="Written text" disabled={pending} />
              </Group>
            </Radio.Group>
          )}
        />
        {type === 'FILE' ? (
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <Stack gap={4}>
                <FileUpload
                  label="Contract PDF"
                  description={
                    storedFile
                      ? 'Choose a new PDF to replace the current one; contracts already made keep theirs.'
                      : 'The contract creators will sign.'
                  }
                  kind="document"
                  required={!storedFile}
                  onFiles={(files) => {
                    field.onChange(files[0] ?? null);
                    form.clearErrors('file');
                  }}
                  files={chosen}
                  onRemove={() => field.onChange(null)}
                  disabled={pending}
                  error={errors.file?.message}
                  data-testid="template-file"
                />
                {storedFile && !chosen.length && (
                  <Text size="sm" c="dimmed" data-testid="template-current-file">
                    Current PDF: {storedFile.name} ({formatBytes(storedFile.size)})
                  </Text>
                )}
              </Stack>
            )}
          />
        ) : (
          <Controller
            control={form.control}
            name="body"
            render={({ field }) => (
              <RichTextEditor
                ref={bodyEditor}
                label="Contract text"
                required
                description="Headings, lists and images are welcome."
                value={field.value}
                onChange={(doc) => {
                  field.onChange(doc);
                  if (errors.body) form.clearErrors('body');
                }}
                uploadImage={uploadImage}
                error={errors.body?.message}
                data-testid="template-body"
              />
            )}
          />
        )}
        <FormError error={error} fields={TEMPLATE_FORM_FIELDS} />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {template ? 'Save changes' : 'Create template'}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
