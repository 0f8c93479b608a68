import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { smeClient } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';
import type { SmeCampaignEntry } from '../../api/sme-campaigns';
import { useCampaignMetrics } from '../../api/campaign-metrics';
import { formatEngagement, formatStat, headerRange, NO_FIGURE } from '../../lib/format';
import { statusPillColor, statusPillText } from '../lib/report-header';
import classes from './SmeReportCard.module.css';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" lh={1.2}>
        {label}
      </Text>
      <Text fw={700} size="lg" lh={1.3} data-testid="figure-value">
        {value}
      </Text>
    </div>
  );
}

/** The campaign's headline numbers (campaign_metrics totals), read when its card is on the page shown. */
function Headline({ campaignId }: { campaignId: string }) {
  const metrics = useCampaignMetrics({ campaign_id: campaignId }, smeClient);
  if (metrics.isPending)
    return (
      <SimpleGrid cols={3} spacing="xs" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} radius="sm" />
        ))}
      </SimpleGrid>
    );
  const totals = metrics.data?.data.totals;
  // A failed call shows no figures and no message (spec section 8); the report page offers the retry.
  if (totals && totals.posts_live === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="report-card-empty">
        No live posts yet
      </Text>
    );
  return (
    <SimpleGrid cols={3} spacing="xs" data-testid="report-card-figures">
      <Figure label="Reach" value={totals ? formatStat(totals.reach) : NO_FIGURE} testId="card-reach" />
      <Figure label="Views" value={totals ? formatStat(totals.views) : NO_FIGURE} testId="card-views" />
      <Figure
        label="Engagement"
        value={totals ? formatEngagement(totals.engagement_rate) : NO_FIGURE}
        testId="card-engagement"
      />
    </SimpleGrid>
  );
}

/** One campaign of the SME's reports list: its name, status, dates and headline numbers; the card opens its report. */
export function SmeReportCard({ smeId, campaign }: { smeId: string; campaign: SmeCampaignEntry }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      className={classes.card}
      data-testid="sme-report-card"
      data-campaign-id={campaign.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={4} miw={0}>
            <Text
              component={Link}
              to={paths.sme.company.report(smeId, campaign.id)}
              className={classes.link}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="report-card-name"
            >
              {campaign.name}
            </Text>
            <Text size="xs" c="dimmed">
              {headerRange(campaign.start_date, campaign.end_date)}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge color={statusPillColor(campaign.campaign_status_for_merchant)} variant="light" tt="none">
              {statusPillText(campaign.campaign_status_for_merchant)}
            </Badge>
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Group>
        <Headline campaignId={campaign.id} />
      </Stack>
    </Paper>
  );
}

export function SmeReportCardSkeleton() {
  return <Skeleton height={128} radius="md" />;
}
