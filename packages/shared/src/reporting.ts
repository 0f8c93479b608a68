/**
 * Reports (issue 20, docs/decisions/024-reporting.md): the metrics of live posts over time, where each figure came
 * from, the spec's reporting calls (section 7: campaign_metrics, audience_data, insights) and the rules behind their
 * numbers. The API computes every figure here once; the web shows the same figures.
 */
import { z } from 'zod';
import { refusal, type TransitionTable } from './state-machine';
import { minorToUnits } from './money';
import { roundTo2, toPercent } from './numbers';

// ---- Sources and snapshots ----

/**
 * Where a snapshot came from. CREATOR_REPORTED: the creator typed the figures from the platform's insights screen
 * and attached a screenshot; the brand accepts or disputes them. CSV_IMPORT: a brand's file. INSTAGRAM and TIKTOK:
 * the platforms' APIs. SIMULATED: demo posts grow plausible figures day by day (labelled "simulated" everywhere).
 */
export const METRIC_SOURCES = ['CREATOR_REPORTED', 'CSV_IMPORT', 'INSTAGRAM', 'TIKTOK', 'SIMULATED'] as const;
export type MetricSource = (typeof METRIC_SOURCES)[number];
export const METRIC_SOURCE_LABELS: Record<MetricSource, string> = {
  CREATOR_REPORTED: 'Reported by the creator',
  CSV_IMPORT: 'Imported from CSV',
  INSTAGRAM: 'Instagram API',
  TIKTOK: 'TikTok API',
  SIMULATED: 'Simulated',
};

/** A creator's report waits for the brand; only ACCEPTED ones count (the other sources count at once). */
export const METRIC_REVIEW_STATUSES = ['PENDING', 'ACCEPTED', 'DISPUTED'] as const;
export type MetricReviewStatus = (typeof METRIC_REVIEW_STATUSES)[number];

export const METRIC_REVIEW_MOVES = ['ACCEPT', 'DISPUTE'] as const;
export type MetricReviewMove = (typeof METRIC_REVIEW_MOVES)[number];
export const METRIC_REVIEW_STATUS_LABELS: Record<MetricReviewStatus, string> = {
  PENDING: 'Waiting for the brand',
  ACCEPTED: 'Accepted',
  DISPUTED: 'Disputed',
};

/**
 * A creator's report of a post's figures (docs/state-machines.md "Metric reports"): the brand accepts it (it counts
 * from then on) or disputes it with a reason (the creator may send a new report). Both are final.
 */
export const METRIC_REVIEW_TRANSITIONS: TransitionTable<MetricReviewStatus, MetricReviewMove, 'BRAND'> = [
  { from: 'PENDING', move: 'ACCEPT', to: 'ACCEPTED', who: ['BRAND'] },
  { from: 'PENDING', move: 'DISPUTE', to: 'DISPUTED', who: ['BRAND'] },
];

export function metricReviewRefusal(status: MetricReviewStatus, move: MetricReviewMove): string | null {
  if (!refusal(METRIC_REVIEW_TRANSITIONS, status, move, 'BRAND')) return null;
  return `This report is already ${METRIC_REVIEW_STATUS_LABELS[status].toLowerCase()}`;
}

export const metricReportRequestSchema = z.strictObject({
  /** When the creator read the figures (ISO date-time, not in the future); now when left out. */
  captured_at: z.iso.datetime({ offset: true, error: 'captured_at must be a date-time' }).optional(),
});

export const metricReviewRequestSchema = z.strictObject({
  move: z.enum(METRIC_REVIEW_MOVES, { error: 'move must be ACCEPT or DISPUTE' }),
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});

/** A reading as the brand and the creator see it. */
export const metricSnapshotSchema = z.object({
  id: z.uuid(),
  content_id: z.uuid(),
  captured_at: z.string(),
  impressions: z.number(),
  reach: z.number(),
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  saved: z.number(),
  followers: z.number(),
  engagement_rate: z.number(),
  source: z.enum(METRIC_SOURCES),
  review_status: z.enum(METRIC_REVIEW_STATUSES),
  dispute_reason: z.string().nullable(),
  has_evidence: z.boolean(),
});
export type MetricSnapshot = z.infer<typeof metricSnapshotSchema>;

/** The counts a snapshot carries: cumulative figures of one post as the platform showed them at one moment. */
export const METRIC_COUNTS = ['impressions', 'reach', 'views', 'likes', 'comments', 'shares', 'saved'] as const;
export type MetricCount = (typeof METRIC_COUNTS)[number];
/** A snapshot's figures beside the followers the creator had then. */
export type MetricValues = Record<MetricCount, number> & { followers: number };

/** Platforms count up to billions; a figure above this is a typo, not a post. */
export const METRIC_MAX = 10_000_000_000;

const count = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(METRIC_MAX, `${field} is too large`);

export const metricValuesSchema = z.object({
  impressions: count('impressions'),
  reach: count('reach'),
  views: count('views'),
  likes: count('likes'),
  comments: count('comments'),
  shares: count('shares'),
  saved: count('saved'),
  followers: count('followers'),
});

/** The interactions a post earned: likes, comments, shares and saves. */
export function engagementsOf(m: Pick<MetricValues, 'likes' | 'comments' | 'shares' | 'saved'>): number {
  return m.likes + m.comments + m.shares + m.saved;
}

/** Engagement rate in percent, two decimals: engagements over reach (0 while nobody was reached). */
export function engagementRate(engagements: number, reach: number): number {
  return reach > 0 ? roundTo2(toPercent(engagements / reach)) : 0;
}

/** A report's figures must not contradict themselves: reach cannot exceed impressions. */
export function metricValuesProblem(m: MetricValues): { field: MetricCount; message: string } | null {
  if (m.reach > m.impressions && m.impressions > 0) {
    return { field: 'reach', message: 'reach cannot be more than impressions' };
  }
  return null;
}

// ---- Cost per engagement ----

/** An amount (minor units of a currency) in US dollars, with the stored rate (dollars per unit of the currency). */
export function usdOf(amountMinor: number, usdRate: number): number {
  return minorToUnits(amountMinor) * usdRate;
}

/**
 * Cost per engagement in US dollars: what the work cost over its engagements. A rate, not an amount (decision
 * 024): 4 decimals; null without engagements or without a known cost.
 */
export function costPerEngagementUsd(costUsd: number | null, engagements: number): number | null {
  if (costUsd === null || !Number.isFinite(costUsd) || engagements <= 0) return null;
  return Math.round((costUsd / engagements) * 10_000) / 10_000;
}

// ---- CSV import ----

/** The columns of a brand's metrics file, in this order (docs/decisions/024-reporting.md); a header row first. */
export const METRICS_CSV_COLUMNS = [
  'post_url',
  'date',
  'impressions',
  'reach',
  'views',
  'likes',
  'comments',
  'shares',
  'saved',
  'followers',
] as const;
export const METRICS_CSV_MAX_ROWS = 50_000;

export interface MetricsCsvRow extends MetricValues {
  line: number;
  post_url: string;
  /** The day the figures were read, YYYY-MM-DD. */
  date: string;
}
export interface CsvLineError {
  line: number;
  field: string;
  message: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD day that exists on the calendar. */
export function isCalendarDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * One data line of a metrics file (its cells already split), checked column by column: the row, or the problems of
 * that line (each naming its column). Numbers may carry thousands separators ("12,500").
 */
export function parseMetricsCsvLine(cells: string[], line: number): MetricsCsvRow | CsvLineError[] {
  const problems: CsvLineError[] = [];
  if (cells.length !== METRICS_CSV_COLUMNS.length) {
    return [{ line, field: 'row', message: `expected ${METRICS_CSV_COLUMNS.length} columns, found ${cells.length}` }];
  }
  const cell = (name: (typeof METRICS_CSV_COLUMNS)[number]) => cells[METRICS_CSV_COLUMNS.indexOf(name)].trim();
  const postUrl = cell('post_url');
  if (!/^https?:\/\/\S+$/i.test(postUrl)) problems.push({ line, field: 'post_url', message: 'is not a link' });
  const date = cell('date');
  if (!isCalendarDay(date)) problems.push({ line, field: 'date', message: 'must be a day as YYYY-MM-DD' });
  const values = {} as MetricValues;
  for (const name of [...METRIC_COUNTS, 'followers'] as const) {
    const text = cell(name).replace(/,/g, '');
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value) || value > METRIC_MAX) {
      problems.push({ line, field: name, message: text === '' ? 'is empty' : 'must be a whole number' });
    } else values[name] = value;
  }
  if (!problems.length) {
    const contradiction = metricValuesProblem(values);
    if (contradiction) problems.push({ line, ...contradiction });
  }
  return problems.length ? problems : { line, post_url: postUrl, date, ...values };
}

// ---- Audience ----

export const AGE_BUCKETS = ['18-24', '25-34', '35-44', '45+'] as const;
export const AUDIENCE_GENDERS = ['female', 'male', 'other'] as const;

/** The spec's placeholder doughnuts (section 2), shown only when no creator has audience data, labelled "sample". */
export const SAMPLE_AUDIENCE = {
  age: { '18-24': 35, '25-34': 42, '35-44': 18, '45+': 5 },
  gender: { female: 60, male: 38, other: 2 },
} as const;

/**
 * Whole percentages that add up to exactly 100 (largest remainder): the shares of `weights` by key. All zero
 * weights give all zeros.
 */
export function percentagesOf<K extends string>(weights: Record<K, number>): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const total = keys.reduce((sum, k) => sum + Math.max(0, weights[k]), 0);
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  if (total <= 0) return out;
  const exact = keys.map((k) => ({ k, value: toPercent(Math.max(0, weights[k]) / total) }));
  let left = 100;
  for (const e of exact) {
    out[e.k] = Math.floor(e.value);
    left -= out[e.k];
  }
  // The largest remainders get the points lost to rounding down (ties by key order, so the answer is stable).
  const order = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (let i = 0; i < left; i += 1) out[order[i % order.length].k] += 1;
  return out;
}

/** A creator's audience as the catalogue keeps it (percentages per bucket). */
export interface CreatorAudience {
  age?: Record<string, number>;
  gender?: { female?: number; male?: number; other?: number };
  top_countries?: Array<{ code: string; share: number }>;
  top_cities?: Array<{ name: string; share: number }>;
}

export interface AudienceShare {
  name: string;
  percentage: number;
}

/**
 * The campaign's audience: each creator's audience weighted by the reach their posts earned (a creator with no
 * reach yet weighs by followers, so an audience shows before the first figures). Age and gender as whole
 * percentages summing to 100; countries and cities the top 5 by weighted share, as percentages of the whole audience.
 */
export function weightedAudience(creators: Array<{ weight: number; audience: CreatorAudience | null }>): {
  age: Record<(typeof AGE_BUCKETS)[number], number>;
  gender: Record<(typeof AUDIENCE_GENDERS)[number], number>;
  countries: AudienceShare[];
  cities: AudienceShare[];
  creators_with_data: number;
} {
  const age = Object.fromEntries(AGE_BUCKETS.map((b) => [b, 0])) as Record<(typeof AGE_BUCKETS)[number], number>;
  const gender = { female: 0, male: 0, other: 0 };
  const countries = new Map<string, number>();
  const cities = new Map<string, number>();
  let withData = 0;
  let totalWeight = 0;
  for (const { weight, audience } of creators) {
    if (!audience || weight <= 0) continue;
    withData += 1;
    totalWeight += weight;
    for (const b of AGE_BUCKETS) age[b] += weight * (audience.age?.[b] ?? 0);
    for (const g of AUDIENCE_GENDERS) gender[g] += weight * (audience.gender?.[g] ?? 0);
    for (const c of audience.top_countries ?? [])
      countries.set(c.code, (countries.get(c.code) ?? 0) + weight * c.share);
    for (const c of audience.top_cities ?? []) cities.set(c.name, (cities.get(c.name) ?? 0) + weight * c.share);
  }
  const top = (shares: Map<string, number>) =>
    [...shares.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([name, weighted]) => ({ name, percentage: roundTo2(weighted / totalWeight) }));
  return {
    age: percentagesOf(age),
    gender: percentagesOf(gender),
    countries: top(countries),
    cities: top(cities),
    creators_with_data: withData,
  };
}

// ---- Calls (spec section 7) ----

/**
 * The report's subject: one campaign (or job), or every campaign and job of a brand over a date range. A range
 * reports what was gained in it; a campaign reports its whole life.
 */
export const reportSubjectSchema = z.strictObject({
  campaign_id: z.uuid('campaign_id must be a campaign id').optional(),
  brand_id: z.uuid('brand_id must be a brand id').optional(),
  from: z.string().refine(isCalendarDay, 'from must be a day as YYYY-MM-DD').optional(),
  to: z.string().refine(isCalendarDay, 'to must be a day as YYYY-MM-DD').optional(),
});
export type ReportSubject = z.infer<typeof reportSubjectSchema>;

/** The longest range a brand report covers (a year and a half of days). */
export const REPORT_MAX_DAYS = 550;

const figure = z.number();
const totalsSchema = z.object({
  posts_live: z.number().int(),
  impressions: figure,
  reach: figure,
  views: figure,
  engagements: figure,
  engagement_rate: figure,
});

export const influencerMetricsSchema = z.object({
  influencer_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  level: z.string().nullable(),
  posts: z.number().int(),
  impressions: figure,
  reach: figure,
  views: figure,
  engagements: figure,
  engagement_rate: figure,
  /** US dollars per engagement (a rate, 4 decimals), null without engagements. */
  cost_per_engagement: z.number().nullable(),
});
export type InfluencerMetrics = z.infer<typeof influencerMetricsSchema>;

export const campaignMetricsResponseSchema = z.object({
  data: z.object({
    performances: z.object({
      /** One label per day (YYYY-MM-DD); every series below is as long. */
      label: z.array(z.string()),
      data: z.object({
        reach: z.array(figure),
        engagement_rate: z.array(figure),
        impressions: z.array(figure),
        views: z.array(figure),
      }),
    }),
    influencers: z.array(influencerMetricsSchema),
    /** The live posts (one metrics card each: GET /influencer/social-media-data/{id}). */
    posts: z.array(
      z.object({
        id: z.uuid(),
        influencer_id: z.number().int(),
        platform: z.string(),
        media_type: z.string(),
        /** The live post's link (the CSV import's template lists them). */
        submission_link: z.string(),
      }),
    ),
    totals: totalsSchema,
    /** Where the figures came from; `simulated` is true when any of them is demo data. */
    sources: z.array(z.enum(METRIC_SOURCES)),
    simulated: z.boolean(),
  }),
});
export type CampaignMetricsResponse = z.infer<typeof campaignMetricsResponseSchema>;

const shareSchema = z.object({ name: z.string(), percentage: figure });
export const audienceResponseSchema = z.object({
  data: z.object({
    age: z.record(z.enum(AGE_BUCKETS), figure),
    gender: z.record(z.enum(AUDIENCE_GENDERS), figure),
    countries: z.array(shareSchema),
    cities: z.array(shareSchema),
    /** True when no creator of the report has audience data and the spec's placeholder values are shown. */
    sample: z.boolean(),
  }),
});
export type AudienceResponse = z.infer<typeof audienceResponseSchema>;

/** The insight categories: the modal's sections (spec section 2) with the four recommendation areas. */
export const INSIGHT_CATEGORIES = [
  'strengths',
  'improvements',
  'creator_performance',
  'content_strategy',
  'creator_mix',
  'timing',
  'budget',
] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number];
export const INSIGHT_CATEGORY_LABELS: Record<InsightCategory, string> = {
  strengths: 'Strong performance indicators',
  improvements: 'Areas for improvement',
  creator_performance: 'Creator performance',
  content_strategy: 'Content strategy',
  creator_mix: 'Creator mix',
  timing: 'Timing',
  budget: 'Budget',
};

export const insightItemSchema = z.object({ Insight: z.string(), Action: z.string(), CTA: z.string() });
export type InsightItem = z.infer<typeof insightItemSchema>;
export const insightsResponseSchema = z.object({
  data: z.object({
    /** Keyed by platform (INSTAGRAM, TIKTOK, ... and ALL for the whole campaign), then by category. */
    insights: z.record(z.string(), z.record(z.string(), z.array(insightItemSchema))),
    /** Where the benchmarks came from and whether a language model rewrote the rule text. */
    benchmark_source: z.string(),
    rewritten: z.boolean(),
  }),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

/** The spec's post metrics (section 3) of one live post, with where they came from. */
export const postMetricsSchema = z.object({
  id: z.uuid(),
  influencer_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  handle: z.string().nullable(),
  platform: z.string(),
  media_type: z.string(),
  submission_link: z.string(),
  followers: figure,
  impressions: figure,
  reach: figure,
  views: figure,
  shares: figure,
  saved: figure,
  engagement_rate: figure,
  cpe: z.number().nullable(),
  captured_at: z.string().nullable(),
  source: z.enum(METRIC_SOURCES).nullable(),
});
export type PostMetrics = z.infer<typeof postMetricsSchema>;

/**
 * The handle a post link names, for the metrics card: instagram.com/{handle}/..., tiktok.com/@{handle}/...,
 * youtube.com/@{handle}, x.com/{handle}/status/...; null when the link does not carry one (instagram.com/p/...).
 */
export function handleFromPostLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const first = parts[0];
  if (!first) return null;
  if (first.startsWith('@')) return first;
  const notHandles = new Set(['p', 'reel', 'reels', 'tv', 'stories', 'watch', 'shorts', 'video', 'posts', 'share']);
  if (notHandles.has(first.toLowerCase())) {
    return first.toLowerCase() === 'stories' && parts[1] ? `@${parts[1]}` : null;
  }
  return /^[A-Za-z0-9._]{1,30}$/.test(first) ? `@${first}` : null;
}

// ---- Chart and display rules (spec sections 2 and 9) ----

/** The width below which the report's x-axes show fewer labels (spec section 2). */
export const NARROW_SCREEN_PX = 768;

/** At most 6 x-axis labels under 768 px, 12 otherwise. */
export function maxAxisLabels(widthPx: number): number {
  return widthPx < NARROW_SCREEN_PX ? 6 : 12;
}

/** The bar chart's order: creators by impressions, most first (ties by name, so the order is stable). */
export function byImpressionsDescending<T extends { impressions: number; name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.impressions - a.impressions || a.name.localeCompare(b.name));
}

/** The spec's bar thickness for the creator impressions chart. */
export const BAR_THICKNESS = 46;
