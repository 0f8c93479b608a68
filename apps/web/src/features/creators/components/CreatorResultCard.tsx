import { Anchor, Avatar, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ConfigBundle } from '@app/shared/config';
import type { CreatorSearchResult } from '@app/shared/creators';
import { FollowerCount } from '../../../components/FollowerCount';
import { formatPercent } from '../../../lib/numbers';
import { paths } from '../../../lib/paths';
import { countryName, titleCase } from '../../config/lib/lookups';
import { ChannelLevelBadges } from './ChannelLevelBadges';
import { VerificationBadge } from './VerificationBadge';

interface CreatorResultCardProps {
  creator: CreatorSearchResult;
  config: ConfigBundle | undefined;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Channel filters in use: the figures shown are those of the matching channels. */
  channelFiltered: boolean;
}

export function creatorPlace(
  creator: Pick<CreatorSearchResult, 'location' | 'country'>,
  config: ConfigBundle | undefined,
): string {
  const country = countryName(config, creator.country);
  return creator.location ? `${creator.location}, ${country}` : country;
}

/**
 * A search result: avatar (initials without a picture), name, place, matching channels with levels, followers,
 * engagement, verification.
 */
export function CreatorResultCard({
  creator,
  config,
  selected,
  onSelectedChange,
  channelFiltered,
}: CreatorResultCardProps) {
  const followers = channelFiltered ? creator.matching_combined_followers_count : creator.combined_followers_count;
  const channels = creator.matching_channels_with_levels.length
    ? creator.matching_channels_with_levels
    : creator.channels_levels;
  const profilePath = paths.influencer(creator.id);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      h="100%"
      aria-labelledby={`creator-${creator.id}-name`}
      data-testid="creator-card"
      data-creator-id={creator.id}
      style={{ borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={selected}
            onChange={(event) => onSelectedChange(event.currentTarget.checked)}
            aria-label={`Select ${creator.name}`}
            mt={10}
          />
          <Avatar src={creator.avatar} name={creator.name} alt="" color="initials" radius="xl" size={44} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Anchor
                component={Link}
                to={profilePath}
                fw={600}
                id={`creator-${creator.id}-name`}
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              >
                {creator.name}
              </Anchor>
              <VerificationBadge status={creator.verification_status} size="sm" style={{ flexShrink: 0 }} />
            </Group>
            <Text size="sm" c="dimmed">
              {creatorPlace(creator, config)}
              {' · '}
              {titleCase(creator.gender)}
              {creator.age !== null ? `, ${creator.age}` : ''}
            </Text>
          </Stack>
        </Group>
        <ChannelLevelBadges items={channels} config={config} />
        <Group justify="space-between" align="flex-end" gap="xs">
          <Group gap="lg">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {channelFiltered ? 'Matching followers' : 'Followers'}
              </Text>
              <FollowerCount value={followers} fw={700} />
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Engagement
              </Text>
              <Text fw={700}>{formatPercent(creator.engagement_rate)}</Text>
            </Stack>
          </Group>
          <Button
            component={Link}
            to={paths.influencerComparison(creator.id)}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowsLeftRight size={14} aria-hidden />}
            aria-label={`Compare ${creator.name}`}
          >
            Compare
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
