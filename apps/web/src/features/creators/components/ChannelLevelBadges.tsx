import { Badge, Group, VisuallyHidden } from '@mantine/core';
import type { ConfigBundle } from '@app/shared/config';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { channelLabel, levelLabel, orderChannels } from '../../config/lib/lookups';

interface ChannelLevelBadgesProps {
  items: readonly { channel: string; level: string }[];
  config: ConfigBundle | undefined;
  /** Channels the search matched get a filled look; others a lighter one. */
  highlighted?: readonly string[];
}

/** One badge per channel: its brand icon and the creator's level there ("Mega"), spoken as "Instagram: Mega". */
export function ChannelLevelBadges({ items, config, highlighted }: ChannelLevelBadgesProps) {
  const ordered = orderChannels(
    items,
    (item) => item.channel,
    config?.channels.map((c) => c.value),
  );
  return (
    <Group gap={6} component="ul" aria-label="Channels and levels" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {ordered.map(({ channel, level }) => {
        const name = channelLabel(config, channel);
        const tier = levelLabel(config, channel, level);
        const strong = !highlighted || highlighted.includes(channel);
        return (
          <li key={channel}>
            <Badge
              variant={strong ? 'light' : 'outline'}
              color={strong ? undefined : 'gray'}
              leftSection={<ChannelIcon channel={channel} size={14} />}
              tt="none"
              title={`${name}: ${tier}`}
            >
              <VisuallyHidden>{name}: </VisuallyHidden>
              {tier}
            </Badge>
          </li>
        );
      })}
    </Group>
  );
}
