import { Center, Skeleton, ThemeIcon } from '@mantine/core';
import { IconFile, IconPhotoOff, IconVideo } from '@tabler/icons-react';
import { mediaKind, type ContentMediaFile, type MediaFileQuery } from '../lib/media';
import { useMediaUrl } from '../lib/use-media-url';

interface MediaThumbnailProps {
  /** The file to show, or null when the item has no draft file (a live link only). */
  file: ContentMediaFile | null;
  query: MediaFileQuery | null;
  size?: number;
}

function Placeholder({ size, video }: { size: number; video?: boolean }) {
  const Icon = video ? IconVideo : video === false ? IconFile : IconPhotoOff;
  return (
    <Center w={size} h={size} style={{ flexShrink: 0 }}>
      <ThemeIcon variant="light" color="gray" size={size} radius="sm">
        <Icon size={Math.round(size / 2)} aria-hidden />
      </ThemeIcon>
    </Center>
  );
}

function ImageThumbnail({ file, query, size }: { file: ContentMediaFile; query: MediaFileQuery; size: number }) {
  const media = useMediaUrl(file, query);
  if (media.isError) return <Placeholder size={size} />;
  if (!media.url) return <Skeleton width={size} height={size} radius="sm" style={{ flexShrink: 0 }} />;
  return (
    <img
      src={media.url}
      alt=""
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0, display: 'block' }}
      data-testid="content-thumbnail"
    />
  );
}

/**
 * A small square preview of a draft, decorative (the row or card names the item): an image's picture; an icon for a
 * video (fetching a whole video for a thumbnail is too much) or when there is no file.
 */
export function MediaThumbnail({ file, query, size = 48 }: MediaThumbnailProps) {
  if (!file || !query) return <Placeholder size={size} />;
  const kind = mediaKind(file.content_type);
  if (kind === 'image') return <ImageThumbnail file={file} query={query} size={size} />;
  return <Placeholder size={size} video={kind === 'video'} />;
}
