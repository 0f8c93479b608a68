/** Labels of reference data (GET /conf/all), never hard-coded in the portal's screens. */
import type { ConfigBundle } from '@app/shared/config';

type Channels = Pick<ConfigBundle, 'channels'> | undefined;

/** "INSTAGRAM" -> "Instagram" when the bundle does not know a value. */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function channelLabel(config: Channels, value: string): string {
  return config?.channels.find((c) => c.value === value)?.label ?? titleCase(value);
}

export function postContentTypeLabel(config: Channels, channel: string, type: string): string {
  return (
    config?.channels.find((c) => c.value === channel)?.post_content_types.find((t) => t.value === type)?.label ??
    titleCase(type)
  );
}

/** "2 posts" / "1 post" of a type: "2 × Feed post". */
export function postsLabel(config: Channels, channel: string, type: string, posts: number): string {
  return `${posts} × ${postContentTypeLabel(config, channel, type)}`;
}
