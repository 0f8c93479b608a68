import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconVideo, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { isVideoType, MAX_CONTENT_FILES } from '@app/shared/content';
import { formatBytes } from '../../../../lib/uploads';
import { addDraftFiles, CONTENT_MEDIA_HINT, CONTENT_MEDIA_TYPES, contentMediaType } from '../../lib/upload-files';

/** A picked image shown from a blob: URL while it is on screen; a video as an icon (no frame decoding here). */
function LocalPreview({ file }: { file: File }) {
  const type = contentMediaType(file) ?? '';
  const video = isVideoType(type);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (video || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file, video]);
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={48}
        height={48}
        style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0, display: 'block' }}
      />
    );
  return (
    <ThemeIcon variant="light" color="gray" size={48} radius="sm" style={{ flexShrink: 0 }}>
      {video ? <IconVideo size={24} aria-hidden /> : <IconPhoto size={24} aria-hidden />}
    </ThemeIcon>
  );
}

interface MediaPickerProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The form's message for the field (none chosen, or the server's word on a file). */
  error?: string;
  disabled?: boolean;
}

/**
 * The images and videos of a draft: drop, click or keyboard (Enter/Space on the zone) picking, each file checked by
 * the shared types and sizes before anything is sent; refused files are named with the spec's messages, accepted ones
 * listed with a preview and a remove button. The list is kept as it is while an upload runs or after it failed.
 */
export function MediaPicker({ label, files, onChange, error, disabled }: MediaPickerProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const labelId = useId();
  const hintId = useId();
  const messageId = useId();
  const shown = problems.length > 0 ? problems : error ? [error] : [];

  const take = (picked: File[]) => {
    if (picked.length === 0) return;
    const next = addDraftFiles(files, picked);
    setProblems(next.problems);
    if (next.files.length !== files.length) onChange(next.files);
  };

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} labelElement="div" required>
        {label}
      </Input.Label>
      <Dropzone
        onDrop={() => undefined}
        // react-dropzone splits files by its own accept rule; both halves go through the shared rule instead.
        onDropAny={(accepted, rejections) => take([...accepted, ...rejections.map((rejection) => rejection.file)])}
        accept={[...CONTENT_MEDIA_TYPES]}
        multiple
        disabled={disabled}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[hintId, shown.length ? messageId : ''].filter(Boolean).join(' ')}
        aria-disabled={disabled || undefined}
        aria-invalid={shown.length > 0 || undefined}
        inputProps={{ 'aria-label': `${label}: choose files` }}
        p="md"
        data-testid="media-dropzone"
      >
        <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={32} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={32} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={32} aria-hidden />
          </Dropzone.Idle>
          <div id={hintId}>
            <Text size="sm" fw={500}>
              Tap to choose photos or videos, or drop them here
            </Text>
            <Text size="xs" c="dimmed">
              {CONTENT_MEDIA_HINT}; up to {MAX_CONTENT_FILES} files
            </Text>
          </div>
        </Group>
      </Dropzone>
      {shown.length > 0 && (
        <Stack gap={2} id={messageId} role="alert" data-testid="media-error">
          {shown.map((message, index) => (
            <Text key={index} size="sm" c="red">
              {message}
            </Text>
          ))}
        </Stack>
      )}
      {files.length > 0 && (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${label}: chosen`}>
          {files.map((file, index) => (
            <Paper component="li" key={`${file.name}-${file.size}-${index}`} withBorder radius="sm" p={6}>
              <Group gap="sm" wrap="nowrap">
                <LocalPreview file={file} />
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" truncate="end" data-testid="chosen-file">
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatBytes(file.size)}
                  </Text>
                </Stack>
                <CloseButton
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => {
                    setProblems([]);
                    onChange(files.filter((_, i) => i !== index));
                  }}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
