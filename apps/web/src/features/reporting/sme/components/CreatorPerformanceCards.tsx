import { Avatar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { byImpressionsDescending, type InfluencerMetrics } from '@app/shared/reporting';
import { formatCpe, formatEngagement, formatFigure } from '../../lib/format';
import { creatorTitle } from '../lib/insights-content';

/** A creator card's figures: posts, impressions, reach, engagement rate, cost per engagement (US dollars). */
export function creatorFigures(creator: InfluencerMetrics): Array<{ label: string; value: string }> {
  return [
    { label: 'Posts', value: formatFigure(creator.posts) },
    { label: 'Impressions', value: formatFigure(creator.impressions) },
    { label: 'Reach', value: formatFigure(creator.reach) },
    { label: 'Engagement rate', value: formatEngagement(creator.engagement_rate) },
    { label: 'Cost per engagement', value: formatCpe(creator.cost_per_engagement) },
  ];
}

function CreatorCard({ creator }: { creator: InfluencerMetrics }) {
  const nameId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-labelledby={nameId} data-testid="creator-performance-card">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={creator.avatar} alt="" radius="xl" name={creator.name} color="initials" />
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate="end" id={nameId} data-testid="creator-name">
              {creator.name}
            </Text>
            {creator.level && (
              <Text size="xs" c="dimmed">
                {creatorTitle(creator.level)}
              </Text>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing={6} verticalSpacing={6} component="dl" m={0}>
          {creatorFigures(creator).map((figure) => (
            <Paper key={figure.label} bg="var(--mantine-color-default-hover)" radius="sm" p="xs">
              <Text component="dt" size="xs" c="dimmed" lh={1.2}>
                {figure.label}
              </Text>
              <Text component="dd" m={0} fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {figure.value}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** Creator Performance Details (spec section 2): one card per creator of the campaign, most impressions first. */
export function CreatorPerformanceCards({ influencers }: { influencers: readonly InfluencerMetrics[] }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid="creator-performance">
      <Title order={2} fz="lg" id={id}>
        Creator Performance Details
      </Title>
      {influencers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No creator has a live post yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {byImpressionsDescending(influencers).map((creator) => (
            <CreatorCard key={creator.influencer_id} creator={creator} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
