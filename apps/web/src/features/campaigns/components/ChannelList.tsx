import { Group, Text } from '@mantine/core';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { channelLabel } from '../../config/lib/lookups';
import { useConfigBundle } from '../../config/api/conf-all';

/** Channels as icon and name ("Instagram", "TikTok"), named from the config bundle. */
export function ChannelList({ channels, size = 'sm' }: { channels: readonly string[]; size?: 'xs' | 'sm' | 'md' }) {
  const config = useConfigBundle().data;
  if (channels.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Channels">
      {channels.map((channel) => (
        <Group key={channel} component="li" gap={4} wrap="nowrap">
          <ChannelIcon channel={channel} />
          <Text size={size}>{channelLabel(config, channel)}</Text>
        </Group>
      ))}
    </Group>
  );
}
