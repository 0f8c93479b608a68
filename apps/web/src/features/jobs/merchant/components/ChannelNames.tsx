import { Group, Text } from '@mantine/core';
import { ChannelIcon } from '../../../../components/ChannelIcon';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel } from '../../../config/lib/lookups';

/** Channels as icon and name ("Instagram", "TikTok"), named from the config bundle. */
export function ChannelNames({ channels }: { channels: readonly string[] }) {
  const config = useConfigBundle().data;
  if (channels.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Channels">
      {channels.map((channel) => (
        <Group key={channel} component="li" gap={4} wrap="nowrap">
          <ChannelIcon channel={channel} />
          <Text size="sm">{channelLabel(config, channel)}</Text>
        </Group>
      ))}
    </Group>
  );
}
