import '@mantine/dropzone/styles.css';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { fileNotAcceptedMessage, IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES } from '@app/shared/uploads';
import { formatBytes, imageFileProblem } from '../lib/uploads';

interface ImageDropzoneProps {
  /** The field's label; the hidden file input is named "{label} file". */
  label: string;
  description?: string;
  onFile: (file: File) => void;
  loading?: boolean;
  disabled?: boolean;
  /** A server error to show under the zone (the upload failed after the file was accepted here). */
  error?: string | null;
  compact?: boolean;
  'data-testid'?: string;
}

/**
 * One jpeg or png image, at most 5 MB (spec sections 5 and 9), by drop, click or keyboard
 * (Enter/Space on the zone). Refusals use the spec's messages and are announced.
 */
export function ImageDropzone({ label, description, onFile, loading, disabled, error, compact, ...rest }: ImageDropzoneProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const messageId = useId();
  const shown = problem ?? error ?? null;

  const accept = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const issue = imageFileProblem(file);
    setProblem(issue);
    if (!issue) onFile(file);
  };

  const reject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (!first) return;
    setProblem(imageFileProblem(first.file) ?? fileNotAcceptedMessage(first.file.name));
  };

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
      <Dropzone
        onDrop={accept}
        onReject={reject}
        accept={[...IMAGE_MIME_TYPES]}
        maxSize={MAX_UPLOAD_BYTES}
        multiple={false}
        loading={loading}
        disabled={disabled}
        role="button"
        aria-labelledby={labelId}
        aria-describedby={shown ? messageId : undefined}
        inputProps={{ 'aria-label': `${label} file` }}
        data-testid={rest['data-testid']}
        p={compact ? 'sm' : 'lg'}
      >
        <Group justify="center" gap="md" mih={compact ? 48 : 96} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={compact ? 28 : 40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={compact ? 28 : 40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={compact ? 28 : 40} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size={compact ? 'sm' : 'md'} fw={500}>
              Drop an image here or click to choose one
            </Text>
            <Text size="xs" c="dimmed">
              JPEG or PNG, up to {formatBytes(MAX_UPLOAD_BYTES)}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {shown && (
        <Text id={messageId} size="sm" c="red" role="alert" data-testid="upload-error">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
