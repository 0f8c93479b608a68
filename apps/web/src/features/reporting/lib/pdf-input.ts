/**
 * The PDF export's input (./report-pdf.ts) from what the report page holds: the figures formatted as the page shows
 * them, the charts' images, the creators' table and the insights in the modal's order.
 */
import { byImpressionsDescending, type CampaignMetricsResponse, type InsightsResponse } from '@app/shared/reporting';
import { formatCpe, formatEngagement, formatFigure, formatStat } from './format';
import { insightRows, insightSections } from './insights';
import type { ReportPdfChart, ReportPdfInput } from './report-pdf';

export interface PdfSource {
  title: string;
  period: string;
  subtitle?: string;
  metrics: CampaignMetricsResponse['data'];
  charts: readonly ReportPdfChart[];
  /** Null when the insights could not be read (the PDF then says there are none). */
  insights: InsightsResponse['data'] | null;
  /** A platform key for people ("Instagram", "All platforms"). */
  platformName: (platform: string) => string;
  generatedOn: string;
  createdAt?: Date;
}

/** The creators' table, most impressions first (as the bar chart); short headings that fit an A4 page. */
export const CREATOR_COLUMNS = [
  'Creator',
  'Posts',
  'Impressions',
  'Reach',
  'Views',
  'Engagement',
  'CPE (USD)',
] as const;

export function reportPdfInput(source: PdfSource): ReportPdfInput {
  const { metrics } = source;
  const { totals } = metrics;
  const sections = insightSections(insightRows(source.insights?.insights));
  return {
    title: source.title,
    period: source.period,
    subtitle: source.subtitle,
    notes: metrics.simulated ? ['Simulated data'] : [],
    figures: [
      { label: 'Total reach', value: formatStat(totals.reach) },
      { label: 'Total views', value: formatStat(totals.views) },
      { label: 'Engagement rate', value: formatEngagement(totals.engagement_rate) },
      { label: 'Live posts', value: formatFigure(totals.posts_live) },
    ],
    charts: source.charts,
    creators: {
      columns: CREATOR_COLUMNS,
      note: 'Engagement: engagement rate. CPE: cost per engagement in US dollars (– when unknown).',
      rows: byImpressionsDescending(metrics.influencers).map((c) => [
        c.name,
        formatFigure(c.posts),
        formatFigure(c.impressions),
        formatFigure(c.reach),
        formatFigure(c.views),
        formatEngagement(c.engagement_rate),
        formatCpe(c.cost_per_engagement),
      ]),
    },
    insights: sections.flatMap((section) =>
      section.groups.flatMap((group) =>
        group.rows.map((row) => ({
          section: group.title ? `${section.title}: ${group.title}` : section.title,
          platform: source.platformName(row.platform),
          text: row.text,
          suggestion: row.suggestion,
        })),
      ),
    ),
    benchmarkSource: sections.length ? (source.insights?.benchmark_source ?? null) : null,
    generatedOn: source.generatedOn,
    createdAt: source.createdAt,
  };
}
