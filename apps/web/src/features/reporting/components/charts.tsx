/**
 * The report's charts, lazy: chart.js and react-chartjs-2 load with the first chart shown, in a chunk of their own
 * (never in the initial bundle). Render them inside <ChartFigure>, whose Suspense shows a skeleton meanwhile.
 */
import { lazy } from 'react';

const load = () => import('./charts/ReportCharts');

export const PerformanceChart = lazy(() => load().then((m) => ({ default: m.PerformanceChart })));
export const CreatorImpressionsChart = lazy(() => load().then((m) => ({ default: m.CreatorImpressionsChart })));
export const AudienceDoughnut = lazy(() => load().then((m) => ({ default: m.AudienceDoughnut })));

export type { ChartHandle, ChartRef } from './charts/ReportCharts';
