import { SimpleGrid, Skeleton } from '@mantine/core';
import type { CampaignMetricsResponse, InfluencerMetrics } from '@app/shared/reporting';
import { creatorBars, performanceSeries } from '../lib/chart-data';
import { formatEngagement, formatFigure, headerDate } from '../lib/format';
import { CHART_TITLES } from '../lib/use-drawn-charts';
import { ChartFigure } from './ChartFigure';
import { CreatorImpressionsChart, PerformanceChart, type ChartRef } from './charts';

const LINE_HEIGHT = 300;
/** Each creator's bar (46 px) and the gap to the next. */
const BAR_ROW = 58;

interface FigureProps {
  /** The window's width: fewer axis labels on narrow screens (spec section 2). */
  viewportWidth: number;
  /** Keeps the drawn chart for the PDF export. */
  chartRef?: ChartRef;
}

/** Reach and engagement rate per day (spec section 2), with the figures in a table for screen readers. */
export function PerformanceFigure({
  performances,
  viewportWidth,
  chartRef,
}: FigureProps & { performances: CampaignMetricsResponse['data']['performances'] }) {
  const series = performanceSeries(performances);
  return (
    <ChartFigure
      title={CHART_TITLES.performance}
      description="Reach on the left axis, engagement rate on the right, day by day."
      height={LINE_HEIGHT}
      table={{
        columns: ['Day', 'Reach', 'Engagement rate'],
        rows: series.days.map((day, i) => [
          headerDate(day),
          formatFigure(series.reach[i]),
          formatEngagement(series.engagementRate[i]),
        ]),
      }}
      data-testid="chart-performance"
    >
      <PerformanceChart
        series={series}
        viewportWidth={viewportWidth}
        label="Line chart of reach and engagement rate over time; the figures are in the table that follows"
        chartRef={chartRef}
      />
    </ChartFigure>
  );
}

/** Each creator's impressions, most first (spec section 2: bars 46 px thick). */
export function CreatorsFigure({
  influencers,
  viewportWidth,
  chartRef,
}: FigureProps & { influencers: readonly InfluencerMetrics[] }) {
  const bars = creatorBars(influencers);
  return (
    <ChartFigure
      title={CHART_TITLES.creators}
      description="Each creator's impressions, most first."
      height={Math.max(160, bars.labels.length * BAR_ROW + 50)}
      table={{
        columns: ['Creator', 'Impressions'],
        rows: bars.labels.map((name, i) => [name, formatFigure(bars.impressions[i])]),
      }}
      data-testid="chart-creators"
    >
      <CreatorImpressionsChart
        bars={bars}
        viewportWidth={viewportWidth}
        label="Bar chart of impressions by creator, most first; the figures are in the table that follows"
        chartRef={chartRef}
      />
    </ChartFigure>
  );
}

export function ChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" role="status" aria-label="Loading the charts">
      <Skeleton height={LINE_HEIGHT + 60} radius="md" />
      <Skeleton height={LINE_HEIGHT + 60} radius="md" />
    </SimpleGrid>
  );
}
