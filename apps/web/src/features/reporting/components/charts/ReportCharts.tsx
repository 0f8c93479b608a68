/**
 * The report's charts (Chart.js through react-chartjs-2). This module is only ever loaded lazily (../charts.tsx), so
 * chart.js stays out of the initial bundle; it registers only the pieces these charts use.
 */
import { useMantineTheme, type MantineTheme } from '@mantine/core';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { BAR_THICKNESS, maxAxisLabels } from '@app/shared/reporting';
import type { CreatorBars, PerformanceSeries, Slices } from '../../lib/chart-data';
import { formatEngagement, formatFigure, formatStat } from '../../lib/format';

ChartJS.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** What the PDF export needs of a drawn chart. */
export interface ChartHandle {
  toBase64Image: (type?: string, quality?: number) => string;
}
export type ChartRef = (chart: ChartHandle | null | undefined) => void;

interface BaseProps {
  /** Names the canvas for screen readers (the figures are in the table beside it). */
  label: string;
  chartRef?: ChartRef;
}

const primary = (theme: MantineTheme) => theme.colors[theme.primaryColor][6];
const PALETTE = (theme: MantineTheme) => [
  theme.colors[theme.primaryColor][6],
  theme.colors.teal[6],
  theme.colors.orange[6],
  theme.colors.grape[6],
  theme.colors.cyan[6],
  theme.colors.yellow[6],
];
const numeric = (value: string | number) => (typeof value === 'number' ? value : Number(value));

/** Reach and engagement rate over time, on two y axes; at most 6 day labels under 768 px, 12 otherwise. */
export function PerformanceChart({
  series,
  viewportWidth,
  label,
  chartRef,
}: BaseProps & { series: PerformanceSeries; viewportWidth: number }) {
  const theme = useMantineTheme();
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { autoSkip: true, maxTicksLimit: maxAxisLabels(viewportWidth), maxRotation: 0 } },
      reach: {
        type: 'linear',
        position: 'left',
        beginAtZero: true,
        title: { display: true, text: 'Reach' },
        ticks: { callback: (value) => formatStat(numeric(value)) },
      },
      engagement: {
        type: 'linear',
        position: 'right',
        beginAtZero: true,
        grid: { drawOnChartArea: false },
        title: { display: true, text: 'Engagement rate' },
        ticks: { callback: (value) => `${formatFigure(numeric(value))}%` },
      },
    },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item) =>
            item.dataset.yAxisID === 'engagement'
              ? `Engagement rate: ${formatEngagement(item.parsed.y ?? 0)}`
              : `Reach: ${formatFigure(item.parsed.y ?? 0)}`,
        },
      },
    },
  };
  return (
    <Line
      ref={chartRef}
      role="img"
      aria-label={label}
      options={options}
      data={{
        labels: series.labels,
        datasets: [
          {
            label: 'Reach',
            data: series.reach,
            yAxisID: 'reach',
            borderColor: primary(theme),
            backgroundColor: primary(theme),
            pointRadius: series.labels.length > 31 ? 0 : 2,
            tension: 0.25,
          },
          {
            label: 'Engagement rate (%)',
            data: series.engagementRate,
            yAxisID: 'engagement',
            borderColor: theme.colors.orange[6],
            backgroundColor: theme.colors.orange[6],
            borderDash: [6, 4],
            pointRadius: series.labels.length > 31 ? 0 : 2,
            tension: 0.25,
          },
        ],
      }}
    />
  );
}

/** The creators' impressions, most first, as horizontal bars 46 px thick (names stay readable on a phone). */
export function CreatorImpressionsChart({
  bars,
  viewportWidth,
  label,
  chartRef,
}: BaseProps & { bars: CreatorBars; viewportWidth: number }) {
  const theme = useMantineTheme();
  const options: ChartOptions<'bar'> = {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: {
        beginAtZero: true,
        ticks: { maxTicksLimit: maxAxisLabels(viewportWidth), callback: (value) => formatStat(numeric(value)) },
      },
      y: { ticks: { autoSkip: false } },
    },
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => `Impressions: ${formatFigure(item.parsed.x ?? 0)}` } },
    },
  };
  return (
    <Bar
      ref={chartRef}
      role="img"
      aria-label={label}
      options={options}
      data={{
        labels: bars.labels,
        datasets: [
          {
            label: 'Impressions',
            data: bars.impressions,
            barThickness: BAR_THICKNESS,
            backgroundColor: primary(theme),
            borderRadius: 4,
          },
        ],
      }}
    />
  );
}

/** One audience split (age or gender) as a doughnut of percentages. */
export function AudienceDoughnut({ slices, label, chartRef }: BaseProps & { slices: Slices }) {
  const theme = useMantineTheme();
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { position: 'bottom' },
      tooltip: { callbacks: { label: (item) => `${item.label}: ${formatFigure(item.parsed)}%` } },
    },
  };
  return (
    <Doughnut
      ref={chartRef}
      role="img"
      aria-label={label}
      options={options}
      data={{
        labels: slices.labels,
        datasets: [{ data: slices.values, backgroundColor: PALETTE(theme).slice(0, slices.values.length) }],
      }}
    />
  );
}
