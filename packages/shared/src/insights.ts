/**
 * The insights engine (issue 20, docs/decisions/024-reporting.md): rules over a campaign's own figures against fair
 * benchmarks per platform and creator level. Every insight names the figure it rests on and its benchmark
 * ("engagement 2.1% vs 3.4% for Instagram micro creators"); a rule fires only on data that shows it, and is silent
 * otherwise. The API gathers the input (modules/reporting/insights.service.ts); the rules live here once.
 */
import type { InsightCategory, InsightItem } from './reporting';

/** What the campaign's creators typically achieve on a platform and level. */
export interface Benchmark {
  /** Engagements over reach, percent. */
  engagement_rate: number;
  /** Reach over followers, percent. */
  reach_rate: number;
  /** US dollars per engagement. */
  cost_per_engagement: number;
}

export interface Benchmarks {
  /** Where the figures come from, said to the user ("12 of the platform's completed campaigns", or the defaults' source). */
  source: string;
  /** Keyed `${PLATFORM}:${LEVEL}` (INSTAGRAM:MICRO); a missing key falls back to the platform's, then ALL. */
  by_level: Record<string, Benchmark>;
}

/** One live post's latest figures, with who made it and what it cost. */
export interface InsightPost {
  content_id: string;
  influencer_id: number;
  name: string;
  platform: string;
  media_type: string;
  /** The creator's level on the platform (NANO ... MEGA), null when unknown. */
  level: string | null;
  /** When the live link was verified (ISO): the post's day and hour. */
  live_at: string;
  followers: number;
  impressions: number;
  reach: number;
  views: number;
  engagements: number;
  /** What the post cost in US dollars (its share of the creator's agreed amount), null when unknown. */
  cost_usd: number | null;
}

export interface InsightInput {
  posts: InsightPost[];
  /** The campaign's running totals per day (cumulative), as long as `labels`. */
  daily: { labels: string[]; reach: number[]; engagements: number[] };
  benchmarks: Benchmarks;
  /** The public variant: no costs, no budget figures (nothing private). */
  include_costs: boolean;
}

/** An insight with the figures its text states (the rewriter may use these and no others). */
export interface RuleInsight extends InsightItem {
  category: InsightCategory;
  /** The platform it is about, or ALL for the whole campaign. */
  platform: string;
  /** Every number the texts state, as they are written ("2.1", "3.4", "1,200"). */
  figures: string[];
}
