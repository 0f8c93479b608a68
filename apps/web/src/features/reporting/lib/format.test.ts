import { BAR_THICKNESS, maxAxisLabels } from '@app/shared/reporting';
import { describe, expect, it } from 'vitest';
import { ageSlices, creatorBars, genderSlices, performanceSeries } from './chart-data';
import {
  axisDate,
  formatCpe,
  formatEngagement,
  formatFigure,
  formatStat,
  headerDate,
  headerRange,
  reportPdfName,
  reportSlug,
} from './format';

describe('report number formats (spec section 9)', () => {
  it('shows stat cards as compact numbers', () => {
    expect(formatStat(950)).toBe('950');
    expect(formatStat(12_500)).toBe('12.5K');
    expect(formatStat(2_360_003)).toBe('2.4M');
    expect(formatStat(5_210_003)).toBe('5.2M');
    expect(formatStat(0)).toBe('0');
  });

  it('shows engagement as a percentage with two decimals', () => {
    expect(formatEngagement(8.7)).toBe('8.70%');
    expect(formatEngagement(0)).toBe('0.00%');
    expect(formatEngagement(12.345)).toBe('12.35%');
  });

  it('shows other figures en-US with at most two fraction digits', () => {
    expect(formatFigure(1_234_567)).toBe('1,234,567');
    expect(formatFigure(3.14159)).toBe('3.14');
    expect(formatFigure(Number.NaN)).toBe('–');
  });

  it('shows cost per engagement in US dollars with four decimals, a dash without one', () => {
    expect(formatCpe(0.0123)).toBe('$0.0123');
    expect(formatCpe(1.5)).toBe('$1.5000');
    expect(formatCpe(null)).toBe('–');
  });
});

describe('report dates', () => {
  it('shows axis days as "MMM DD" and header dates as "MMM DD, YYYY"', () => {
    expect(axisDate('2026-01-05')).toBe('Jan 05');
    expect(axisDate('2025-12-31')).toBe('Dec 31');
    expect(headerDate('2026-01-05')).toBe('Jan 05, 2026');
    // A campaign's instant in its zone: 22:00 UTC is the next day in Nairobi.
    expect(headerDate('2026-03-04T22:00:00Z', 'Africa/Nairobi')).toBe('Mar 05, 2026');
    expect(headerRange('2026-01-05', '2026-01-19')).toBe('Jan 05, 2026 – Jan 19, 2026');
    expect(headerRange('2026-01-05', '2026-01-05')).toBe('Jan 05, 2026');
    expect(headerDate(null)).toBe('');
  });
});

describe('chart rules (spec section 2)', () => {
  it('shows at most 6 x-axis labels under 768 px and 12 from 768 px', () => {
    expect(maxAxisLabels(390)).toBe(6);
    expect(maxAxisLabels(767)).toBe(6);
    expect(maxAxisLabels(768)).toBe(12);
    expect(maxAxisLabels(1280)).toBe(12);
    expect(BAR_THICKNESS).toBe(46);
  });

  it('sorts the creators bar by impressions, most first, ties by name', () => {
    const creator = (name: string, impressions: number) => ({
      influencer_id: name.length,
      name,
      avatar: null,
      level: null,
      posts: 1,
      impressions,
      reach: 0,
      views: 0,
      engagements: 0,
      engagement_rate: 0,
      cost_per_engagement: null,
    });
    const bars = creatorBars([creator('Brian', 500), creator('Achieng', 9_000), creator('Zawadi', 9_000)]);
    expect(bars.labels).toEqual(['Achieng', 'Zawadi', 'Brian']);
    expect(bars.impressions).toEqual([9_000, 9_000, 500]);
  });

  it('labels the performance days as the axis shows them, keeping the series', () => {
    const series = performanceSeries({
      label: ['2026-01-05', '2026-01-06'],
      data: { reach: [10, 25], engagement_rate: [1.5, 2.25], impressions: [12, 30], views: [5, 9] },
    });
    expect(series).toEqual({
      labels: ['Jan 05', 'Jan 06'],
      days: ['2026-01-05', '2026-01-06'],
      reach: [10, 25],
      engagementRate: [1.5, 2.25],
    });
  });

  it('orders the audience slices, a missing one as zero', () => {
    expect(ageSlices({ '45+': 5, '18-24': 35, '25-34': 42 })).toEqual({
      labels: ['18-24', '25-34', '35-44', '45+'],
      values: [35, 42, 0, 5],
    });
    expect(genderSlices({ male: 38, female: 60, other: 2 })).toEqual({
      labels: ['Female', 'Male', 'Other'],
      values: [60, 38, 2],
    });
  });
});

describe('report file names', () => {
  it('names the PDF like the server names the CSV: report-<slug>-<day>.pdf', () => {
    expect(reportSlug('New year detox (demo)')).toBe('new-year-detox-demo');
    expect(reportSlug('  ¡¡ ')).toBe('report');
    expect(reportSlug('x'.repeat(80))).toHaveLength(60);
    expect(reportPdfName('New year detox (demo)', new Date(2026, 2, 1, 12))).toBe(
      'report-new-year-detox-demo-2026-03-01.pdf',
    );
  });
});
