import { describe, expect, it } from 'vitest';
import type { CampaignMetricsResponse } from '@app/shared/reporting';
import { reportPdfInput } from './pdf-input';

const creator = (name: string, impressions: number, cpe: number | null) => ({
  influencer_id: impressions,
  name,
  avatar: null,
  level: 'MICRO',
  posts: 2,
  impressions,
  reach: impressions / 2,
  views: impressions * 2,
  engagements: 100,
  engagement_rate: 4.5,
  cost_per_engagement: cpe,
});

const metrics: CampaignMetricsResponse['data'] = {
  performances: { label: [], data: { reach: [], engagement_rate: [], impressions: [], views: [] } },
  influencers: [creator('Brian', 1_000, null), creator('Achieng', 12_500, 0.0123)],
  posts: [],
  totals: {
    posts_live: 4,
    impressions: 13_500,
    reach: 2_360_003,
    views: 5_210_003,
    engagements: 200,
    engagement_rate: 8.7,
  },
  sources: ['SIMULATED'],
  simulated: true,
};

describe('the PDF export input', () => {
  it('carries the figures as the page shows them, the creators most first and the insights in the modal order', () => {
    const input = reportPdfInput({
      title: 'New year detox (demo)',
      period: 'Jan 05, 2026 – Jan 19, 2026',
      metrics,
      charts: [],
      insights: {
        insights: {
          ALL: { budget: [{ Insight: 'Budget text', Action: 'Budget action', CTA: 'Plan next campaign' }] },
          TIKTOK: { strengths: [{ Insight: 'Strong text', Action: 'Strong action', CTA: 'Find similar creators' }] },
        },
        benchmark_source: 'Defaults',
        rewritten: false,
      },
      platformName: (p) => (p === 'ALL' ? 'All platforms' : 'TikTok'),
      generatedOn: 'Mar 01, 2026',
    });
    expect(input.notes).toEqual(['Simulated data']);
    expect(input.figures).toEqual([
      { label: 'Total reach', value: '2.4M' },
      { label: 'Total views', value: '5.2M' },
      { label: 'Engagement rate', value: '8.70%' },
      { label: 'Live posts', value: '4' },
    ]);
    expect(input.creators.rows).toEqual([
      ['Achieng', '2', '12,500', '6,250', '25,000', '4.50%', '$0.0123'],
      ['Brian', '2', '1,000', '500', '2,000', '4.50%', '–'],
    ]);
    expect(input.insights).toEqual([
      {
        section: 'Strong performance indicators',
        platform: 'TikTok',
        text: 'Strong text',
        suggestion: 'Strong action',
      },
      {
        section: 'Recommendations: Budget',
        platform: 'All platforms',
        text: 'Budget text',
        suggestion: 'Budget action',
      },
    ]);
    expect(input.benchmarkSource).toBe('Defaults');
  });

  it('has no insights and no benchmark line when the insights could not be read', () => {
    const input = reportPdfInput({
      title: 'x',
      period: '',
      metrics: { ...metrics, simulated: false },
      charts: [],
      insights: null,
      platformName: (p) => p,
      generatedOn: 'Mar 01, 2026',
    });
    expect(input.insights).toEqual([]);
    expect(input.benchmarkSource).toBeNull();
    expect(input.notes).toEqual([]);
  });
});
