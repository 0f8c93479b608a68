import { Badge, Button, EmptyState, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useViewportSize } from '@mantine/hooks';
import { IconBulb, IconChartBar, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { isApiError } from '../../../../lib/api-client';
import { plural } from '../../../../lib/numbers';
import { useAudienceData } from '../../api/audience-data';
import { useCampaignMetrics } from '../../api/campaign-metrics';
import type { ReportSubject } from '../../api/keys';
import { AudienceSection, AudienceSkeleton } from '../../components/AudienceSection';
import { PostCards } from '../../components/PostCards';
import { QuietRetry } from '../../components/QuietRetry';
import { SimulatedBadge } from '../../components/SimulatedBadge';
import { ChartsSkeleton, CreatorsFigure, PerformanceFigure } from '../../components/ReportChartFigures';
import { StatCards, StatCardsSkeleton } from '../../components/StatCards';
import { useDrawnCharts } from '../../lib/use-drawn-charts';
import { useReportExports } from '../../lib/use-report-exports';
import { ImportMetricsButton } from './ImportMetricsButton';
import { InsightsModal } from './InsightsModal';

export interface ReportHeader {
  title: string;
  subtitle?: string;
  /** "Jan 05, 2026 – Jan 19, 2026". */
  period: string;
  /** "Job" for a job's report. */
  kind?: string;
}

interface ReportViewProps {
  subject: ReportSubject;
  /** Null while the campaign loads (the spec's "campaign" loading flag). */
  header: ReportHeader | null;
  companyId: string;
  /** A campaign's (or job's) report: its figures can be imported from a CSV file. */
  importCampaignId?: string;
}

function HeaderSkeleton() {
  return (
    <Stack gap={6} role="status" aria-label="Loading the campaign">
      <Skeleton height={24} width="45%" />
      <Skeleton height={14} width="30%" />
    </Stack>
  );
}

/**
 * One report (spec section 2, issue 20): its header with the Insights and export buttons, the stat cards, the
 * performance line and the creators' impressions bars, the audience, and one metrics card per live post. The spec's
 * loading flags (campaign, metrics, audience) each show a skeleton; a failed call a quiet retry.
 */
export function ReportView({ subject, header, companyId, importCampaignId }: ReportViewProps) {
  const metrics = useCampaignMetrics(subject);
  const data = metrics.data?.data;
  const live = (data?.totals.posts_live ?? 0) > 0;
  const audience = useAudienceData(live ? subject : null);
  const [insightsOpened, insightsModal] = useDisclosure(false);
  const { width } = useViewportSize();

  // The drawn charts, for the PDF export.
  const { chartRef, drawnCharts } = useDrawnCharts();

  const title = header?.title ?? 'Report';
  const exports = useReportExports({
    subject,
    title,
    period: header?.period ?? '',
    subtitle: [header?.subtitle, data ? plural(data.totals.posts_live, 'live post') : null].filter(Boolean).join(' · '),
    metrics: data,
    charts: drawnCharts,
  });

  const actions = (
    <Group gap="xs" data-testid="report-actions">
      <Button
        size="xs"
        leftSection={<IconBulb size={14} aria-hidden />}
        onClick={insightsModal.open}
        disabled={!live}
        data-testid="open-insights"
      >
        Insights
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileTypeCsv size={14} aria-hidden />}
        onClick={exports.csv.run}
        loading={exports.csv.pending}
        disabled={!live}
        data-testid="export-csv"
      >
        Export CSV
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileTypePdf size={14} aria-hidden />}
        onClick={exports.pdf.run}
        loading={exports.pdf.pending}
        disabled={!live || !header}
        data-testid="export-pdf"
      >
        Export PDF
      </Button>
      {importCampaignId && <ImportMetricsButton campaignId={importCampaignId} />}
    </Group>
  );

  let body;
  if (metrics.isPending)
    body = (
      <Stack gap="md">
        <StatCardsSkeleton />
        <ChartsSkeleton />
      </Stack>
    );
  else if (metrics.isError) {
    const missing = isApiError(metrics.error) && metrics.error.code === 'NOT_FOUND';
    body = missing ? (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconChartBar size={32} aria-hidden />}
          withIndicatorBackground
          title="No report here"
          description="There is no such campaign, or you cannot read its report."
          data-testid="report-not-found"
        />
      </Paper>
    ) : (
      <QuietRetry what="The report" onRetry={() => void metrics.refetch()} />
    );
  } else if (!live)
    body = (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconChartBar size={32} aria-hidden />}
          withIndicatorBackground
          title="No live posts yet"
          description="Figures show here once creators' posts are live and verified."
          data-testid="report-empty"
        />
      </Paper>
    );
  else {
    body = (
      <Stack gap="md">
        <StatCards totals={data!.totals} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          <PerformanceFigure
            performances={data!.performances}
            viewportWidth={width}
            chartRef={chartRef('performance')}
          />
          <CreatorsFigure influencers={data!.influencers} viewportWidth={width} chartRef={chartRef('creators')} />
        </SimpleGrid>
        {audience.isPending ? (
          <AudienceSkeleton />
        ) : audience.isError ? (
          <QuietRetry what="The audience" onRetry={() => void audience.refetch()} />
        ) : (
          <AudienceSection audience={audience.data.data} chartRef={(key) => chartRef(key)} />
        )}
        <Stack gap="xs" data-testid="report-posts">
          <Title order={4} fz="md">
            Live posts
          </Title>
          {'brand_id' in subject && (
            <Text size="sm" c="dimmed" data-testid="report-posts-lifetime">
              Each post's card shows its figures over its whole life, not only these dates.
            </Text>
          )}
          <PostCards posts={data!.posts} />
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="report">
      <Group justify="space-between" align="flex-start" gap="sm">
        {header ? (
          <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }} data-testid="report-title">
              {header.title}
            </Title>
            {header.period && (
              <Text size="sm" c="dimmed" data-testid="report-period">
                {header.period}
              </Text>
            )}
            <Group gap="xs">
              {header.kind && (
                <Badge variant="outline" color="gray" tt="none">
                  {header.kind}
                </Badge>
              )}
              {header.subtitle && (
                <Text size="sm" c="dimmed">
                  {header.subtitle}
                </Text>
              )}
              {data && live && (
                <Text size="sm" c="dimmed" data-testid="report-live-posts">
                  {plural(data.totals.posts_live, 'live post')}
                </Text>
              )}
              {data?.simulated && <SimulatedBadge />}
            </Group>
          </Stack>
        ) : (
          <HeaderSkeleton />
        )}
        {actions}
      </Group>
      {body}
      <InsightsModal subject={subject} opened={insightsOpened} onClose={insightsModal.close} companyId={companyId} />
    </Stack>
  );
}
