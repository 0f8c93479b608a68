/**
 * The report's charts as plain data (spec section 2), so the rules are tested without a canvas: the performance
 * line (reach and engagement rate per day), the creators' impressions bar (most first), and the audience
 * doughnuts (age buckets and genders in a fixed order).
 */
import {
  AGE_BUCKETS,
  AUDIENCE_GENDERS,
  byImpressionsDescending,
  type CampaignMetricsResponse,
  type InfluencerMetrics,
} from '@app/shared/reporting';
import { axisDate } from './format';

export interface PerformanceSeries {
  /** The days as the x-axis shows them ("Jan 05"). */
  labels: string[];
  /** The days as the API gave them (YYYY-MM-DD), for the table beside the chart. */
  days: string[];
  reach: number[];
  engagementRate: number[];
}

export function performanceSeries(performances: CampaignMetricsResponse['data']['performances']): PerformanceSeries {
  return {
    labels: performances.label.map(axisDate),
    days: [...performances.label],
    reach: [...performances.data.reach],
    engagementRate: [...performances.data.engagement_rate],
  };
}

export interface CreatorBars {
  labels: string[];
  impressions: number[];
}

/** The creators' impressions, most first (ties by name). */
export function creatorBars(influencers: readonly InfluencerMetrics[]): CreatorBars {
  const sorted = byImpressionsDescending(influencers);
  return { labels: sorted.map((c) => c.name), impressions: sorted.map((c) => c.impressions) };
}

export interface Slices {
  labels: string[];
  values: number[];
}

export const GENDER_LABELS: Record<(typeof AUDIENCE_GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
};

/** Age buckets in order (18-24, 25-34, 35-44, 45+), a missing one as 0. */
export function ageSlices(age: Partial<Record<string, number>>): Slices {
  return { labels: [...AGE_BUCKETS], values: AGE_BUCKETS.map((bucket) => age[bucket] ?? 0) };
}

/** Genders in order (Female, Male, Other), a missing one as 0. */
export function genderSlices(gender: Partial<Record<string, number>>): Slices {
  return {
    labels: AUDIENCE_GENDERS.map((g) => GENDER_LABELS[g]),
    values: AUDIENCE_GENDERS.map((g) => gender[g] ?? 0),
  };
}
