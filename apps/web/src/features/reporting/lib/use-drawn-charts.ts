import { useMemo, useRef } from 'react';
import type { ChartHandle, ChartRef } from '../components/charts';
import type { ReportPdfChart } from './report-pdf';

/** The report's four charts, in the page's (and the PDF's) order, with their titles. */
export type ChartKey = 'performance' | 'creators' | 'age' | 'gender';
export const CHART_TITLES: Record<ChartKey, string> = {
  performance: 'Reach and engagement rate over time',
  creators: 'Impressions by creator',
  age: 'Audience by age',
  gender: 'Audience by gender',
};
export const CHART_ORDER: readonly ChartKey[] = ['performance', 'creators', 'age', 'gender'];

/**
 * Keeps the charts a report has drawn, for the PDF export: `chartRef(key)` goes to each chart (a stable callback per
 * key), `drawnCharts()` gives the ones on screen now as PNG images, in order.
 */
export function useDrawnCharts() {
  const charts = useRef(new Map<ChartKey, ChartHandle>());
  const chartRef = useMemo(() => {
    const refs = Object.fromEntries(
      CHART_ORDER.map((key) => [
        key,
        ((chart) => {
          if (chart) charts.current.set(key, chart);
          else charts.current.delete(key);
        }) satisfies ChartRef,
      ]),
    ) as Record<ChartKey, ChartRef>;
    return (key: ChartKey) => refs[key];
  }, []);
  const drawnCharts = (): ReportPdfChart[] =>
    CHART_ORDER.flatMap((key) => {
      const chart = charts.current.get(key);
      return chart ? [{ title: CHART_TITLES[key], png: chart.toBase64Image('image/png', 1) }] : [];
    });
  return { chartRef, drawnCharts };
}
