import {
  Anchor,
  Button,
  Center,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconFile, IconPhoto, IconVideo } from '@tabler/icons-react';
import { describeError } from '../../../lib/api-client';
import { formatFileSize, mediaKind, type ContentMediaFile, type MediaFileQueryOf } from '../lib/media';
import { useMediaUrl } from '../lib/use-media-url';

interface MediaItemProps {
  file: ContentMediaFile;
  fileQuery: MediaFileQueryOf;
  /** "Image 2 of 3": the media's accessible name, with the file name. */
  position: string;
  maxHeight: number | string;
}

function MediaItem({ file, fileQuery, position, maxHeight }: MediaItemProps) {
  const kind = mediaKind(file.content_type);
  const media = useMediaUrl(file, fileQuery(file));
  const name = `${position}: ${file.filename}`;
  const frame = {
    display: 'block',
    width: '100%',
    maxHeight,
    objectFit: 'contain' as const,
    background: 'var(--mantine-color-default-hover)',
    borderRadius: 'var(--mantine-radius-sm)',
  };

  let body;
  if (media.isError) {
    body = (
      <Center mih={160} p="md" role="alert">
        <Stack gap="xs" align="center">
          <ThemeIcon color="red" variant="light" radius="xl">
            <IconAlertCircle size={16} aria-hidden />
          </ThemeIcon>
          <Text size="sm" ta="center">
            We could not load {file.filename}. {describeError(media.error)}
          </Text>
          <Button size="xs" variant="default" onClick={media.retry}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  } else if (!media.url) {
    body = <Skeleton height={240} role="status" aria-label={`Loading ${name}`} />;
  } else if (kind === 'image') {
    body = <img src={media.url} alt={name} style={frame} data-testid="content-image" />;
  } else if (kind === 'video') {
    // Drafts carry no captions track; the post's caption is shown beside the video.
    body = (
      <video
        src={media.url}
        controls
        playsInline
        preload="metadata"
        aria-label={name}
        style={frame}
        data-testid="content-video"
      />
    );
  } else {
    body = (
      <Center mih={120}>
        <IconFile size={32} aria-hidden />
      </Center>
    );
  }

  return (
    <Paper component="figure" withBorder radius="sm" p="xs" m={0} data-testid="content-media">
      {body}
      <Group component="figcaption" justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <Group gap={4} wrap="nowrap" miw={0}>
          {kind === 'video' ? <IconVideo size={14} aria-hidden /> : <IconPhoto size={14} aria-hidden />}
          <Text size="xs" c="dimmed" truncate="end">
            {position} · {file.filename} · {formatFileSize(file.size_bytes)}
          </Text>
        </Group>
        {media.url && (
          <Anchor href={media.url} target="_blank" rel="noopener" size="xs" style={{ flexShrink: 0 }}>
            <Group gap={2} component="span" wrap="nowrap">
              <IconExternalLink size={12} aria-hidden />
              Open
              <VisuallyHidden>{` ${file.filename}`}</VisuallyHidden>
            </Group>
          </Anchor>
        )}
      </Group>
    </Paper>
  );
}

interface MediaGalleryProps {
  files: readonly ContentMediaFile[];
  fileQuery: MediaFileQueryOf;
  /** Two columns from this breakpoint on (one on a phone); earlier rounds are shown smaller. */
  compact?: boolean;
}

/**
 * The files of a round: images from a blob: URL, videos with the browser's controls. Each file is fetched with the
 * bearer token; a video is fetched whole before it plays (seeking through Range requests would need a signed URL).
 */
export function MediaGallery({ files, fileQuery, compact = false }: MediaGalleryProps) {
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No files in this round.
      </Text>
    );
  const kinds = files.map((file) => mediaKind(file.content_type));
  const position = (index: number) => {
    const kind = kinds[index] === 'video' ? 'Video' : kinds[index] === 'image' ? 'Image' : 'File';
    return files.length === 1 ? kind : `${kind} ${index + 1} of ${files.length}`;
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: compact ? 3 : files.length > 1 ? 2 : 1 }} spacing="sm">
      {files.map((file, index) => (
        <MediaItem
          key={file.id}
          file={file}
          fileQuery={fileQuery}
          position={position(index)}
          maxHeight={compact ? 220 : '70vh'}
        />
      ))}
    </SimpleGrid>
  );
}
