import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatInteger } from '../../../lib/numbers';
import { useCampaignMetrics } from '../api/campaign-metrics';
import { formatEngagement, formatFigure, formatStat } from '../lib/format';
import { QuietRetry } from './QuietRetry';
import { SimulatedBadge } from './SimulatedBadge';

function Figure({ label, value, exact, testId }: { label: string; value: string; exact?: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" title={exact}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * A campaign's (or job's) headline figures (issue 20): reach, views, engagement rate and live posts, from POST
 * /reporting/campaign_metrics, with a link to its full report.
 */
export function ReportHeadline({ campaignId, reportHref }: { campaignId: string; reportHref: string }) {
  const metrics = useCampaignMetrics(campaignId ? { campaign_id: campaignId } : null);
  const link = (
    <Button
      component={Link}
      to={reportHref}
      variant="default"
      size="xs"
      leftSection={<IconChartLine size={14} aria-hidden />}
    >
      Open report
    </Button>
  );
  let body;
  if (metrics.isPending)
    body = (
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="status" aria-label="Loading the report's figures">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={60} radius="md" />
        ))}
      </SimpleGrid>
    );
  else if (metrics.isError) body = <QuietRetry what="The report's figures" onRetry={() => void metrics.refetch()} />;
  else {
    const { totals, simulated } = metrics.data.data;
    body = (
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="report-headline">
          <Figure
            label="Reach"
            value={formatStat(totals.reach)}
            exact={formatFigure(totals.reach)}
            testId="headline-reach"
          />
          <Figure
            label="Views"
            value={formatStat(totals.views)}
            exact={formatFigure(totals.views)}
            testId="headline-views"
          />
          <Figure
            label="Engagement rate"
            value={formatEngagement(totals.engagement_rate)}
            testId="headline-engagement"
          />
          <Figure label="Live posts" value={formatInteger(totals.posts_live)} testId="headline-posts" />
        </SimpleGrid>
        {simulated && (
          <Group gap="xs">
            <SimulatedBadge />
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {body}
      <Group>{link}</Group>
    </Stack>
  );
}
