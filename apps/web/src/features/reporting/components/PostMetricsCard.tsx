import { ActionIcon, Avatar, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { handleFromPostLink, METRIC_SOURCE_LABELS, type PostMetrics } from '@app/shared/reporting';
import { ChannelIcon } from '../../../components/ChannelIcon';
import { useConfigBundle } from '../../config/api/conf-all';
import { channelLabel, postContentTypeLabel } from '../../config/lib/lookups';
import { usePostMetrics } from '../api/post-metrics';
import { formatCpe, formatEngagement, formatFigure, formatStat } from '../lib/format';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="xs" data-testid="post-tile">
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** The tiles of a post's card (spec section 2): counts en-US, engagement with %, cost per engagement in dollars. */
export function postTiles(post: PostMetrics): Array<{ label: string; value: string }> {
  return [
    { label: 'Impressions', value: formatFigure(post.impressions) },
    { label: 'Reach', value: formatFigure(post.reach) },
    { label: 'Shares', value: formatFigure(post.shares) },
    { label: 'Saved', value: formatFigure(post.saved) },
    { label: 'Engagement rate', value: formatEngagement(post.engagement_rate) },
    { label: 'Cost per engagement', value: formatCpe(post.cpe) },
  ];
}

function CardSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the post's figures">
      <Group gap="sm" wrap="nowrap">
        <Skeleton circle height={44} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="60%" />
          <Skeleton height={10} width="40%" />
        </Stack>
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

interface PostMetricsCardProps {
  /** The live post's id (a uuid). */
  contentId: string;
  /** Known from the report before the card's own call answers. */
  platform: string;
}

/**
 * The creator social metrics card of one live post (spec section 2): avatar, name, handle (from the post link),
 * followers, platform, media type, a link to the post, and the tiles; its own call (GET
 * /influencer/social-media-data/{id}) with a loading state and a quiet retry.
 */
export function PostMetricsCard({ contentId, platform }: PostMetricsCardProps) {
  const post = usePostMetrics(contentId);
  const config = useConfigBundle().data;
  let body;
  if (post.isPending) body = <CardSkeleton />;
  else if (post.isError)
    body = (
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          The figures of this {channelLabel(config, platform)} post did not load.
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => void post.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  else {
    const data = post.data;
    const handle = data.handle ?? handleFromPostLink(data.submission_link);
    const platformName = channelLabel(config, data.platform);
    body = (
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={data.image} alt="" size={44} radius="xl" name={data.name} color="initials" />
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fw={600} size="sm" truncate="end" data-testid="post-creator">
              {data.name}
            </Text>
            {handle && (
              <Text size="xs" c="dimmed" truncate="end">
                {handle}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatStat(data.followers)} followers
            </Text>
          </Stack>
          <ActionIcon
            component="a"
            href={data.submission_link}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            aria-label={`Open ${data.name}'s ${platformName} post (new tab)`}
          >
            <IconExternalLink size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={6}>
          <Badge
            variant="light"
            tt="none"
            leftSection={<ChannelIcon channel={data.platform} size={12} />}
            data-testid="post-platform"
          >
            {platformName}
          </Badge>
          <Badge variant="outline" color="gray" tt="none">
            {postContentTypeLabel(config, data.platform, data.media_type)}
          </Badge>
          {data.source && (
            <Text size="xs" c="dimmed">
              {METRIC_SOURCE_LABELS[data.source]}
            </Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {postTiles(data).map((tile) => (
            <Tile key={tile.label} label={tile.label} value={tile.value} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-busy={post.isPending} data-testid="post-metrics-card">
      {body}
    </Paper>
  );
}
