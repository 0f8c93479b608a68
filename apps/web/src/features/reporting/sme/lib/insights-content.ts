/**
 * The SME's AI Campaign Insights modal (spec section 2) from the insights call (section 3: platform -> category ->
 * {Insight, Action, CTA}) and the campaign's creators: Campaign Performance Analysis (strengths and weaknesses: the
 * categories strengths and improvements), Top Creator Performance (the creator with the best engagement rate, with
 * the creator_performance insights) and Next Campaign Recommendations (content strategy, creator mix, timing,
 * budget: each a title, an icon and a list). Before anything is live the modal shows SAMPLE_INSIGHTS, labelled.
 */
import type { InfluencerMetrics } from '@app/shared/reporting';
import { formatEngagement, formatFigure, formatStat } from '../../lib/format';
import { insightRows, type InsightRow, type InsightsByPlatform } from '../../lib/insights';

export interface InsightItem {
  /** The API's platform key (ALL for the whole campaign). */
  platform: string;
  text: string;
  /** What to do about it (the insight's Action). */
  action: string;
}

export interface TopCreatorContent {
  name: string;
  avatar: string | null;
  /** What the creator is ("Micro creator"). */
  title: string;
  stats: Array<{ label: string; value: string }>;
  /** The creator_performance insights. */
  notes: InsightItem[];
}

export const RECOMMENDATION_AREAS = [
  { key: 'content_strategy', title: 'Content strategy', icon: 'content' },
  { key: 'creator_mix', title: 'Creator mix', icon: 'creators' },
  { key: 'timing', title: 'Timing', icon: 'timing' },
  { key: 'budget', title: 'Budget', icon: 'budget' },
] as const;
export type RecommendationIcon = (typeof RECOMMENDATION_AREAS)[number]['icon'];

export interface Recommendation {
  key: (typeof RECOMMENDATION_AREAS)[number]['key'];
  title: string;
  icon: RecommendationIcon;
  items: InsightItem[];
}

export interface InsightsModalContent {
  /** Fixed sample content (nothing is live yet), labelled "Sample" on screen. */
  sample: boolean;
  strengths: InsightItem[];
  weaknesses: InsightItem[];
  topCreator: TopCreatorContent | null;
  recommendations: Recommendation[];
}

const itemOf = (row: InsightRow): InsightItem => ({ platform: row.platform, text: row.text, action: row.suggestion });

/** "MICRO" -> "Micro creator", "MID_TIER" -> "Mid tier creator"; "Creator" without a level. */
export function creatorTitle(level: string | null | undefined): string {
  const words = (level ?? '').replace(/_/g, ' ').trim().toLowerCase();
  return words ? `${words[0].toUpperCase()}${words.slice(1)} creator` : 'Creator';
}

/** The creator with the best engagement rate (ties: more reach, then the name); null without creators. */
export function topCreator(influencers: readonly InfluencerMetrics[]): InfluencerMetrics | null {
  const sorted = [...influencers].sort(
    (a, b) => b.engagement_rate - a.engagement_rate || b.reach - a.reach || a.name.localeCompare(b.name),
  );
  return sorted[0] ?? null;
}

/** The modal's content from the insights (null: none, as after a failed call) and the campaign's creators. */
export function insightsModalContent(
  insights: InsightsByPlatform | null | undefined,
  influencers: readonly InfluencerMetrics[],
): InsightsModalContent {
  const rows = insightRows(insights);
  const of = (category: string) => rows.filter((row) => row.category === category).map(itemOf);
  const top = topCreator(influencers);
  return {
    sample: false,
    strengths: of('strengths'),
    weaknesses: of('improvements'),
    topCreator: top && {
      name: top.name,
      avatar: top.avatar,
      title: creatorTitle(top.level),
      stats: [
        { label: 'Engagement rate', value: formatEngagement(top.engagement_rate) },
        { label: 'Reach', value: formatStat(top.reach) },
        { label: 'Impressions', value: formatStat(top.impressions) },
        { label: 'Posts', value: formatFigure(top.posts) },
      ],
      notes: of('creator_performance'),
    },
    recommendations: RECOMMENDATION_AREAS.map((area) => ({ ...area, items: of(area.key) })),
  };
}

const sample = (text: string, action: string): InsightItem => ({ platform: 'ALL', text, action });

/**
 * What the modal shows before the campaign has live posts: fixed, made-up content (spec section 2), labelled
 * "Sample" on screen, so the owner sees what to expect.
 */
export const SAMPLE_INSIGHTS: InsightsModalContent = {
  sample: true,
  strengths: [
    sample('Videos that show the product in use earn the most saves.', 'Keep showing the product being used.'),
    sample('Engagement is above the usual rate for creators of this size.', 'Work with these creators again.'),
  ],
  weaknesses: [
    sample('Few viewers visit your page after watching.', 'Put your handle and offer in the first line.'),
    sample('Posts made late at night reach fewer people.', 'Ask creators to post in the early evening.'),
  ],
  topCreator: {
    name: 'Sample creator',
    avatar: null,
    title: 'Micro creator',
    stats: [
      { label: 'Engagement rate', value: '9.20%' },
      { label: 'Reach', value: '48K' },
      { label: 'Impressions', value: '61K' },
      { label: 'Posts', value: '2' },
    ],
    notes: [sample('Short, honest reviews got twice the comments of the others.', 'Brief creators to be personal.')],
  },
  recommendations: [
    {
      ...RECOMMENDATION_AREAS[0],
      items: [sample('Open with the product in the first two seconds.', 'Add a clear call to action.')],
    },
    {
      ...RECOMMENDATION_AREAS[1],
      items: [sample('Keep the creators whose followers match your customers.', 'Add one from a nearby niche.')],
    },
    {
      ...RECOMMENDATION_AREAS[2],
      items: [sample('Your audience is most active between 6 pm and 9 pm.', 'Post in that window.')],
    },
    {
      ...RECOMMENDATION_AREAS[3],
      items: [sample('Some creators cost far less per engagement.', 'Give them more of the next budget.')],
    },
  ],
};
