import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignMetricsResponse } from '@app/shared/reporting';
import { toastError } from '../../../components/toast';
import { dayjs } from '../../../lib/dates';
import { saveFile } from '../../payments/lib/save-file';
import { useConfigBundle } from '../../config/api/conf-all';
import { channelLabel } from '../../config/lib/lookups';
import { insightsQuery } from '../api/insights';
import type { ReportClient } from '../api/campaign-metrics';
import type { ReportSubject } from '../api/keys';
import { useReportCsv } from '../api/report-csv';
import { headerDate, reportPdfName, reportSlug } from './format';
import { platformName } from './insights';
import { reportPdfInput } from './pdf-input';
import type { ReportPdfChart } from './report-pdf';

export interface ReportExportSource {
  subject: ReportSubject;
  title: string;
  period: string;
  subtitle?: string;
  metrics: CampaignMetricsResponse['data'] | undefined;
  /** The charts as drawn now (PNG data URLs), in the page's order. */
  charts: () => ReportPdfChart[];
  /** The session the exports are read with: the brand's (default) or the SME's (`smeClient`). */
  client?: ReportClient;
}

/**
 * The report's two exports. CSV: GET /reporting/campaign_metrics.csv with the bearer token, saved under the server's
 * file name (as the payments page saves its CSV). PDF: made here with pdf-lib (loaded on the first click) from the
 * figures, the charts' images and the insights (read now if the modal has not; none when they fail).
 */
export function useReportExports(source: ReportExportSource) {
  const queryClient = useQueryClient();
  const config = useConfigBundle().data;
  const csv = useReportCsv(source.client);

  const pdf = useMutation({
    mutationFn: async () => {
      if (!source.metrics) throw new Error('The report has not loaded yet');
      const insights = await queryClient
        .fetchQuery(insightsQuery(source.subject, source.client))
        .then((answer) => answer.data)
        .catch(() => null);
      const { buildReportPdf } = await import('./report-pdf');
      const now = new Date();
      const bytes = await buildReportPdf(
        reportPdfInput({
          title: source.title,
          period: source.period,
          subtitle: source.subtitle,
          metrics: source.metrics,
          charts: source.charts(),
          insights,
          platformName: (platform) => platformName(platform, (value) => channelLabel(config, value)),
          generatedOn: headerDate(now.toISOString()),
          createdAt: now,
        }),
      );
      saveFile(
        new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
        reportPdfName(source.title, now),
      );
    },
    onError: (error) => toastError(error, 'We could not make the PDF'),
  });

  const downloadCsv = () =>
    csv.mutate(source.subject, {
      onSuccess: (blob) => {
        const fallback = `report-${reportSlug(source.title)}-${dayjs().format('YYYY-MM-DD')}.csv`;
        saveFile(blob, blob instanceof File && blob.name ? blob.name : fallback, 'text/csv');
      },
      onError: (error) => toastError(error, 'We could not download the CSV'),
    });

  return {
    csv: { run: downloadCsv, pending: csv.isPending },
    pdf: { run: () => pdf.mutate(), pending: pdf.isPending },
  };
}
