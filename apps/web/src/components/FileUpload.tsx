import '@mantine/dropzone/styles.css';
import { Anchor, CloseButton, Group, Input, Loader, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFile, IconFileTypePdf, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MIME_TYPES,
  uploadProblem,
  type StoredFile,
  type UploadKind,
} from '@app/shared/uploads';
import { formatBytes, uploadTypesLabel } from '../lib/uploads';

/** A file on its way to the server; `progress` 0 to 100, or undefined while unknown. */
export interface UploadInProgress {
  name: string;
  progress?: number;
}

export interface FileUploadProps {
  /** The field's label; the hidden file input is named "{label} file" ("{label} files" when multiple). */
  label: string;
  description?: string;
  /** Which types the slot takes (shared UPLOAD_MIME_TYPES). */
  kind: UploadKind;
  /** Per file; the spec's 5 MB by default. */
  maxBytes?: number;
  /** Several files at once; each is checked on its own. */
  multiple?: boolean;
  /** The accepted files of one pick or drop (one at most unless `multiple`); refused ones are listed, not passed. */
  onFiles: (files: File[]) => void;
  /** Files already stored for this slot, each with a remove button when `onRemove` is given. */
  files?: StoredFile[];
  onRemove?: (file: StoredFile) => void;
  /** Files being uploaded now, with their progress. */
  uploads?: UploadInProgress[];
  loading?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** A server error to show under the zone (the upload failed after the file was accepted here). */
  error?: string | null;
  compact?: boolean;
  'data-testid'?: string;
}

const NOUNS: Record<UploadKind, [one: string, many: string]> = {
  image: ['an image', 'images'],
  document: ['a PDF', 'PDFs'],
  'image-or-document': ['a file', 'files'],
};

/**
 * Drop, click or keyboard (Enter/Space on the zone) file picking for images, PDFs or both. Every
 * file is checked with the shared `uploadProblem` before anything is uploaded, so the spec's
 * messages (section 5) are the only refusals; they are announced and name each refused file.
 */
export function FileUpload({
  label,
  description,
  kind,
  maxBytes = MAX_UPLOAD_BYTES,
  multiple = false,
  onFiles,
  files = [],
  onRemove,
  uploads = [],
  loading,
  disabled,
  required,
  error,
  compact,
  ...rest
}: FileUploadProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const labelId = useId();
  const descriptionId = useId();
  const messageId = useId();
  const instructionsId = useId();
  // A refusal here is about the file just picked, so it shows instead of an older server error.
  const shown = problems.length > 0 ? problems : error ? [error] : [];
  const [one, many] = NOUNS[kind];
  const iconSize = compact ? 28 : 40;

  // react-dropzone splits files by its own accept rule; both halves go through the shared rule instead.
  const take = (picked: File[]) => {
    const candidates = multiple ? picked : picked.slice(0, 1);
    if (candidates.length === 0) return;
    const refused = candidates.map((file) => uploadProblem(file, kind, maxBytes));
    setProblems(refused.filter((problem): problem is string => problem !== null));
    const accepted = candidates.filter((_, index) => refused[index] === null);
    if (accepted.length > 0) onFiles(accepted);
  };

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div" required={required}>
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <Dropzone
        onDrop={() => undefined}
        onDropAny={(accepted, rejections) => take([...accepted, ...rejections.map((rejection) => rejection.file)])}
        accept={[...UPLOAD_MIME_TYPES[kind]]}
        multiple={multiple}
        loading={loading}
        disabled={disabled}
        // A focusable group, not a button: it holds the (hidden) file input, and a button may hold no control.
        // Enter or Space opens the file chooser; the instructions are part of its description.
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[instructionsId, description ? descriptionId : '', shown.length ? messageId : '']
          .filter(Boolean)
          .join(' ')}
        aria-disabled={disabled || undefined}
        inputProps={{ 'aria-label': `${label} ${multiple ? 'files' : 'file'}` }}
        data-testid={rest['data-testid']}
        p={compact ? 'sm' : 'lg'}
      >
        <Group justify="center" gap="md" mih={compact ? 48 : 96} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={iconSize} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={iconSize} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            {kind === 'image' ? <IconPhoto size={iconSize} aria-hidden /> : <IconFile size={iconSize} aria-hidden />}
          </Dropzone.Idle>
          <div id={instructionsId}>
            <Text size={compact ? 'sm' : 'md'} fw={500}>
              {multiple ? `Drop ${many} here or click to choose them` : `Drop ${one} here or click to choose one`}
            </Text>
            <Text size="xs" c="dimmed">
              {uploadTypesLabel(kind)}, up to {formatBytes(maxBytes)}
              {multiple ? ' each' : ''}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {shown.length > 0 && (
        <Stack gap={2} id={messageId} role="alert" data-testid="upload-error">
          {shown.map((message, index) => (
            <Text key={index} size="sm" c="red">
              {message}
            </Text>
          ))}
        </Stack>
      )}
      {(files.length > 0 || uploads.length > 0) && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${label}: files`}>
          {files.map((file) => (
            <Group component="li" key={file.url} gap="xs" wrap="nowrap">
              {file.content_type === 'application/pdf' ? (
                <IconFileTypePdf size={18} aria-hidden />
              ) : (
                <IconPhoto size={18} aria-hidden />
              )}
              <Anchor
                href={file.url}
                // A PDF is served as an attachment (never shown from our origin): saved under its own name.
                download={file.content_type === 'application/pdf' ? file.name : undefined}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                truncate="end"
                miw={0}
                style={{ flex: 1 }}
              >
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatBytes(file.size)}
              </Text>
              {onRemove && (
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => onRemove(file)}
                />
              )}
            </Group>
          ))}
          {uploads.map((upload, index) => (
            <Group component="li" key={`${upload.name}-${index}`} gap="xs" wrap="nowrap">
              <Loader size={14} aria-hidden />
              <Text size="sm" truncate="end" miw={0} style={{ flex: 1 }}>
                {upload.progress === undefined && <VisuallyHidden>Uploading </VisuallyHidden>}
                {upload.name}
              </Text>
              {upload.progress !== undefined && (
                <Progress value={upload.progress} w={80} aria-label={`Uploading ${upload.name}`} />
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
