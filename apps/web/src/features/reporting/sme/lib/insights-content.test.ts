import { describe, expect, it } from 'vitest';
import type { InfluencerMetrics } from '@app/shared/reporting';
import { creatorTitle, insightsModalContent, SAMPLE_INSIGHTS, topCreator } from './insights-content';

const item = (text: string) => ({ Insight: text, Action: `Do: ${text}`, CTA: 'Plan next campaign' });

const creator = (over: Partial<InfluencerMetrics>): InfluencerMetrics => ({
  influencer_id: 1,
  name: 'Creator',
  avatar: null,
  level: 'MICRO',
  posts: 1,
  impressions: 0,
  reach: 0,
  views: 0,
  engagements: 0,
  engagement_rate: 0,
  cost_per_engagement: null,
  ...over,
});

const influencers = [
  creator({ influencer_id: 1, name: 'Brian', engagement_rate: 4.1, reach: 9_000, impressions: 12_000 }),
  creator({
    influencer_id: 2,
    name: 'Achieng',
    level: 'MID_TIER',
    engagement_rate: 7.25,
    reach: 48_200,
    impressions: 61_000,
    posts: 3,
  }),
  creator({ influencer_id: 3, name: 'Zawadi', engagement_rate: 2, reach: 100_000 }),
];

describe('the SME insights modal content (spec sections 2 and 3)', () => {
  it('maps the insights response to the three sections', () => {
    const content = insightsModalContent(
      {
        ALL: {
          strengths: [item('High engagement')],
          improvements: [item('Low reach')],
          content_strategy: [item('Show the product')],
          timing: [item('Post at 6 pm')],
          budget: [item('Fund the best creators')],
        },
        INSTAGRAM: {
          strengths: [item('Reels earn saves')],
          creator_performance: [item('Achieng leads')],
          creator_mix: [item('Add a food creator')],
        },
      },
      influencers,
    );
    expect(content.sample).toBe(false);
    // Campaign Performance Analysis: strengths and weaknesses (the improvements), ALL first, then each platform.
    expect(content.strengths).toEqual([
      { platform: 'ALL', text: 'High engagement', action: 'Do: High engagement' },
      { platform: 'INSTAGRAM', text: 'Reels earn saves', action: 'Do: Reels earn saves' },
    ]);
    expect(content.weaknesses.map((i) => i.text)).toEqual(['Low reach']);
    // Top Creator Performance: the best engagement rate, with the creator_performance insights.
    expect(content.topCreator).toEqual({
      name: 'Achieng',
      avatar: null,
      title: 'Mid tier creator',
      stats: [
        { label: 'Engagement rate', value: '7.25%' },
        { label: 'Reach', value: '48.2K' },
        { label: 'Impressions', value: '61K' },
        { label: 'Posts', value: '3' },
      ],
      notes: [{ platform: 'INSTAGRAM', text: 'Achieng leads', action: 'Do: Achieng leads' }],
    });
    // Next Campaign Recommendations: the four areas in order, each with a title, an icon and its list.
    expect(content.recommendations.map((r) => [r.title, r.icon, r.items.map((i) => i.text)])).toEqual([
      ['Content strategy', 'content', ['Show the product']],
      ['Creator mix', 'creators', ['Add a food creator']],
      ['Timing', 'timing', ['Post at 6 pm']],
      ['Budget', 'budget', ['Fund the best creators']],
    ]);
  });

  it('has empty lists (never sample content) when there are no insights, as after a failed call', () => {
    const content = insightsModalContent(null, []);
    expect(content).toEqual({
      sample: false,
      strengths: [],
      weaknesses: [],
      topCreator: null,
      recommendations: [
        { key: 'content_strategy', title: 'Content strategy', icon: 'content', items: [] },
        { key: 'creator_mix', title: 'Creator mix', icon: 'creators', items: [] },
        { key: 'timing', title: 'Timing', icon: 'timing', items: [] },
        { key: 'budget', title: 'Budget', icon: 'budget', items: [] },
      ],
    });
  });

  it('picks the top creator by engagement rate, then reach, then name', () => {
    expect(topCreator(influencers)?.name).toBe('Achieng');
    expect(topCreator([])).toBeNull();
    const tie = [
      creator({ name: 'B', engagement_rate: 5, reach: 10 }),
      creator({ name: 'A', engagement_rate: 5, reach: 10 }),
    ];
    expect(topCreator(tie)?.name).toBe('A');
    expect(topCreator([...tie, creator({ name: 'C', engagement_rate: 5, reach: 11 })])?.name).toBe('C');
  });

  it("names a creator's level", () => {
    expect(creatorTitle('MICRO')).toBe('Micro creator');
    expect(creatorTitle(null)).toBe('Creator');
  });

  it('has sample content for every section, marked as sample', () => {
    expect(SAMPLE_INSIGHTS.sample).toBe(true);
    expect(SAMPLE_INSIGHTS.strengths.length).toBeGreaterThan(0);
    expect(SAMPLE_INSIGHTS.weaknesses.length).toBeGreaterThan(0);
    expect(SAMPLE_INSIGHTS.topCreator?.stats.length).toBeGreaterThan(0);
    expect(SAMPLE_INSIGHTS.recommendations.map((r) => r.key)).toEqual([
      'content_strategy',
      'creator_mix',
      'timing',
      'budget',
    ]);
    expect(SAMPLE_INSIGHTS.recommendations.every((r) => r.items.length > 0)).toBe(true);
  });
});
