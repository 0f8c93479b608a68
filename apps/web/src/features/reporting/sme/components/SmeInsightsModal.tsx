import {
  Alert,
  Avatar,
  Badge,
  Group,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBulb,
  IconClock,
  IconCoin,
  IconSparkles,
  IconThumbUp,
  IconTrophy,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import type { InfluencerMetrics } from '@app/shared/reporting';
import { smeClient } from '../../../../lib/api-client';
import { useConfigBundle } from '../../../config/api/conf-all';
import { channelLabel } from '../../../config/lib/lookups';
import { useInsights } from '../../api/insights';
import { ALL_PLATFORMS } from '../../lib/insights';
import {
  insightsModalContent,
  SAMPLE_INSIGHTS,
  type InsightItem,
  type InsightsModalContent,
  type RecommendationIcon,
} from '../lib/insights-content';

const RECOMMENDATION_ICONS: Record<RecommendationIcon, Icon> = {
  content: IconBulb,
  creators: IconUsers,
  timing: IconClock,
  budget: IconCoin,
};

function Section({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id} data-testid={testId}>
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  );
}

function Items({ items, empty, testId }: { items: readonly InsightItem[]; empty: string; testId: string }) {
  const config = useConfigBundle().data;
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  return (
    <List spacing="xs" size="sm" data-testid={testId}>
      {items.map((item, index) => (
        <List.Item key={index}>
          <Text size="sm" span data-testid="insight-text">
            {item.text}
          </Text>{' '}
          {item.platform !== ALL_PLATFORMS && (
            <Badge size="xs" variant="light" tt="none">
              {channelLabel(config, item.platform)}
            </Badge>
          )}
          {item.action && (
            <Text size="xs" c="dimmed">
              {item.action}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

function Content({ content }: { content: InsightsModalContent }) {
  const top = content.topCreator;
  return (
    <Stack gap="lg">
      <Section
        title="Campaign Performance Analysis"
        icon={
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            <IconSparkles size={16} />
          </ThemeIcon>
        }
        testId="insights-analysis"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Paper withBorder radius="md" p="sm">
            <Group gap={6} mb={6}>
              <IconThumbUp size={16} aria-hidden color="var(--mantine-color-green-7)" />
              <Title order={4} fz="sm">
                Strengths
              </Title>
            </Group>
            <Items items={content.strengths} empty="No strengths to point out yet." testId="insights-strengths" />
          </Paper>
          <Paper withBorder radius="md" p="sm">
            <Group gap={6} mb={6}>
              <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-orange-7)" />
              <Title order={4} fz="sm">
                Weaknesses
              </Title>
            </Group>
            <Items items={content.weaknesses} empty="No weaknesses to point out yet." testId="insights-weaknesses" />
          </Paper>
        </SimpleGrid>
      </Section>

      <Section
        title="Top Creator Performance"
        icon={
          <ThemeIcon variant="light" color="yellow" radius="xl" aria-hidden>
            <IconTrophy size={16} />
          </ThemeIcon>
        }
        testId="insights-top-creator"
      >
        {top ? (
          <Paper withBorder radius="md" p="sm">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={top.avatar} alt="" radius="xl" name={top.name} color="initials" />
                <Stack gap={0} miw={0}>
                  <Text fw={600} truncate="end" data-testid="top-creator-name">
                    {top.name}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="top-creator-title">
                    {top.title}
                  </Text>
                </Stack>
              </Group>
              <SimpleGrid cols={{ base: 2, xs: 4 }} spacing={6} component="dl" m={0} data-testid="top-creator-stats">
                {top.stats.map((stat) => (
                  <Paper key={stat.label} bg="var(--mantine-color-default-hover)" radius="sm" p="xs">
                    <Text component="dt" size="xs" c="dimmed" lh={1.2}>
                      {stat.label}
                    </Text>
                    <Text component="dd" m={0} fw={700} size="sm">
                      {stat.value}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
              {top.notes.length > 0 && <Items items={top.notes} empty="" testId="top-creator-notes" />}
            </Stack>
          </Paper>
        ) : (
          <Text size="sm" c="dimmed" data-testid="insights-top-creator-empty">
            No creator has figures yet.
          </Text>
        )}
      </Section>

      <Section
        title="Next Campaign Recommendations"
        icon={
          <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
            <IconBulb size={16} />
          </ThemeIcon>
        }
        testId="insights-recommendations"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {content.recommendations.map((area) => {
            const AreaIcon = RECOMMENDATION_ICONS[area.icon];
            return (
              <Paper key={area.key} withBorder radius="md" p="sm" data-testid={`recommendation-${area.key}`}>
                <Group gap={6} mb={6} wrap="nowrap">
                  <AreaIcon size={16} aria-hidden />
                  <Title order={4} fz="sm">
                    {area.title}
                  </Title>
                </Group>
                <Items items={area.items} empty="Nothing to suggest yet." testId={`recommendation-${area.key}-items`} />
              </Paper>
            );
          })}
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

function LoadingContent() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading the insights">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={96} radius="md" />
      ))}
    </Stack>
  );
}

interface SmeInsightsModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
  /** Whether the campaign has live posts: without, the modal shows the fixed sample content (labelled). */
  live: boolean;
  /** The campaign's creators with their figures (campaign_metrics): the top creator is among them. */
  influencers: readonly InfluencerMetrics[];
}

/**
 * The AI Campaign Insights modal of the SME report (spec sections 2 and 8): POST /reporting/insights (SME session)
 * when it opens on a campaign with live posts; before any post is live, fixed sample content labelled "Sample". A
 * failed call shows empty lists, never an error. Mantine's modal locks the page's scrolling while open and closes on
 * the backdrop, the close button and Escape.
 */
export function SmeInsightsModal({ campaignId, opened, onClose, live, influencers }: SmeInsightsModalProps) {
  const insights = useInsights({ campaign_id: campaignId }, opened && live, smeClient);
  let body;
  if (!live)
    body = (
      <Stack gap="md">
        <Alert
          variant="light"
          color="yellow"
          p="xs"
          title={
            <Badge color="yellow" tt="none" data-testid="insights-sample-badge">
              Sample
            </Badge>
          }
          data-testid="insights-sample"
        >
          Your campaign has no live posts yet. This sample shows what the insights will look like once creators post.
        </Alert>
        <Content content={SAMPLE_INSIGHTS} />
      </Stack>
    );
  else if (insights.isPending) body = <LoadingContent />;
  else body = <Content content={insightsModalContent(insights.data?.data.insights ?? null, influencers)} />;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg" component="span">
          AI Campaign Insights
        </Text>
      }
      size="lg"
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close the insights' }}
      data-testid="sme-insights-modal"
    >
      {body}
    </Modal>
  );
}
