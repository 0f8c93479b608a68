import { Input, Loader, Paper, Text } from '@mantine/core';
import type EditorJS from '@editorjs/editorjs';
import type { EditorConfig, OutputData } from '@editorjs/editorjs';
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type Ref,
  type RefObject,
} from 'react';
import type { RichText } from '@app/shared/rich-text';
import { createImageUploader, editorTools, type UploadImage } from '../lib/rich-text-editor';

export interface RichTextEditorProps {
  label: string;
  /** The document to start from; a different document given later replaces the content. */
  value: RichText | null | undefined;
  /** The whole document after each edit. */
  onChange: (doc: RichText) => void;
  /** Stores an image and returns its /uploads/ URL; without it, image uploads fail with the spec's message. */
  uploadImage?: UploadImage;
  description?: string;
  /** The form's message for the document. */
  error?: string | null;
  readOnly?: boolean;
  /** A handle to take the latest document before a submit (see submitAfterEditors). */
  ref?: Ref<RichTextEditorHandle>;
  /** Shown in the first, empty paragraph. */
  placeholder?: string;
  required?: boolean;
  'data-testid'?: string;
}

/** Editor.js and its tools, fetched on first use so they stay out of the initial bundle. */
async function loadEditor() {
  const [editor, header, list, image, delimiter] = await Promise.all([
    import('@editorjs/editorjs'),
    import('@editorjs/header'),
    import('@editorjs/list'),
    import('@editorjs/image'),
    import('@editorjs/delimiter'),
  ]);
  return {
    EditorJS: editor.default,
    tools: { Header: header.default, List: list.default, ImageTool: image.default, Delimiter: delimiter.default },
  };
}

const same = (a: RichText | null | undefined, b: RichText | null | undefined) =>
  JSON.stringify(a?.blocks ?? []) === JSON.stringify(b?.blocks ?? []);

/**
 * The rich-text editor of briefs and contracts (Editor.js: paragraphs, headings 1 to 6 with 3 by
 * default, lists, images, delimiters), producing the shared RichText document.
 */
/** What a form holds of an editor: Editor.js reports changes a few hundred ms late, so a submit asks first. */
export interface RichTextEditorHandle {
  /** Reads the editor's current document and hands it to onChange now. */
  flush(): Promise<void>;
}

/** A form's submit handler that first takes the latest text of its editors (else the last keystrokes are lost). */
export function submitAfterEditors(
  editors: ReadonlyArray<RefObject<RichTextEditorHandle | null>>,
  submit: () => Promise<void>,
) {
  return async (event: FormEvent) => {
    event.preventDefault();
    await Promise.all(editors.map((editor) => editor.current?.flush()));
    await submit();
  };
}

export function RichTextEditor({
  label,
  value,
  onChange,
  uploadImage,
  description,
  error,
  readOnly = false,
  placeholder,
  required,
  ref,
  ...rest
}: RichTextEditorProps) {
  const holderRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<EditorJS | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [uploadError, setUploadError] = useState<string | null>(null);
  // The editor is created once; it reads the latest props through these refs.
  const latest = useRef({ onChange, uploadImage, value, readOnly, placeholder });
  const shown = useRef<RichText | null | undefined>(value);
  useEffect(() => {
    latest.current = { onChange, uploadImage, value, readOnly, placeholder };
  });
  useImperativeHandle(ref, () => ({
    async flush() {
      const editor = editorRef.current;
      if (!editor || editor.readOnly.isEnabled) return;
      const doc = (await editor.save()) as RichText;
      shown.current = doc;
      latest.current.onChange(doc);
    },
  }));
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const uploadErrorId = useId();

  useEffect(() => {
    let cancelled = false;
    const instance: { editor: EditorJS | null } = { editor: null };
    // Each instance gets its own element: destroy() empties its holder, which must not take a newer instance along.
    const holder = document.createElement('div');
    holderRef.current?.appendChild(holder);
    loadEditor()
      .then(({ EditorJS: Editor, tools }) => {
        if (cancelled) return;
        const uploader = createImageUploader(() => latest.current.uploadImage, setUploadError);
        const editor = new Editor({
          holder,
          data: (latest.current.value ?? undefined) as OutputData | undefined,
          readOnly: latest.current.readOnly,
          placeholder: latest.current.placeholder,
          minHeight: 60,
          tools: editorTools(tools, uploader) as EditorConfig['tools'],
          onChange: async (api) => {
            // Toggling read-only re-renders the blocks and fires this; nothing was edited and save() would throw.
            if (api.readOnly.isEnabled) return;
            const doc = (await api.saver.save()) as RichText;
            shown.current = doc;
            latest.current.onChange(doc);
          },
        });
        instance.editor = editor;
        editor.isReady.then(
          () => {
            if (cancelled) return;
            editorRef.current = editor;
            setStatus('ready');
          },
          () => !cancelled && setStatus('failed'),
        );
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
      editorRef.current = null;
      const done = () => holder.remove();
      const editor = instance.editor;
      if (editor)
        editor.isReady
          .then(() => editor.destroy())
          .catch(() => undefined)
          .finally(done);
      else done();
    };
  }, []);

  // A document given from outside (a form reset, data arriving) replaces the content; our own echo does not.
  useEffect(() => {
    const editor = editorRef.current;
    if (status !== 'ready' || !editor || same(value, shown.current)) return;
    shown.current = value;
    if (value?.blocks.length) void editor.render(value as OutputData);
    else editor.clear();
  }, [status, value]);

  useEffect(() => {
    const editor = editorRef.current;
    if (status === 'ready' && editor && editor.readOnly.isEnabled !== readOnly) void editor.readOnly.toggle(readOnly);
  }, [status, readOnly]);

  const describedBy = [description && descriptionId, error && errorId, uploadError && uploadErrorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div data-testid={rest['data-testid']}>
      <Input.Label id={labelId} labelElement="div" required={required}>
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <Paper
        withBorder
        radius="sm"
        px="sm"
        py={4}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        {status === 'loading' && <Loader size="sm" m="xs" role="status" aria-label={`Loading ${label}`} />}
        {status === 'failed' && (
          <Text size="sm" c="red" role="alert" p="xs">
            The editor could not be loaded. Reload the page to try again.
          </Text>
        )}
        <div
          ref={holderRef}
          role="group"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        />
      </Paper>
      {uploadError && (
        <Text id={uploadErrorId} size="sm" c="red" role="alert" mt={4}>
          {uploadError}
        </Text>
      )}
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
