import {
  Avatar,
  Badge,
  Container,
  EmptyState,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PublicCampaign } from '@app/shared/campaigns';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { isApiError } from '../../../../lib/api-client';
import { formatCompact, formatPercent } from '../../../../lib/numbers';
import { usePublicCampaign } from '../../api/public-campaign';
import { CampaignStatusBadge } from '../../components/CampaignStatusBadge';
import { ChannelList } from '../../components/ChannelList';
import { campaignDateRange } from '../../lib/format';

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Text>
    </Paper>
  );
}

/** The live posts' headline figures, once there are live posts (nothing private: no costs). */
function ResultsSection({ metrics }: { metrics: PublicCampaign['metrics'] }) {
  if (!metrics.posts_live) return null;
  const figures = [
    { label: 'Reach', value: formatCompact(metrics.reach) },
    { label: 'Views', value: formatCompact(metrics.views) },
    { label: 'Engagement rate', value: formatPercent(metrics.engagement_rate) },
    { label: 'Live posts', value: formatCompact(metrics.posts_live) },
  ];
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-label="Results so far">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          Results so far
        </Title>
        {metrics.simulated && (
          <Badge variant="light" color="gray" data-testid="public-campaign-simulated">
            Simulated demo figures
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="public-campaign-results">
        {figures.map((f) => (
          <div key={f.label}>
            <Text size="sm" c="dimmed">
              {f.label}
            </Text>
            <Text fw={700} fz="xl">
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * /public/campaign-details/{campaign_id}, open to anyone (no login, no company shell):
 * GET /public/campaigns/{id}: name, brand, dates in the campaign's zone, platforms, description,
 * call to action, thumbnail and the live posts' headline figures. Never the budget, the creators or the
 * contracts (the API does not send them). An unknown id reads as not found.
 */
export function PublicCampaignPage() {
  const { campaignId = '' } = useParams();
  const campaign = usePublicCampaign(campaignId);

  let body;
  if (campaign.isPending) {
    body = (
      <Stack gap="md" role="status" aria-label="Loading the campaign">
        <Skeleton height={200} radius="md" />
        <Skeleton height={32} width="60%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  } else if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.code === 'NOT_FOUND';
    body = missing ? (
      <Stack gap="md">
        <PageTitle documentTitle="Campaign not found">Campaign not found</PageTitle>
        <Paper withBorder radius="md" p="xl">
          <EmptyState
            icon={<IconSpeakerphone size={32} aria-hidden />}
            withIndicatorBackground
            title="This campaign does not exist"
            description="The link may be mistyped, or the campaign is no longer shared."
            data-testid="public-campaign-not-found"
          />
        </Paper>
      </Stack>
    ) : (
      <Stack gap="md">
        <PageTitle documentTitle="Campaign">Campaign</PageTitle>
        <ErrorState
          title="We could not load the campaign"
          error={campaign.error}
          onRetry={() => void campaign.refetch()}
        />
      </Stack>
    );
  } else {
    const data = campaign.data;
    body = (
      <Stack gap="lg" data-testid="public-campaign">
        {data.thumbnail && <Image src={data.thumbnail} alt="" radius="md" h={{ base: 180, sm: 280 }} fit="cover" />}
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={data.brand_logo} alt="" name={data.brand_name} color="initials" radius="md" />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="public-campaign-brand">
              {data.brand_name}
            </Text>
          </Group>
          <PageTitle style={{ overflowWrap: 'anywhere' }} documentTitle={`${data.name} · ${data.brand_name}`}>
            {data.name}
          </PageTitle>
          <Group gap="xs">
            <CampaignStatusBadge status={data.campaign_status_for_merchant} size="md" />
            <Text size="sm" data-testid="campaign-dates">
              {campaignDateRange(data.start_date, data.end_date, data.timezone)}{' '}
              <Text span c="dimmed" inherit>
                ({data.timezone})
              </Text>
            </Text>
          </Group>
          <ChannelList channels={data.platforms} />
        </Stack>
        <ResultsSection metrics={data.metrics} />
        <TextSection title="About the campaign" text={data.description} />
        <TextSection title="Call to action" text={data.call_to_action} />
      </Stack>
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {body}
    </Container>
  );
}
