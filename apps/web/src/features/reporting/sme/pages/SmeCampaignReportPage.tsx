import {
  Button,
  Container,
  EmptyState,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useViewportSize } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconChartBar,
  IconChevronDown,
  IconDownload,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconPackage,
  IconSparkles,
} from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { recommendedPackage } from '@app/shared/sme';
import { isApiError, smeClient } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/money';
import { plural } from '../../../../lib/numbers';
import { paths } from '../../../../lib/paths';
import { useAudienceData } from '../../api/audience-data';
import { useCampaignMetrics } from '../../api/campaign-metrics';
import { useSmeCampaign } from '../../api/sme-campaign';
import { useSmeCampaignEntry } from '../../api/sme-campaigns';
import { AudienceSection, AudienceSkeleton } from '../../components/AudienceSection';
import { QuietRetry } from '../../components/QuietRetry';
import { ChartsSkeleton, CreatorsFigure, PerformanceFigure } from '../../components/ReportChartFigures';
import { SimulatedBadge } from '../../components/SimulatedBadge';
import { StatCards, StatCardsSkeleton } from '../../components/StatCards';
import { headerRange } from '../../lib/format';
import { useDrawnCharts } from '../../lib/use-drawn-charts';
import { useReportExports } from '../../lib/use-report-exports';
import { CreatorPerformanceCards } from '../components/CreatorPerformanceCards';
import { SmeInsightsModal } from '../components/SmeInsightsModal';
import { SmeReportHeader, SmeReportHeaderSkeleton } from '../components/SmeReportHeader';

interface PackageTileProps {
  /** The package the campaign was bought as (the SME list's `package`); null: the recommended one for its budget. */
  packageName: string | null;
  budgetMinor: number;
  currency: string;
}

/** The package and the budget (spec section 2: "the recommended package name and the budget with currency"). */
function PackageTile({ packageName, budgetMinor, currency }: PackageTileProps) {
  const id = useId();
  const name = packageName ?? recommendedPackage(budgetMinor)?.name ?? null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid="sme-package-tile">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconPackage size={28} aria-hidden stroke={1.5} />
          <div>
            <Text size="sm" c="dimmed" id={id}>
              {packageName ? 'Package' : 'Recommended package'}
            </Text>
            <Text fw={700} fz={{ base: 20, sm: 24 }} data-testid="sme-package-name">
              {name ?? 'None'}
            </Text>
          </div>
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            Budget
          </Text>
          <Text fw={700} fz={{ base: 20, sm: 24 }} data-testid="sme-budget">
            {formatMoney(budgetMinor, currency)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/**
 * /sme/{sme_id}/reports/{campaign_id}: the SME campaign report, as spec section 2 describes it. Back to reports; the
 * header (GET /campaigns/{id}: name, description, channels, status, dates) behind a skeleton while it loads; AI
 * Insights (the modal) and Export Report (CSV or PDF, the reports' own exports); reach, views and engagement from
 * campaign_metrics; the package and budget; the charts (performance over time, creators' impressions, audience by
 * age and gender); one card per creator. Every call with the SME session; a failed one is a quiet retry (section 8).
 */
export function SmeCampaignReportPage() {
  const { smeId = '', campaignId = '' } = useParams();
  const subject = { campaign_id: campaignId };
  const campaign = useSmeCampaign(campaignId);
  const entry = useSmeCampaignEntry(smeId, campaignId);
  const metrics = useCampaignMetrics(subject, smeClient);
  const data = metrics.data?.data;
  const live = (data?.totals.posts_live ?? 0) > 0;
  const audience = useAudienceData(live ? subject : null, smeClient);
  const [insightsOpened, insightsModal] = useDisclosure(false);
  const { width } = useViewportSize();
  const { chartRef, drawnCharts } = useDrawnCharts();

  const loaded = campaign.data;
  const period = loaded ? headerRange(loaded.start_date, loaded.end_date, loaded.timezone || undefined) : '';
  const exports = useReportExports({
    subject,
    title: loaded?.name ?? 'Report',
    period,
    subtitle: data ? plural(data.totals.posts_live, 'live post') : undefined,
    metrics: data,
    charts: drawnCharts,
    client: smeClient,
  });

  const back = (
    <Group>
      <Button
        component={Link}
        to={paths.sme.company.reports(smeId)}
        variant="subtle"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        px="xs"
        data-testid="back-to-reports"
      >
        Back to reports
      </Button>
    </Group>
  );

  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.code === 'NOT_FOUND';
    return (
      <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          {back}
          {missing ? (
            <Paper withBorder radius="md" p="lg">
              <EmptyState
                icon={<IconChartBar size={32} aria-hidden />}
                withIndicatorBackground
                title={
                  <Title order={1} fz="lg">
                    No report here
                  </Title>
                }
                description="There is no such campaign among your business's campaigns."
                data-testid="report-not-found"
              />
            </Paper>
          ) : (
            <>
              <Title order={1} fz="xl">
                Campaign report
              </Title>
              <QuietRetry what="The campaign" onRetry={() => void campaign.refetch()} />
            </>
          )}
        </Stack>
      </Container>
    );
  }

  const actions = (
    <Group gap="xs" data-testid="sme-report-actions">
      <Button
        leftSection={<IconSparkles size={16} aria-hidden />}
        onClick={insightsModal.open}
        data-testid="open-insights"
      >
        AI Insights
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={!live || !loaded}
            loading={exports.csv.pending || exports.pdf.pending}
            data-testid="export-report"
          >
            Export Report
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={exports.csv.run}>
            CSV
          </Menu.Item>
          <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={exports.pdf.run}>
            PDF
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );

  let tiles;
  if (metrics.isPending) tiles = <StatCardsSkeleton />;
  else if (metrics.isError) tiles = <QuietRetry what="The figures" onRetry={() => void metrics.refetch()} />;
  else tiles = <StatCards totals={data!.totals} />;

  let charts = null;
  if (metrics.isPending) charts = <ChartsSkeleton />;
  else if (data && !live)
    charts = (
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          icon={<IconChartBar size={32} aria-hidden />}
          withIndicatorBackground
          title="No live posts yet"
          description="Charts and each creator's figures show here once the creators' posts are live."
          data-testid="report-empty"
        />
      </Paper>
    );
  else if (data)
    charts = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          <PerformanceFigure
            performances={data.performances}
            viewportWidth={width}
            chartRef={chartRef('performance')}
          />
          <CreatorsFigure influencers={data.influencers} viewportWidth={width} chartRef={chartRef('creators')} />
        </SimpleGrid>
        {audience.isPending ? (
          <AudienceSkeleton />
        ) : audience.isError ? (
          <QuietRetry what="The audience" onRetry={() => void audience.refetch()} />
        ) : (
          <AudienceSection audience={audience.data.data} chartRef={(key) => chartRef(key)} topLists={false} />
        )}
        <CreatorPerformanceCards influencers={data.influencers} />
      </Stack>
    );

  // The package is known once the list entry is (a cached list page gives it at once); the budget with it.
  const budget = entry.data ?? loaded;
  let packageTile = null;
  if (entry.isPending) packageTile = <Skeleton height={84} radius="md" aria-hidden />;
  else if (budget)
    packageTile = (
      <PackageTile
        packageName={entry.data?.package ?? null}
        budgetMinor={budget.budget_minor}
        currency={budget.currency}
      />
    );
  return (
    <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }} data-testid="sme-report">
      <Stack gap="md">
        {back}
        {loaded ? <SmeReportHeader campaign={loaded} /> : <SmeReportHeaderSkeleton />}
        <Group justify="space-between" gap="xs">
          {actions}
          {data?.simulated && <SimulatedBadge />}
        </Group>
        {tiles}
        {packageTile}
        {charts}
      </Stack>
      <SmeInsightsModal
        campaignId={campaignId}
        opened={insightsOpened}
        onClose={insightsModal.close}
        live={live}
        influencers={data?.influencers ?? []}
      />
    </Container>
  );
}
