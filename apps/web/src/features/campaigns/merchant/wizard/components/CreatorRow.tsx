import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConfigBundle } from '@app/shared/config';
import type { CreatorSearchResult } from '@app/shared/creators';
import { FollowerCount } from '../../../../../components/FollowerCount';
import { channelLabel } from './wizard-data';

interface CreatorRowProps {
  creator: Pick<CreatorSearchResult, 'id' | 'name' | 'avatar' | 'channels' | 'combined_followers_count' | 'location'>;
  config: ConfigBundle | undefined;
  /** At the end of the row (a price, a remove button). */
  aside?: ReactNode;
}

/** A creator in one line: avatar, name, place, channels, followers. */
export function CreatorRow({ creator, config, aside }: CreatorRowProps) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" data-testid="creator-row" data-creator-id={creator.id}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={creator.avatar} name={creator.name} color="initials" radius="xl" size={36} alt="" />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {creator.name}
          </Text>
          <Group gap={4} wrap="wrap">
            {creator.channels.map((channel) => (
              <Badge key={channel} size="xs" variant="light">
                {channelLabel(config, channel)}
              </Badge>
            ))}
            <FollowerCount value={creator.combined_followers_count} suffix="followers" size="xs" c="dimmed" />
            {creator.location && (
              <Text size="xs" c="dimmed">
                · {creator.location}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      {aside}
    </Group>
  );
}
