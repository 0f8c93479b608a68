/**
 * The insights engine (issue 20, docs/decisions/024-reporting.md): rules over a campaign's own figures against fair
 * benchmarks per platform and creator level. Every insight names the figure it rests on and its benchmark
 * ("engagement 2.1% vs 3.4% for Instagram micro creators"); a rule fires only on data that shows it, and is silent
 * otherwise. The API gathers the input (modules/reporting/insights.service.ts); the rules live here once.
 */
import { fromPercent, lazyNumberFormat, toPercent } from './numbers';
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
  /**
   * Where the figures come from, said to the user ("12 of the platform's completed campaigns", or the defaults'
   * source).
   */
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
  /** The rule that wrote it (engagementAboveBenchmark, ...), for logs and tests; never shown. */
  rule?: string;
}

// ---- Default benchmarks ----

export const BENCHMARK_PLATFORMS = ['INSTAGRAM', 'TIKTOK', 'YOUTUBE', 'FACEBOOK', 'X', 'LINKEDIN'] as const;
export const BENCHMARK_LEVELS = ['NANO', 'MICRO', 'MID', 'MACRO', 'MEGA'] as const;
/** Below this many completed campaigns the platform's own figures are too few to judge by: the defaults stand. */
export const MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS = 20;

/** Engagement rate (percent of reach), reach rate (percent of followers), US dollars per engagement. */
type Triple = readonly [engagementRate: number, reachRate: number, costPerEngagement: number];
type LevelTable = Record<(typeof BENCHMARK_LEVELS)[number], Triple>;

/*
 * The defaults, per platform and follower level (NANO 1k-10k ... MEGA 1M+). They are round numbers, not
 * measurements: set within the ranges that public influencer-marketing benchmark reports publish (influencer-analytics
 * vendors' yearly studies of engagement by platform and follower tier, such as the Later x Fohr 2021 Instagram report
 * on engagement and reach rates by tier, and trade-press summaries of cost per engagement). Those reports disagree
 * with one another and mostly divide by followers, so no single figure here is a quotation. Two published figures
 * we found and matched: Captiv8 data reported by EMARKETER (engagements over impressions on Instagram, over views on
 * TikTok) gives 6.23% for Instagram nano creators and 4.95% for TikTok creators above 1.5M followers (article
 * "Exclusive: Instagram's nano-influencers outperform, as do TikTok's upper echelon of creators", emarketer.com).
 * Reach rates and costs per engagement are rougher still. The platform's own completed campaigns replace all of
 * these once there are MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS of them. Engagement here is engagements over reach
 * (reporting.ts); smaller audiences and TikTok's recommendation feed (reach beyond followers) score higher, as in
 * those reports.
 */
const DEFAULT_TABLE: Record<(typeof BENCHMARK_PLATFORMS)[number], { platform: Triple; levels: LevelTable }> = {
  INSTAGRAM: {
    platform: [3.5, 20, 0.2],
    levels: {
      NANO: [6, 30, 0.1],
      MICRO: [4, 22, 0.15],
      MID: [3, 18, 0.2],
      MACRO: [2.4, 14, 0.28],
      MEGA: [1.8, 10, 0.35],
    },
  },
  TIKTOK: {
    platform: [6, 45, 0.08],
    levels: {
      NANO: [9, 70, 0.05],
      MICRO: [7, 55, 0.07],
      MID: [6, 45, 0.09],
      MACRO: [5.5, 35, 0.11],
      MEGA: [5, 25, 0.14],
    },
  },
  YOUTUBE: {
    platform: [2.5, 20, 0.4],
    levels: {
      NANO: [4, 30, 0.25],
      MICRO: [3, 25, 0.3],
      MID: [2.5, 20, 0.4],
      MACRO: [2, 15, 0.5],
      MEGA: [1.5, 12, 0.6],
    },
  },
  FACEBOOK: {
    platform: [1.5, 8, 0.35],
    levels: {
      NANO: [2.5, 12, 0.25],
      MICRO: [2, 10, 0.3],
      MID: [1.5, 8, 0.35],
      MACRO: [1.2, 6, 0.45],
      MEGA: [1, 5, 0.55],
    },
  },
  X: {
    platform: [1.2, 10, 0.4],
    levels: {
      NANO: [2, 15, 0.3],
      MICRO: [1.5, 12, 0.35],
      MID: [1.2, 10, 0.4],
      MACRO: [1, 8, 0.5],
      MEGA: [0.8, 6, 0.6],
    },
  },
  LINKEDIN: {
    platform: [3, 15, 0.8],
    levels: { NANO: [4.5, 22, 0.6], MICRO: [3.5, 18, 0.7], MID: [3, 15, 0.8], MACRO: [2.5, 12, 1], MEGA: [2, 10, 1.2] },
  },
};
const DEFAULT_ALL: Triple = [3.5, 20, 0.25];

const benchmarkOf = ([engagement_rate, reach_rate, cost_per_engagement]: Triple): Benchmark => ({
  engagement_rate,
  reach_rate,
  cost_per_engagement,
});

/** The documented defaults, used until the platform has its own figures (see the note above DEFAULT_TABLE). */
export const DEFAULT_BENCHMARKS: Benchmarks = {
  source:
    'Documented defaults: round figures from public influencer-marketing industry reports by platform and follower ' +
    'level, not measured on this platform. They are replaced by ' +
    `the platform's own figures once it has at least ${MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS} completed campaigns.`,
  by_level: {
    ALL: benchmarkOf(DEFAULT_ALL),
    ...Object.fromEntries(
      BENCHMARK_PLATFORMS.flatMap((platform) => [
        [platform, benchmarkOf(DEFAULT_TABLE[platform].platform)],
        ...BENCHMARK_LEVELS.map((level) => [
          `${platform}:${level}`,
          benchmarkOf(DEFAULT_TABLE[platform].levels[level]),
        ]),
      ]),
    ),
  },
};

/**
 * Below this a benchmark value is no average of real counts, only a number that makes a ratio to it overflow
 * ("∞%"): such a benchmark is not used (zero still is: the rules skip comparisons with it).
 */
const SMALLEST_BENCHMARK = 1e-9;

const usable = (b: Benchmark | undefined): b is Benchmark =>
  !!b &&
  [b.engagement_rate, b.reach_rate, b.cost_per_engagement].every(
    (v) => typeof v === 'number' && Number.isFinite(v) && (v === 0 || v >= SMALLEST_BENCHMARK),
  );

/** The benchmark that applied and the key it was found under (`INSTAGRAM:MICRO`, `INSTAGRAM` or `ALL`). */
function benchmarkMatch(
  benchmarks: Benchmarks,
  platform: string,
  level: string | null,
): { benchmark: Benchmark; key: string } {
  const keys = [level ? `${platform}:${level}` : null, platform, 'ALL'].filter((k): k is string => k !== null);
  for (const key of keys) {
    const found = Object.hasOwn(benchmarks.by_level, key) ? benchmarks.by_level[key] : undefined;
    if (usable(found)) return { benchmark: found, key };
  }
  return { benchmark: DEFAULT_BENCHMARKS.by_level.ALL, key: 'ALL' };
}

/** The benchmark for a platform and creator level: `${platform}:${level}`, else the platform's, else ALL. */
export function benchmarkFor(benchmarks: Benchmarks, platform: string, level: string | null): Benchmark {
  return benchmarkMatch(benchmarks, platform, level).benchmark;
}

// ---- Numbers in texts ----

const NUMBER_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
  dozen: 12,
  half: 0.5,
  twice: 2,
  double: 2,
  doubled: 2,
  triple: 3,
  tripled: 3,
};
/**
 * A number as a text writes it: digits with thousands separators and decimals ("1,200", "2.1", ".5"; a "%" or "$"
 * around it is not part of it), or a number word ("ten", "twice", "half"). "one" is left out: it is mostly a pronoun.
 */
const NUMBER_TOKEN = new RegExp(
  String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+|\b(?:${Object.keys(NUMBER_WORDS).join('|')})\b`,
  'gi',
);

/** The number strings of a text, as written ("Engagement 2.10% of 1,200" -> ["2.10", "1,200"]). */
export function numberTokens(text: string): string[] {
  return text.match(NUMBER_TOKEN) ?? [];
}

/**
 * The numbers a text states, normalised: thousands separators and trailing zeros dropped, percentages and dollar
 * amounts as plain numbers, number words as their value ("$0.10 and 2.50% of 1,200, twice" -> [0.1, 2.5, 1200, 2]).
 */
export function numbersIn(text: string): number[] {
  return numberTokens(text).map((token) => NUMBER_WORDS[token.toLowerCase()] ?? Number(token.replace(/,/g, '')));
}

/** Whether every number a text states is one of `figures` (compared as numbers: "1,200" = "1200", "2.10" = "2.1"). */
export function onlyKnownFigures(text: string, figures: readonly string[]): boolean {
  const known = new Set(figures.flatMap(numbersIn));
  return numbersIn(text).every((n) => known.has(n));
}

// ---- Writing insights ----

const PERCENT = lazyNumberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 2 });
const WHOLE = lazyNumberFormat({ maximumFractionDigits: 0 });
const CENTS = lazyNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 3 });
const DOLLARS = lazyNumberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats a rule's numbers en-US and keeps each one it writes, so an insight lists every figure it states. */
class Writer {
  private readonly figures: string[] = [];

  private keep(written: string): string {
    if (!this.figures.includes(written)) this.figures.push(written);
    return written;
  }

  /** A rate in percent, 1-2 decimals: "2.1%". */
  pct(percent: number): string {
    return `${this.keep(PERCENT().format(percent))}%`;
  }

  /** A fraction as a whole percentage: 0.684 -> "68%". */
  share(fraction: number): string {
    return `${this.keep(WHOLE().format(toPercent(fraction)))}%`;
  }

  /** How far a ratio is from 1, as a whole percentage: 1.24 -> "24%", 0.65 -> "35%". */
  gap(ratio: number): string {
    return this.share(Math.abs(ratio - 1));
  }

  /** A count with thousands separators: "12,400". */
  count(value: number): string {
    return this.keep(WHOLE().format(value));
  }

  /** US dollars: 2-3 decimals under a dollar ("$0.125", "$0.10"), 2 from a dollar up ("$4.20", "$1,250.00"). */
  usd(value: number): string {
    return `$${this.keep((Math.abs(value) < 1 ? CENTS : DOLLARS)().format(value))}`;
  }

  /** Text from data (a name, a label): any number in it is a figure too. */
  text(value: string): string {
    for (const token of numberTokens(value)) this.keep(token);
    return value;
  }

  make(rule: string, category: InsightCategory, platform: string, texts: InsightItem): RuleInsight {
    return { ...texts, category, platform, figures: [...this.figures], rule };
  }
}

const PLATFORM_LABELS: Record<string, string> = {
  INSTAGRAM: 'Instagram',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  FACEBOOK: 'Facebook',
  X: 'X',
  LINKEDIN: 'LinkedIn',
  SNAPCHAT: 'Snapchat',
};
const LEVEL_LABELS: Record<string, string> = {
  NANO: 'nano',
  MICRO: 'micro',
  MID: 'mid-tier',
  MACRO: 'macro',
  MEGA: 'mega',
};
const MEDIA_TYPE_LABELS: Record<string, string> = {
  POST: 'feed posts',
  REEL: 'reels',
  STORY: 'stories',
  CAROUSEL: 'carousels',
  VIDEO: 'videos',
  SHORT: 'shorts',
  LIVE: 'live streams',
  THREAD: 'threads',
  ARTICLE: 'articles',
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const HOUR_BANDS = [
  { from: 0, to: 6, name: 'at night' },
  { from: 6, to: 12, name: 'in the morning' },
  { from: 12, to: 18, name: 'in the afternoon' },
  { from: 18, to: 24, name: 'in the evening' },
] as const;

/** A label from a fixed table, only for its own keys (a platform named "__proto__" is not the prototype). */
const own = (table: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
const lowerWords = (code: string) => code.toLowerCase().replace(/_+/g, ' ').trim();
const platformLabel = (platform: string) => own(PLATFORM_LABELS, platform) ?? (lowerWords(platform) || 'this platform');
const levelLabel = (level: string) => own(LEVEL_LABELS, level) ?? (lowerWords(level) || 'unlabelled');
const mediaTypeLabel = (type: string) => own(MEDIA_TYPE_LABELS, type) ?? `${lowerWords(type) || 'other'} posts`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listed = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Who a benchmark key speaks for: "for Instagram micro creators", "for Instagram creators", "for creators ...". */
function scopeOf(key: string): string {
  const [platform, level] = key.split(':');
  if (platform === 'ALL') return 'for creators on all platforms';
  return level
    ? `for ${platformLabel(platform)} ${levelLabel(level)} creators`
    : `for ${platformLabel(platform)} creators`;
}

// ---- Figures of a group of posts ----

/** A non-negative finite number, else 0 (figures from outside never turn into NaN here). */
const safe = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

interface Totals {
  posts: number;
  reach: number;
  followers: number;
  engagements: number;
  /** Over the posts whose cost is known. */
  cost: number;
  costedEngagements: number;
  costedReach: number;
}

function totalsOf(posts: readonly InsightPost[]): Totals {
  const t: Totals = { posts: 0, reach: 0, followers: 0, engagements: 0, cost: 0, costedEngagements: 0, costedReach: 0 };
  for (const p of posts) {
    t.posts += 1;
    t.reach += safe(p.reach);
    t.followers += safe(p.followers);
    t.engagements += safe(p.engagements);
    if (p.cost_usd !== null && Number.isFinite(p.cost_usd)) {
      t.cost += safe(p.cost_usd);
      t.costedEngagements += safe(p.engagements);
      t.costedReach += safe(p.reach);
    }
  }
  return t;
}

/** Engagements over reach in percent, null while nobody was reached. */
const engagementOf = (t: Totals) => (t.reach > 0 ? toPercent(t.engagements / t.reach) : null);

/**
 * The benchmark a group of posts is fairly compared with: each post's own (platform and level), weighted, and the
 * words for whom it speaks (one key: "for Instagram micro creators"; several: "for this mix of Instagram creators").
 */
function blendedBenchmark(
  benchmarks: Benchmarks,
  posts: readonly InsightPost[],
  pick: (b: Benchmark) => number,
  weight: (p: InsightPost) => number,
): { value: number; scope: string } | null {
  let sum = 0;
  let weights = 0;
  const keys = new Set<string>();
  for (const p of posts) {
    const w = weight(p);
    if (!(w > 0)) continue;
    const { benchmark, key } = benchmarkMatch(benchmarks, p.platform, p.level);
    sum += pick(benchmark) * w;
    weights += w;
    keys.add(key);
  }
  const value = weights > 0 ? sum / weights : 0;
  if (!(value > 0) || !Number.isFinite(value)) return null;
  const [only] = keys;
  const platforms = new Set(posts.map((p) => p.platform));
  const mix =
    platforms.size === 1 ? `for this mix of ${platformLabel([...platforms][0])} creators` : 'for this mix of creators';
  return { value, scope: keys.size === 1 ? scopeOf(only) : mix };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return new Map([...groups.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
}

interface Slot {
  key: string;
  posts: InsightPost[];
  totals: Totals;
  rate: number;
}

/** Groups with reach, each with its engagement rate, best first (ties by key, so the answer is stable). */
function slotsOf(posts: readonly InsightPost[], keyOf: (p: InsightPost) => string | null): Slot[] {
  const slots: Slot[] = [];
  for (const [key, group] of groupBy(posts, keyOf)) {
    const totals = totalsOf(group);
    const rate = engagementOf(totals);
    if (rate !== null) slots.push({ key, posts: group, totals, rate });
  }
  return slots.sort((a, b) => b.rate - a.rate || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The engagement rate of every post outside `slot` (null when those reached nobody). */
function restRate(posts: readonly InsightPost[], slot: Slot): number | null {
  const inSlot = new Set(slot.posts);
  return engagementOf(totalsOf(posts.filter((p) => !inSlot.has(p))));
}

const liveDate = (p: InsightPost): Date | null => {
  const date = new Date(p.live_at);
  return Number.isNaN(date.getTime()) ? null : date;
};

// ---- Rules ----

/** "Well above" and "well below" a benchmark: 20% either side. */
const WELL_ABOVE = 1.2;
const WELL_BELOW = 0.8;
/** A top creator stands out when 10% above the platform's rate in the campaign. */
const STANDS_OUT = 1.1;
/** Timing needs a few posts with reach on the platform before one day or hour band means anything. */
const MIN_TIMING_POSTS = 4;
/** The early-reach rule reads the first 2 days (48 hours) of a report at least a week long. */
const EARLY_DAYS = 2;
const MIN_REPORT_DAYS = 7;
const EARLY_SHARE_HIGH = 0.6;
const EARLY_SHARE_LOW = 0.3;

interface PlatformPosts {
  platform: string;
  posts: InsightPost[];
}
interface Context {
  input: InsightInput;
  /** Posts per platform, platforms by name. */
  platforms: PlatformPosts[];
}
type Rule = (ctx: Context) => RuleInsight[];

function platformEngagement(ctx: Context, { posts }: PlatformPosts) {
  const rate = engagementOf(totalsOf(posts));
  const bench = blendedBenchmark(
    ctx.input.benchmarks,
    posts,
    (b) => b.engagement_rate,
    (p) => safe(p.reach),
  );
  const ratio = rate !== null && bench ? rate / bench.value : Number.NaN;
  return rate === null || !bench || !Number.isFinite(ratio) ? null : { rate, bench, ratio };
}

function engagementAboveBenchmark(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap((group) => {
    const found = platformEngagement(ctx, group);
    if (!found || found.ratio < WELL_ABOVE) return [];
    const w = new Writer();
    const on = w.text(platformLabel(group.platform));
    return [
      w.make('engagementAboveBenchmark', 'strengths', group.platform, {
        Insight:
          `Engagement on ${on} was ${w.pct(found.rate)} vs ${w.pct(found.bench.value)} ${w.text(found.bench.scope)}, ` +
          `${w.gap(found.ratio)} above the benchmark.`,
        Action: `Keep the creators and formats that drove it, and brief the next ${on} campaign the same way.`,
        CTA: 'Find similar creators',
      }),
    ];
  });
}

function engagementBelowBenchmark(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap((group) => {
    const found = platformEngagement(ctx, group);
    if (!found || found.ratio > WELL_BELOW) return [];
    const w = new Writer();
    const on = w.text(platformLabel(group.platform));
    return [
      w.make('engagementBelowBenchmark', 'improvements', group.platform, {
        Insight:
          `Engagement on ${on} was ${w.pct(found.rate)} vs ${w.pct(found.bench.value)} ${w.text(found.bench.scope)}, ` +
          `${w.gap(found.ratio)} below the benchmark.`,
        Action: 'Ask creators for a stronger hook and a clear reason to comment, share or save in the next brief.',
        CTA: 'Review content',
      }),
    ];
  });
}

function platformReach(ctx: Context, { posts }: PlatformPosts) {
  const t = totalsOf(posts);
  if (!(t.followers > 0)) return null;
  const rate = toPercent(t.reach / t.followers);
  const bench = blendedBenchmark(
    ctx.input.benchmarks,
    posts,
    (b) => b.reach_rate,
    (p) => safe(p.followers),
  );
  return bench && Number.isFinite(rate / bench.value) ? { rate, reach: t.reach, bench } : null;
}

function reachAboveBenchmark(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap((group) => {
    const found = platformReach(ctx, group);
    if (!found || found.rate < found.bench.value * WELL_ABOVE) return [];
    const w = new Writer();
    const on = w.text(platformLabel(group.platform));
    return [
      w.make('reachAboveBenchmark', 'strengths', group.platform, {
        Insight:
          `Posts on ${on} reached ${w.pct(found.rate)} of the creators' followers vs ` +
          `${w.pct(found.bench.value)} ${w.text(found.bench.scope)} (${w.count(found.reach)} accounts reached).`,
        Action: `These audiences see their creators' posts: rebook the creators who travelled furthest on ${on}.`,
        CTA: 'Find similar creators',
      }),
    ];
  });
}

function reachBelowBenchmark(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap((group) => {
    const found = platformReach(ctx, group);
    if (!found || found.rate > found.bench.value * WELL_BELOW) return [];
    const w = new Writer();
    const on = w.text(platformLabel(group.platform));
    return [
      w.make('reachBelowBenchmark', 'improvements', group.platform, {
        Insight:
          `Posts on ${on} reached ${w.pct(found.rate)} of the creators' followers vs ` +
          `${w.pct(found.bench.value)} ${w.text(found.bench.scope)} (${w.count(found.reach)} accounts reached).`,
        Action:
          `Ask creators to post when their audience is most active and to use the ${on} formats that travel ` +
          'furthest.',
        CTA: 'Review content',
      }),
    ];
  });
}

interface CreatorRow {
  id: number;
  name: string;
  level: string | null;
  rate: number;
}

/** The platform's creators with reach, best engagement first (ties by name, then id). */
function creatorsOf(posts: readonly InsightPost[]): CreatorRow[] {
  const rows: CreatorRow[] = [];
  for (const [, group] of groupBy(posts, (p) => String(p.influencer_id))) {
    const rate = engagementOf(totalsOf(group));
    if (rate === null) continue;
    const first = group[0];
    const level = group.find((p) => p.level)?.level ?? null;
    rows.push({ id: first.influencer_id, name: first.name.trim(), level, rate });
  }
  return rows.sort((a, b) => b.rate - a.rate || a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

const creatorName = (w: Writer, row: CreatorRow) => (row.name ? w.text(row.name) : `creator ${w.count(row.id)}`);

function topCreator(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const rows = creatorsOf(posts);
    const overall = engagementOf(totalsOf(posts));
    const best = rows[0];
    if (rows.length < 2 || overall === null || best.rate < overall * STANDS_OUT) return [];
    const { benchmark, key } = benchmarkMatch(ctx.input.benchmarks, platform, best.level);
    const w = new Writer();
    const name = creatorName(w, best);
    const on = w.text(platformLabel(platform));
    return [
      w.make('topCreator', 'creator_performance', platform, {
        Insight:
          `${name} led ${on} with ${w.pct(best.rate)} engagement vs ${w.pct(benchmark.engagement_rate)} ` +
          `${w.text(scopeOf(key))} and ${w.pct(overall)} on average across the campaign's ` +
          `${w.count(rows.length)} creators there.`,
        Action: `Rebook ${name} and ask what made the post work, so the next brief can ask others for the same.`,
        CTA: 'Find similar creators',
      }),
    ];
  });
}

function underperformingCreator(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const rows = creatorsOf(posts);
    const overall = engagementOf(totalsOf(posts));
    const worst = rows[rows.length - 1];
    if (rows.length < 2 || overall === null) return [];
    const { benchmark, key } = benchmarkMatch(ctx.input.benchmarks, platform, worst.level);
    if (worst.rate > benchmark.engagement_rate * WELL_BELOW || worst.rate > overall * WELL_BELOW) return [];
    const w = new Writer();
    const name = creatorName(w, worst);
    const on = w.text(platformLabel(platform));
    return [
      w.make('underperformingCreator', 'creator_performance', platform, {
        Insight:
          `${name} earned ${w.pct(worst.rate)} engagement on ${on} vs ${w.pct(benchmark.engagement_rate)} ` +
          `${w.text(scopeOf(key))} and ${w.pct(overall)} on average across the campaign's ` +
          `${w.count(rows.length)} creators there.`,
        Action: `Go through the post with ${name} before booking again: a clearer brief or another format may help.`,
        CTA: 'Review creator',
      }),
    ];
  });
}

function mediaTypeComparison(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const slots = slotsOf(posts, (p) => p.media_type || null);
    const best = slots[0];
    const rest = best ? restRate(posts, best) : null;
    if (slots.length < 2 || rest === null || !(best.rate > 0) || best.rate < rest * WELL_ABOVE) return [];
    const w = new Writer();
    const types = w.text(mediaTypeLabel(best.key));
    const others = w.text(listed(slots.slice(1).map((s) => mediaTypeLabel(s.key))));
    const on = w.text(platformLabel(platform));
    return [
      w.make('mediaTypeComparison', 'content_strategy', platform, {
        Insight:
          `${capitalised(types)} earned ${w.pct(best.rate)} engagement on ${on} vs ${w.pct(rest)} ` + `for ${others}.`,
        Action: `Ask for more ${types} in the next ${on} brief.`,
        CTA: 'Plan next campaign',
      }),
    ];
  });
}

function levelMixEngagement(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const levels = slotsOf(posts, (p) => p.level || null).map((slot) => {
      const match = benchmarkMatch(ctx.input.benchmarks, platform, slot.key);
      const bench = match.benchmark.engagement_rate;
      return { slot, match, bench, index: bench > 0 && Number.isFinite(slot.rate / bench) ? slot.rate / bench : null };
    });
    const ranked = levels
      .filter((l): l is typeof l & { index: number } => l.index !== null)
      .sort((a, b) => b.index - a.index || (a.slot.key < b.slot.key ? -1 : 1));
    const best = ranked[0];
    const worst = ranked[ranked.length - 1];
    if (ranked.length < 2 || !(best.index > 0) || best.index < worst.index * WELL_ABOVE) return [];
    const w = new Writer();
    const bestLevel = w.text(levelLabel(best.slot.key));
    const on = w.text(platformLabel(platform));
    return [
      w.make('levelMixEngagement', 'creator_mix', platform, {
        Insight:
          `${capitalised(bestLevel)} creators did best against their benchmark on ${on}: ` +
          `${w.pct(best.slot.rate)} engagement vs ${w.pct(best.bench)} ${w.text(scopeOf(best.match.key))}, while ` +
          `${w.text(levelLabel(worst.slot.key))} creators earned ${w.pct(worst.slot.rate)} vs ${w.pct(worst.bench)}.`,
        Action: `Give ${bestLevel} creators a larger share of the next ${on} campaign.`,
        CTA: 'Find similar creators',
      }),
    ];
  });
}

function levelMixCost(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const levels = [...groupBy(posts, (p) => p.level || null)]
      .map(([level, group]) => ({ level, totals: totalsOf(group) }))
      .filter((l) => l.totals.costedEngagements > 0)
      .map((l) => ({ ...l, cpe: l.totals.cost / l.totals.costedEngagements }))
      .sort((a, b) => a.cpe - b.cpe || (a.level < b.level ? -1 : 1));
    const cheapest = levels[0];
    const dearest = levels[levels.length - 1];
    if (levels.length < 2 || !(dearest.cpe > 0) || cheapest.cpe > dearest.cpe * WELL_BELOW) return [];
    const w = new Writer();
    const cheap = w.text(levelLabel(cheapest.level));
    const on = w.text(platformLabel(platform));
    return [
      w.make('levelMixCost', 'creator_mix', platform, {
        Insight:
          `${capitalised(cheap)} creators cost ${w.usd(cheapest.cpe)} per engagement on ${on} vs ` +
          `${w.usd(dearest.cpe)} for ${w.text(levelLabel(dearest.level))} creators.`,
        Action: `Book more ${cheap} creators on ${on}: the same budget buys more engagement.`,
        CTA: 'Find similar creators',
      }),
    ];
  });
}

/** The posts of one timing slot (a weekday, an hour band) against the platform's other posts. */
function bestTimingSlot(posts: readonly InsightPost[], slotOf: (date: Date) => string) {
  const timed = posts.filter((p) => liveDate(p) !== null && safe(p.reach) > 0);
  if (timed.length < MIN_TIMING_POSTS) return null;
  const slots = slotsOf(timed, (p) => slotOf(liveDate(p)!));
  const best = slots[0];
  const rest = best ? restRate(timed, best) : null;
  if (slots.length < 2 || rest === null || !(best.rate > 0) || best.rate < rest * WELL_ABOVE) return null;
  return { key: best.key, rate: best.rate, rest };
}

function bestWeekday(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const best = bestTimingSlot(posts, (date) => WEEKDAYS[date.getUTCDay()]);
    if (!best) return [];
    const w = new Writer();
    const on = w.text(platformLabel(platform));
    return [
      w.make('bestWeekday', 'timing', platform, {
        Insight:
          `Posts that went live on ${best.key}s (UTC) earned ${w.pct(best.rate)} engagement on ${on} vs ` +
          `${w.pct(best.rest)} for posts on other days.`,
        Action: `Schedule the next campaign's ${on} posts for ${best.key}s.`,
        CTA: 'Plan next campaign',
      }),
    ];
  });
}

function bestHourBand(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const bandOf = (date: Date) => String(HOUR_BANDS.findIndex((b) => date.getUTCHours() < b.to));
    const best = bestTimingSlot(posts, bandOf);
    if (!best) return [];
    const band = HOUR_BANDS[Number(best.key)];
    const w = new Writer();
    const on = w.text(platformLabel(platform));
    return [
      w.make('bestHourBand', 'timing', platform, {
        Insight:
          `Posts that went live ${band.name} (${w.count(band.from)}-${w.count(band.to)} h UTC) earned ` +
          `${w.pct(best.rate)} engagement on ${on} vs ${w.pct(best.rest)} for posts at other times.`,
        Action: `Ask creators to post ${band.name} (UTC) on ${on} next time.`,
        CTA: 'Plan next campaign',
      }),
    ];
  });
}

function earlyReach(ctx: Context): RuleInsight[] {
  const { labels, reach } = ctx.input.daily;
  const days = Math.min(labels.length, reach.length);
  if (days < MIN_REPORT_DAYS) return [];
  const total = reach[days - 1];
  const early = reach[EARLY_DAYS - 1];
  if (!(total > 0) || !Number.isFinite(total) || !(early >= 0) || early > total) return [];
  const share = early / total;
  const front = share >= EARLY_SHARE_HIGH;
  if (!front && share > EARLY_SHARE_LOW) return [];
  const w = new Writer();
  const stated =
    `${w.share(share)} of the campaign's ${w.count(total)} reach came in the first ` + `${w.count(EARLY_DAYS)} days`;
  const of = `of ${w.count(days)}`;
  return [
    w.make('earlyReach', 'timing', 'ALL', {
      Insight: front ? `${stated} ${of}.` : `Only ${stated} ${of}: posts kept finding people later.`,
      Action: front
        ? 'Most people see a post in its first days: plan a second wave of posts instead of waiting for reach to grow.'
        : 'Reach builds slowly here: give the next campaign a longer window before judging its results.',
      CTA: 'Plan next campaign',
    }),
  ];
}

function costPerEngagement(ctx: Context): RuleInsight[] {
  return ctx.platforms.flatMap(({ platform, posts }) => {
    const t = totalsOf(posts);
    if (!(t.cost > 0) || !(t.costedEngagements > 0)) return [];
    const cpe = t.cost / t.costedEngagements;
    const costed = (p: InsightPost) => (p.cost_usd !== null && Number.isFinite(p.cost_usd) ? safe(p.engagements) : 0);
    const bench = blendedBenchmark(ctx.input.benchmarks, posts, (b) => b.cost_per_engagement, costed);
    if (!bench) return [];
    const ratio = cpe / bench.value;
    const good = ratio <= WELL_BELOW;
    if (!Number.isFinite(ratio) || (!good && ratio < WELL_ABOVE)) return [];
    const w = new Writer();
    const on = w.text(platformLabel(platform));
    return [
      w.make('costPerEngagement', 'budget', platform, {
        Insight:
          `Cost per engagement on ${on} was ${w.usd(cpe)} vs ${w.usd(bench.value)} ${w.text(bench.scope)}, ` +
          `${w.gap(ratio)} ${good ? 'below' : 'above'} the benchmark.`,
        Action: good
          ? `These creators gave good value on ${on}: rebook them at similar rates.`
          : 'Negotiate rates with cost per engagement in mind, or move budget to creators who gave better value.',
        CTA: good ? 'Find similar creators' : 'Plan next campaign',
      }),
    ];
  });
}

function costPerThousandReach(ctx: Context): RuleInsight[] {
  const posts = ctx.input.posts.filter((p) => p.cost_usd !== null && Number.isFinite(p.cost_usd));
  const t = totalsOf(posts);
  if (!(t.cost > 0) || !(t.costedReach > 0)) return [];
  const perThousand = (t.cost / t.costedReach) * 1_000;
  const implied = (b: Benchmark) => b.cost_per_engagement * fromPercent(b.engagement_rate) * 1_000;
  const bench = blendedBenchmark(ctx.input.benchmarks, posts, implied, (p) => safe(p.reach));
  if (!bench) return [];
  const ratio = perThousand / bench.value;
  const good = ratio <= WELL_BELOW;
  if (!Number.isFinite(ratio) || (!good && ratio < WELL_ABOVE)) return [];
  const w = new Writer();
  return [
    w.make('costPerThousandReach', 'budget', 'ALL', {
      Insight:
        `Cost per ${w.count(1_000)} accounts reached was ${w.usd(perThousand)} vs ${w.usd(bench.value)} implied by ` +
        `the benchmarks ${w.text(bench.scope)} (cost per engagement times engagement rate), ` +
        `${w.gap(ratio)} ${good ? 'below' : 'above'}.`,
      Action: good
        ? 'Reach came cheaply: keep this creator mix for awareness goals.'
        : 'Reach was expensive: favour creators with larger engaged audiences for the same budget.',
      CTA: 'Plan next campaign',
    }),
  ];
}

/** Every rule with its category; `costs` rules run only when costs may be shown (never on the public variant). */
export const INSIGHT_RULES: ReadonlyArray<{ name: string; category: InsightCategory; costs: boolean; run: Rule }> = [
  { name: 'engagementAboveBenchmark', category: 'strengths', costs: false, run: engagementAboveBenchmark },
  { name: 'reachAboveBenchmark', category: 'strengths', costs: false, run: reachAboveBenchmark },
  { name: 'engagementBelowBenchmark', category: 'improvements', costs: false, run: engagementBelowBenchmark },
  { name: 'reachBelowBenchmark', category: 'improvements', costs: false, run: reachBelowBenchmark },
  { name: 'topCreator', category: 'creator_performance', costs: false, run: topCreator },
  { name: 'underperformingCreator', category: 'creator_performance', costs: false, run: underperformingCreator },
  { name: 'mediaTypeComparison', category: 'content_strategy', costs: false, run: mediaTypeComparison },
  { name: 'levelMixEngagement', category: 'creator_mix', costs: false, run: levelMixEngagement },
  { name: 'levelMixCost', category: 'creator_mix', costs: true, run: levelMixCost },
  { name: 'bestWeekday', category: 'timing', costs: false, run: bestWeekday },
  { name: 'bestHourBand', category: 'timing', costs: false, run: bestHourBand },
  { name: 'earlyReach', category: 'timing', costs: false, run: earlyReach },
  { name: 'costPerEngagement', category: 'budget', costs: true, run: costPerEngagement },
  { name: 'costPerThousandReach', category: 'budget', costs: true, run: costPerThousandReach },
];

const CATEGORY_RANK: Record<InsightCategory, number> = {
  strengths: 0,
  improvements: 1,
  creator_performance: 2,
  content_strategy: 3,
  creator_mix: 4,
  timing: 5,
  budget: 6,
};

/**
 * The campaign's insights: every rule over its posts against the benchmarks, in the modal's order (category, then
 * ALL before the platforms by name). Deterministic; no posts, no insights. Without `include_costs` no cost rule runs.
 */
export function ruleInsights(input: InsightInput): RuleInsight[] {
  if (!input.posts.length) return [];
  const platforms = [...groupBy(input.posts, (p) => p.platform)].map(([platform, posts]) => ({ platform, posts }));
  const ctx: Context = { input, platforms };
  const items = INSIGHT_RULES.filter((rule) => input.include_costs || !rule.costs).flatMap((rule) => rule.run(ctx));
  const platformRank = (p: string) => (p === 'ALL' ? '' : p);
  return items.sort(
    (a, b) =>
      CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category] ||
      (platformRank(a.platform) < platformRank(b.platform)
        ? -1
        : platformRank(a.platform) > platformRank(b.platform)
          ? 1
          : 0),
  );
}

/**
 * The spec's response shape (section 3): keyed by platform (ALL for whole-campaign items, first), then category,
 * each item `{Insight, Action, CTA}` only.
 */
export function insightsByPlatform(items: readonly RuleInsight[]): Record<string, Record<string, InsightItem[]>> {
  // Maps, then own properties: a platform named like an Object.prototype key stays a plain key.
  const byPlatform = new Map<string, Map<string, InsightItem[]>>();
  if (items.some((item) => item.platform === 'ALL')) byPlatform.set('ALL', new Map());
  for (const { platform, category, Insight, Action, CTA } of items) {
    const byCategory = byPlatform.get(platform) ?? byPlatform.set(platform, new Map()).get(platform)!;
    const list = byCategory.get(category) ?? byCategory.set(category, []).get(category)!;
    list.push({ Insight, Action, CTA });
  }
  return Object.fromEntries(
    [...byPlatform].map(([platform, byCategory]) => [platform, Object.fromEntries(byCategory)]),
  );
}
