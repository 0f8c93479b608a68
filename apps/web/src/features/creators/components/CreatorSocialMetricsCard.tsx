import { ActionIcon, Avatar, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { z } from 'zod';
import type { postMetricsSchema } from '@app/shared/creators';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { formatDate } from '../../../lib/dates';
import { formatCurrencyFigure } from '../../../lib/money';
import { formatCompact, formatInteger, formatPercent } from '../../../lib/numbers';
import { titleCase } from '../../config/lib/lookups';
import { displayHandle } from '../lib/handle';

export type PostMetrics = z.infer<typeof postMetricsSchema>;

interface CreatorSocialMetricsCardProps {
  post?: PostMetrics;
  /** The creator's picture (initials without one). */
  avatar?: string | null;
  /** The channel's handle, used when the post link names no account. */
  fallbackHandle?: string | null;
  platformLabel?: string;
  mediaTypeLabel?: string;
  loading?: boolean;
}

function Tile({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <Paper withBorder radius="sm" p={8} bg="var(--mantine-color-default-hover)">
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={700} size="sm" component="dd" m={0} title={title}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Creator social metrics card (spec section 2): avatar, name, handle from the post link, followers,
 * platform, media type, a link out to the post, and the post's Impressions, Reach, Shares, Saved,
 * Engagement rate and cost per engagement in dollars. `loading` shows its skeleton.
 */
export function CreatorSocialMetricsCard({
  post,
  avatar,
  fallbackHandle,
  platformLabel,
  mediaTypeLabel,
  loading,
}: CreatorSocialMetricsCardProps) {
  if (loading || !post) {
    return (
      <Paper
        withBorder
        radius="md"
        p="md"
        role="status"
        aria-label="Loading post metrics"
        data-testid="metrics-card-loading"
      >
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="50%" />
            <Skeleton height={10} width="30%" />
          </Stack>
        </Group>
        <SimpleGrid cols={3} spacing={8} mt="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </SimpleGrid>
      </Paper>
    );
  }
  const handle = displayHandle(post.submission_link, fallbackHandle);
  const platform = platformLabel ?? titleCase(post.platform);
  const mediaType = mediaTypeLabel ?? titleCase(post.media_type);
  const posted = formatDate(post.posted_at, 'monthFirst');
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-label={`${platform} ${mediaType.toLowerCase()} by ${post.name}`}
      data-testid="metrics-card"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={post.image ?? avatar ?? null} name={post.name} alt="" color="initials" radius="xl" size={40} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {post.name}
            </Text>
            {handle && (
              <Text size="xs" c="dimmed" truncate data-testid="metrics-card-handle">
                {handle}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatCompact(post.followers)} followers
            </Text>
          </Stack>
          <Tooltip label="Open the post" withArrow>
            <ActionIcon
              component="a"
              href={post.submission_link}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              aria-label={`Open the ${platform} post (new tab)`}
            >
              <IconExternalLink size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={6}>
          <Badge variant="light" leftSection={<ChannelIcon channel={post.platform} size={12} />} tt="none">
            {platform}
          </Badge>
          <Badge variant="outline" color="gray" tt="none">
            {mediaType}
          </Badge>
          {posted && (
            <Text size="xs" c="dimmed" component="time" dateTime={post.posted_at}>
              {posted}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={3} spacing={8} component="dl" m={0}>
          <Tile label="Impressions" value={formatCompact(post.impressions)} title={formatInteger(post.impressions)} />
          <Tile label="Reach" value={formatCompact(post.reach)} title={formatInteger(post.reach)} />
          <Tile label="Shares" value={formatCompact(post.shares)} title={formatInteger(post.shares)} />
          <Tile label="Saved" value={formatCompact(post.saved)} title={formatInteger(post.saved)} />
          <Tile label="Engagement rate" value={formatPercent(post.engagement_rate)} />
          <Tile
            label="Cost per engagement"
            value={post.cpe === null ? '–' : formatCurrencyFigure(post.cpe, 'USD', post.cpe < 1 ? 3 : 2)}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
