import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { creatorContentFileQuery } from '../../api/creator-content-file';
import { formatFileSize, mediaKind, type ContentMediaFile } from '../../lib/media';
import { useMediaUrl } from '../../lib/use-media-url';

const THUMB = 72;
const thumbStyle = {
  objectFit: 'cover' as const,
  borderRadius: 'var(--mantine-radius-sm)',
  flexShrink: 0,
  display: 'block',
};

/**
 * One stored file: an image as a thumbnail (fetched with the token, opened whole from its blob: URL); a video as an
 * icon until asked for, since fetching it means downloading all of it (phones pay for the data).
 */
function DraftFile({ contentId, file }: { contentId: string; file: ContentMediaFile }) {
  const video = mediaKind(file.content_type) === 'video';
  const [wanted, setWanted] = useState(!video);
  const media = useMediaUrl(file, creatorContentFileQuery(contentId, file.id), wanted);

  let preview;
  if (media.isError)
    preview = (
      <ThemeIcon color="red" variant="light" size={THUMB} radius="sm" style={{ flexShrink: 0 }}>
        <IconAlertCircle size={28} aria-hidden />
      </ThemeIcon>
    );
  else if (!wanted)
    preview = (
      <ThemeIcon color="gray" variant="light" size={THUMB} radius="sm" style={{ flexShrink: 0 }}>
        <IconVideo size={28} aria-hidden />
      </ThemeIcon>
    );
  else if (!media.url) preview = <Skeleton width={THUMB} height={THUMB} radius="sm" style={{ flexShrink: 0 }} />;
  else if (!video)
    preview = <img src={media.url} alt={file.filename} width={THUMB} height={THUMB} style={thumbStyle} />;
  else preview = null;

  return (
    <Paper component="li" withBorder radius="sm" p={6} data-testid="draft-file">
      {video && media.url ? (
        <video
          src={media.url}
          controls
          playsInline
          aria-label={file.filename}
          style={{ display: 'block', width: '100%', maxHeight: '60vh', borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ) : null}
      <Group gap="sm" wrap="nowrap" mt={video && media.url ? 6 : 0}>
        {preview}
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="sm" truncate="end">
            {file.filename}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size_bytes)}
          </Text>
          {media.isError ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={media.retry} w="fit-content">
              Could not load: try again
            </Button>
          ) : video && !wanted ? (
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconPlayerPlay size={12} aria-hidden />}
              onClick={() => setWanted(true)}
              aria-label={`Load video ${file.filename} (${formatFileSize(file.size_bytes)})`}
              w="fit-content"
            >
              Load video
            </Button>
          ) : media.url && !video ? (
            <Anchor href={media.url} target="_blank" rel="noopener" size="xs">
              <Group gap={2} component="span" wrap="nowrap">
                <IconExternalLink size={12} aria-hidden />
                Open {file.filename}
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The files of a round as thumbnails with their names and sizes. */
export function DraftFiles({ contentId, files }: { contentId: string; files: readonly ContentMediaFile[] }) {
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No files in this round.
      </Text>
    );
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Files">
      {files.map((file) => (
        <DraftFile key={file.id} contentId={contentId} file={file} />
      ))}
    </Stack>
  );
}
