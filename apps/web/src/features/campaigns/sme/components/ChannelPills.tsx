import { Badge, Group } from '@mantine/core';
import { ChannelIcon } from '../../../../components/ChannelIcon';
import { smeChannelLabel } from '../lib/format';

/** A campaign's channels as pills with their icon and name. */
export function ChannelPills({ channels }: { channels: readonly string[] }) {
  if (channels.length === 0) return null;
  return (
    <Group gap={6} component="ul" aria-label="Channels" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {channels.map((channel) => (
        <li key={channel}>
          <Badge
            variant="outline"
            color="gray"
            size="lg"
            radius="xl"
            tt="none"
            fw={500}
            c="var(--mantine-color-text)"
            leftSection={<ChannelIcon channel={channel} size={14} />}
          >
            {smeChannelLabel(channel)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}
