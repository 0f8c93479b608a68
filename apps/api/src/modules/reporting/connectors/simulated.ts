/**
 * The simulated connector: demo posts (campaigns marked is_demo) grow plausible figures day by day, so the demo's
 * reports have a history and move. Labelled SIMULATED in the API and the UI; it never reads a real post. The curve
 * is deterministic per post (a hash of its id), so a reading taken twice at the same moment is the same.
 */
import { createHash } from 'node:crypto';
import type { MetricValues } from '@app/shared/reporting';
import { fromPercent } from '@app/shared/numbers';
import type { ConnectedPost, MetricsConnector } from './connector';

const DAY_MS = 86_400_000;
/** Days until a post has earned about 63% of its final reach: most of a post's life is its first week. */
const GROWTH_DAYS = 2.5;

/** A number in [0, 1) from the post's id and a label: the same post always gets the same draw. */
function draw(contentId: string, label: string): number {
  return createHash('sha256').update(`${contentId}:${label}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** The post's simulated figures `now`: a share of its final figures that grows and flattens out. */
export function simulatedValues(post: ConnectedPost, now: Date): MetricValues {
  const days = Math.max(0, (now.getTime() - post.live_since.getTime()) / DAY_MS);
  const grown = 1 - Math.exp(-days / GROWTH_DAYS);
  const typical = Math.max(post.typical_views, Math.round(post.followers * 0.2), 200);
  const finalReach = typical * (0.7 + draw(post.content_id, 'reach') * 0.8);
  const rate = fromPercent(Math.max(0.5, post.typical_engagement_rate) * (0.6 + draw(post.content_id, 'er') * 0.9));
  const reach = Math.floor(finalReach * grown);
  const engagements = reach * rate;
  return {
    impressions: Math.floor(reach * (1.25 + draw(post.content_id, 'imp') * 0.3)),
    reach,
    views: Math.floor(reach * (1.05 + draw(post.content_id, 'views') * 0.4)),
    likes: Math.floor(engagements * 0.8),
    comments: Math.floor(engagements * 0.07),
    shares: Math.floor(engagements * 0.06),
    saved: Math.floor(engagements * 0.07),
    followers: post.followers + Math.floor(post.followers * 0.004 * days),
  };
}

export const simulatedConnector: MetricsConnector = {
  source: 'SIMULATED',
  reads: (post) => post.demo,
  read: async (post, now) => simulatedValues(post, now),
};
