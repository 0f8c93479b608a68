/**
 * The insights engine: the documented default benchmarks and their fallback order, each rule on data built to
 * trigger it and on data where it must stay silent, the public variant (no costs), the spec's response shape, and a
 * property test over random campaigns (no rule throws, no NaN in a text, every number in a text is a listed figure).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_LEVELS,
  BENCHMARK_PLATFORMS,
  DEFAULT_BENCHMARKS,
  INSIGHT_RULES,
  MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS,
  benchmarkFor,
  insightsByPlatform,
  numbersIn,
  onlyKnownFigures,
  ruleInsights,
  type Benchmarks,
  type InsightInput,
  type InsightPost,
  type RuleInsight,
} from '../src/insights';
import { INSIGHT_CATEGORIES } from '../src/reporting';

const BENCH: Benchmarks = {
  source: 'test figures',
  by_level: {
    ALL: { engagement_rate: 3, reach_rate: 20, cost_per_engagement: 0.2 },
    INSTAGRAM: { engagement_rate: 3.5, reach_rate: 20, cost_per_engagement: 0.2 },
    'INSTAGRAM:MICRO': { engagement_rate: 4, reach_rate: 20, cost_per_engagement: 0.15 },
    'INSTAGRAM:MACRO': { engagement_rate: 2, reach_rate: 10, cost_per_engagement: 0.3 },
    TIKTOK: { engagement_rate: 6, reach_rate: 50, cost_per_engagement: 0.1 },
  },
};

let ids = 0;
/** An Instagram micro creator's reel: 10,000 followers, 2,000 reached, 80 engagements (4% = the benchmark). */
function post(overrides: Partial<InsightPost> = {}): InsightPost {
  ids += 1;
  return {
    content_id: `post-${ids}`,
    influencer_id: ids,
    name: `Creator ${String.fromCharCode(64 + (ids % 26) + 1)}`,
    platform: 'INSTAGRAM',
    media_type: 'REEL',
    level: 'MICRO',
    live_at: '2026-03-03T10:00:00Z',
    followers: 10_000,
    impressions: 2_500,
    reach: 2_000,
    views: 1_500,
    engagements: 80,
    cost_usd: null,
    ...overrides,
  };
}

function input(posts: InsightPost[], overrides: Partial<InsightInput> = {}): InsightInput {
  return {
    posts,
    daily: { labels: [], reach: [], engagements: [] },
    benchmarks: BENCH,
    include_costs: true,
    ...overrides,
  };
}

const byRule = (items: RuleInsight[], rule: string) => items.filter((item) => item.rule === rule);
const only = (items: RuleInsight[], rule: string) => {
  const found = byRule(items, rule);
  expect(found).toHaveLength(1);
  return found[0];
};
const textsOf = (item: RuleInsight) => [item.Insight, item.Action, item.CTA];
const COST_WORDS = /\$|cost|price|dollar|budget|spend|money/i;

/** Every number in the texts is a listed figure, and every figure is written in the texts. */
function expectFiguresMatch(item: RuleInsight) {
  for (const text of textsOf(item)) expect(onlyKnownFigures(text, item.figures), text).toBe(true);
  const all = textsOf(item).join(' ');
  for (const figure of item.figures) expect(all).toContain(figure);
}

describe('default benchmarks', () => {
  it('cover every platform and level, plus ALL, with positive figures', () => {
    const keys = [
      'ALL',
      ...BENCHMARK_PLATFORMS.flatMap((p) => [p, ...BENCHMARK_LEVELS.map((level) => `${p}:${level}`)]),
    ];
    for (const key of keys) {
      const b = DEFAULT_BENCHMARKS.by_level[key];
      expect(b, key).toBeDefined();
      expect(b.engagement_rate).toBeGreaterThan(0);
      expect(b.reach_rate).toBeGreaterThan(0);
      expect(b.cost_per_engagement).toBeGreaterThan(0);
    }
    expect(Object.keys(DEFAULT_BENCHMARKS.by_level)).toHaveLength(keys.length);
  });

  it('say honestly where they come from and when they are replaced', () => {
    expect(DEFAULT_BENCHMARKS.source).toMatch(/industry reports/);
    expect(DEFAULT_BENCHMARKS.source).toMatch(/not measured on this platform/);
    expect(DEFAULT_BENCHMARKS.source).toContain(`at least ${MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS} completed campaigns`);
  });

  it('fall in engagement from nano to mega on Instagram, as the reports find', () => {
    const rates = BENCHMARK_LEVELS.map((level) => DEFAULT_BENCHMARKS.by_level[`INSTAGRAM:${level}`].engagement_rate);
    expect([...rates].sort((a, b) => b - a)).toEqual(rates);
  });
});

describe('benchmarkFor', () => {
  it('takes the platform and level, then the platform, then ALL', () => {
    expect(benchmarkFor(BENCH, 'INSTAGRAM', 'MICRO')).toBe(BENCH.by_level['INSTAGRAM:MICRO']);
    expect(benchmarkFor(BENCH, 'INSTAGRAM', 'MEGA')).toBe(BENCH.by_level.INSTAGRAM);
    expect(benchmarkFor(BENCH, 'INSTAGRAM', null)).toBe(BENCH.by_level.INSTAGRAM);
    expect(benchmarkFor(BENCH, 'TIKTOK', 'NANO')).toBe(BENCH.by_level.TIKTOK);
    expect(benchmarkFor(BENCH, 'SNAPCHAT', 'NANO')).toBe(BENCH.by_level.ALL);
    expect(benchmarkFor(BENCH, 'constructor', null)).toBe(BENCH.by_level.ALL);
  });

  it('falls back to the default ALL when the set has no ALL', () => {
    expect(benchmarkFor({ source: 'x', by_level: {} }, 'INSTAGRAM', 'MICRO')).toEqual(DEFAULT_BENCHMARKS.by_level.ALL);
    expect(benchmarkFor(DEFAULT_BENCHMARKS, 'TIKTOK', 'MEGA')).toBe(DEFAULT_BENCHMARKS.by_level['TIKTOK:MEGA']);
  });
});

describe('numbersIn and onlyKnownFigures', () => {
  it('reads digits with separators, decimals, percentages, dollars and number words', () => {
    expect(numbersIn('Engagement 2.10% vs 3.4% over 1,200 accounts for $0.125 and .5')).toEqual([
      2.1, 3.4, 1200, 0.125, 0.5,
    ]);
    expect(numbersIn('reach doubled: ten times more, twice the benchmark, half the cost')).toEqual([2, 10, 2, 0.5]);
    expect(numbersIn('No numbers here, not even one.')).toEqual([]);
    expect(numbersIn('1,234,567.5 and 12345')).toEqual([1234567.5, 12345]);
  });

  it('compares figures as numbers (separators and trailing zeros aside)', () => {
    expect(onlyKnownFigures('Engagement 2.10% vs 3.4%, 1200 accounts', ['2.1', '3.40', '1,200'])).toBe(true);
    expect(onlyKnownFigures('Cost $0.10 per engagement', ['0.1'])).toBe(true);
    expect(onlyKnownFigures('Engagement 9.9%', ['2.1', '3.4'])).toBe(false);
    expect(onlyKnownFigures('about ten times better', ['2.1'])).toBe(false);
    expect(onlyKnownFigures('No figures at all', [])).toBe(true);
  });
});

describe('engagement against the benchmark', () => {
  it('strengths: well above, naming figure, benchmark, platform and level', () => {
    const item = only(ruleInsights(input([post({ reach: 10_000, engagements: 600 })])), 'engagementAboveBenchmark');
    expect(item.category).toBe('strengths');
    expect(item.platform).toBe('INSTAGRAM');
    expect(item.Insight).toBe(
      'Engagement on Instagram was 6.0% vs 4.0% for Instagram micro creators, 50% above the benchmark.',
    );
    expect(item.figures).toEqual(['6.0', '4.0', '50']);
    expect(item.CTA).toBe('Find similar creators');
  });

  it('improvements: well below', () => {
    const item = only(ruleInsights(input([post({ reach: 10_000, engagements: 210 })])), 'engagementBelowBenchmark');
    expect(item.category).toBe('improvements');
    expect(item.Insight).toContain('2.1% vs 4.0% for Instagram micro creators');
    expect(item.Insight).toContain('48% below');
    expectFiguresMatch(item);
  });

  it('is silent within 20% of the benchmark, and without reach', () => {
    for (const engagements of [420, 340]) {
      const items = ruleInsights(input([post({ reach: 10_000, engagements })]));
      expect(byRule(items, 'engagementAboveBenchmark')).toEqual([]);
      expect(byRule(items, 'engagementBelowBenchmark')).toEqual([]);
    }
    const none = ruleInsights(input([post({ reach: 0, engagements: 0 })]));
    expect(byRule(none, 'engagementBelowBenchmark')).toEqual([]);
  });

  it('blends the benchmarks of a mix of levels, weighted by reach', () => {
    const items = ruleInsights(
      input([
        post({ level: 'MICRO', reach: 5_000, engagements: 50 }),
        post({ level: 'MACRO', reach: 5_000, engagements: 50 }),
      ]),
    );
    const item = only(items, 'engagementBelowBenchmark');
    expect(item.Insight).toContain('1.0% vs 3.0% for this mix of Instagram creators');
  });

  it('uses the platform figure when the level has none, and ALL for an unknown platform', () => {
    const tiktok = only(
      ruleInsights(input([post({ platform: 'TIKTOK', level: 'NANO', reach: 1_000, engagements: 100 })])),
      'engagementAboveBenchmark',
    );
    expect(tiktok.Insight).toContain('10.0% vs 6.0% for TikTok creators');
    const other = only(
      ruleInsights(input([post({ platform: 'SNAPCHAT', level: null, reach: 1_000, engagements: 10 })])),
      'engagementBelowBenchmark',
    );
    expect(other.Insight).toContain('Engagement on Snapchat was 1.0% vs 3.0% for creators on all platforms');
  });
});

describe('reach against the benchmark', () => {
  it('strengths: reach over followers well above', () => {
    const item = only(ruleInsights(input([post({ reach: 3_000 })])), 'reachAboveBenchmark');
    expect(item.category).toBe('strengths');
    expect(item.Insight).toBe(
      "Posts on Instagram reached 30.0% of the creators' followers vs 20.0% for Instagram micro creators " +
        '(3,000 accounts reached).',
    );
    expectFiguresMatch(item);
  });

  it('improvements: well below', () => {
    const item = only(ruleInsights(input([post({ reach: 1_000, engagements: 40 })])), 'reachBelowBenchmark');
    expect(item.category).toBe('improvements');
    expect(item.Insight).toContain("10.0% of the creators' followers vs 20.0% for Instagram micro creators");
  });

  it('is silent near the benchmark and without followers', () => {
    const near = ruleInsights(input([post({ reach: 2_200, engagements: 88 })]));
    expect(byRule(near, 'reachAboveBenchmark')).toEqual([]);
    expect(byRule(near, 'reachBelowBenchmark')).toEqual([]);
    const unknown = ruleInsights(input([post({ followers: 0 })]));
    expect(byRule(unknown, 'reachAboveBenchmark')).toEqual([]);
    expect(byRule(unknown, 'reachBelowBenchmark')).toEqual([]);
  });
});

describe('creator performance', () => {
  const three = (third: number) => [
    post({ name: 'Ann Lee', influencer_id: 1, reach: 10_000, engagements: 800 }),
    post({ name: 'Bo Chen', influencer_id: 2, reach: 10_000, engagements: 400 }),
    post({ name: 'Cy Diaz', influencer_id: 3, reach: 10_000, engagements: third }),
  ];

  it('names the top creator against their benchmark and the campaign', () => {
    const item = only(ruleInsights(input(three(400))), 'topCreator');
    expect(item.category).toBe('creator_performance');
    expect(item.Insight).toBe(
      'Ann Lee led Instagram with 8.0% engagement vs 4.0% for Instagram micro creators and 5.33% on average ' +
        "across the campaign's 3 creators there.",
    );
    expect(item.Action).toContain('Rebook Ann Lee');
    expectFiguresMatch(item);
  });

  it('names an underperforming creator', () => {
    const items = ruleInsights(
      input([
        post({ name: 'Ann Lee', influencer_id: 1, reach: 10_000, engagements: 400 }),
        post({ name: 'Bo Chen', influencer_id: 2, reach: 10_000, engagements: 400 }),
        post({ name: 'Cy Diaz', influencer_id: 3, reach: 10_000, engagements: 100 }),
      ]),
    );
    const item = only(items, 'underperformingCreator');
    expect(item.Insight).toBe(
      'Cy Diaz earned 1.0% engagement on Instagram vs 4.0% for Instagram micro creators and 3.0% on average ' +
        "across the campaign's 3 creators there.",
    );
    expect(item.CTA).toBe('Review creator');
  });

  it('is silent when creators perform alike, and with one creator', () => {
    const alike = ruleInsights(
      input([1, 2, 3].map((id) => post({ influencer_id: id, reach: 10_000, engagements: 400 }))),
    );
    expect(byRule(alike, 'topCreator')).toEqual([]);
    expect(byRule(alike, 'underperformingCreator')).toEqual([]);
    const one = ruleInsights(
      input([
        post({ influencer_id: 7, reach: 10_000, engagements: 800 }),
        post({ influencer_id: 7, reach: 10_000, engagements: 50 }),
      ]),
    );
    expect(byRule(one, 'topCreator')).toEqual([]);
    expect(byRule(one, 'underperformingCreator')).toEqual([]);
  });

  it('lists a number in a creator name among the figures', () => {
    const items = ruleInsights(
      input([
        post({ name: 'Studio 54', influencer_id: 1, reach: 10_000, engagements: 800 }),
        post({ name: 'Bo', influencer_id: 2, reach: 10_000, engagements: 400 }),
      ]),
    );
    const item = only(items, 'topCreator');
    expect(item.figures).toContain('54');
    expectFiguresMatch(item);
  });
});

describe('content strategy: media types', () => {
  it('compares the best media type with the others', () => {
    const items = ruleInsights(
      input([
        post({ media_type: 'REEL', reach: 10_000, engagements: 600 }),
        post({ media_type: 'POST', reach: 5_000, engagements: 150 }),
        post({ media_type: 'STORY', reach: 5_000, engagements: 150 }),
      ]),
    );
    const item = only(items, 'mediaTypeComparison');
    expect(item.category).toBe('content_strategy');
    expect(item.Insight).toBe('Reels earned 6.0% engagement on Instagram vs 3.0% for feed posts and stories.');
    expect(item.Action).toBe('Ask for more reels in the next Instagram brief.');
  });

  it('is silent with one media type or close rates', () => {
    const one = ruleInsights(input([post({ engagements: 200 }), post({ engagements: 20 })]));
    expect(byRule(one, 'mediaTypeComparison')).toEqual([]);
    const close = ruleInsights(
      input([post({ media_type: 'REEL', engagements: 84 }), post({ media_type: 'POST', engagements: 80 })]),
    );
    expect(byRule(close, 'mediaTypeComparison')).toEqual([]);
  });
});

describe('creator mix: levels', () => {
  it('names the level that beat its benchmark most', () => {
    const items = ruleInsights(
      input([
        post({ level: 'MICRO', reach: 10_000, engagements: 600 }),
        post({ level: 'MACRO', reach: 10_000, engagements: 200 }),
      ]),
    );
    const item = only(items, 'levelMixEngagement');
    expect(item.category).toBe('creator_mix');
    expect(item.Insight).toBe(
      'Micro creators did best against their benchmark on Instagram: 6.0% engagement vs 4.0% for Instagram micro ' +
        'creators, while macro creators earned 2.0% vs 2.0%.',
    );
    expect(item.figures).toEqual(['6.0', '4.0', '2.0']);
  });

  it('is silent when each level meets its own benchmark, and with one level', () => {
    const fair = ruleInsights(
      input([
        post({ level: 'MICRO', reach: 10_000, engagements: 400 }),
        post({ level: 'MACRO', reach: 10_000, engagements: 200 }),
      ]),
    );
    expect(byRule(fair, 'levelMixEngagement')).toEqual([]);
    const one = ruleInsights(input([post({ engagements: 400 }), post({ engagements: 40, level: null })]));
    expect(byRule(one, 'levelMixEngagement')).toEqual([]);
  });

  it('compares cost per engagement between levels when costs may be shown', () => {
    const posts = [
      post({ level: 'MICRO', reach: 10_000, engagements: 500, cost_usd: 50 }),
      post({ level: 'MACRO', reach: 10_000, engagements: 1_000, cost_usd: 300 }),
    ];
    const item = only(ruleInsights(input(posts)), 'levelMixCost');
    expect(item.category).toBe('creator_mix');
    expect(item.Insight).toBe('Micro creators cost $0.10 per engagement on Instagram vs $0.30 for macro creators.');
    expect(byRule(ruleInsights(input(posts, { include_costs: false })), 'levelMixCost')).toEqual([]);
    const alike = [
      post({ level: 'MICRO', reach: 10_000, engagements: 500, cost_usd: 50 }),
      post({ level: 'MACRO', reach: 10_000, engagements: 1_000, cost_usd: 110 }),
    ];
    expect(byRule(ruleInsights(input(alike)), 'levelMixCost')).toEqual([]);
  });
});

describe('timing', () => {
  const at = (live_at: string, engagements: number) => post({ live_at, reach: 10_000, engagements });

  it('names the weekday whose posts earned the best engagement', () => {
    const items = ruleInsights(
      input([
        at('2026-03-03T10:00:00Z', 600), // Tuesday
        at('2026-03-10T10:00:00Z', 600),
        at('2026-03-05T10:00:00Z', 300), // Thursday
        at('2026-03-12T10:00:00Z', 300),
      ]),
    );
    const item = only(items, 'bestWeekday');
    expect(item.category).toBe('timing');
    expect(item.Insight).toBe(
      'Posts that went live on Tuesdays (UTC) earned 6.0% engagement on Instagram vs 3.0% for posts on other days.',
    );
    expect(byRule(items, 'bestHourBand')).toEqual([]);
  });

  it('names the hour band whose posts earned the best engagement', () => {
    const items = ruleInsights(
      input([
        at('2026-03-03T19:00:00Z', 600),
        at('2026-03-03T20:30:00Z', 600),
        at('2026-03-03T08:00:00Z', 300),
        at('2026-03-03T09:00:00Z', 300),
      ]),
    );
    const item = only(items, 'bestHourBand');
    expect(item.Insight).toBe(
      'Posts that went live in the evening (18-24 h UTC) earned 6.0% engagement on Instagram vs 3.0% for posts ' +
        'at other times.',
    );
    expect(item.figures).toEqual(['18', '24', '6.0', '3.0']);
    expect(byRule(items, 'bestWeekday')).toEqual([]);
  });

  it('is silent with fewer than 4 posts, close rates, or unreadable dates', () => {
    const few = ruleInsights(input([at('2026-03-03T19:00:00Z', 600), at('2026-03-05T08:00:00Z', 300)]));
    expect(byRule(few, 'bestWeekday')).toEqual([]);
    expect(byRule(few, 'bestHourBand')).toEqual([]);
    const close = ruleInsights(
      input([
        at('2026-03-03T19:00:00Z', 420),
        at('2026-03-10T19:00:00Z', 420),
        at('2026-03-05T08:00:00Z', 400),
        at('2026-03-12T08:00:00Z', 400),
      ]),
    );
    expect(byRule(close, 'bestWeekday')).toEqual([]);
    expect(byRule(close, 'bestHourBand')).toEqual([]);
    const unreadable = ruleInsights(
      input([at('not a date', 600), at('', 600), at('2026-03-05T08:00:00Z', 300), at('2026-03-12T08:00:00Z', 300)]),
    );
    expect(byRule(unreadable, 'bestWeekday')).toEqual([]);
  });

  const days = (reach: number[]) => ({
    labels: reach.map((_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    reach,
    engagements: reach.map(() => 0),
  });

  it('says when most of the reach came in the first 48 hours', () => {
    const daily = days([5_000, 8_000, 8_500, 9_000, 9_300, 9_600, 9_800, 9_900, 10_000, 10_000]);
    const item = only(ruleInsights(input([post()], { daily })), 'earlyReach');
    expect(item.platform).toBe('ALL');
    expect(item.Insight).toBe("80% of the campaign's 10,000 reach came in the first 2 days of 10.");
    expectFiguresMatch(item);
  });

  it('says when reach kept growing after the first 48 hours', () => {
    const daily = days([500, 1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 10_000]);
    const item = only(ruleInsights(input([post()], { daily })), 'earlyReach');
    expect(item.Insight).toBe(
      "Only 10% of the campaign's 10,000 reach came in the first 2 days of 10: posts kept finding people later.",
    );
  });

  it('is silent in between, on a short report, or without reach', () => {
    const between = days([2_000, 4_500, 6_000, 7_000, 8_000, 9_000, 9_500, 10_000]);
    expect(byRule(ruleInsights(input([post()], { daily: between })), 'earlyReach')).toEqual([]);
    const short = days([8_000, 9_000, 9_500, 10_000]);
    expect(byRule(ruleInsights(input([post()], { daily: short })), 'earlyReach')).toEqual([]);
    const zero = days([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(byRule(ruleInsights(input([post()], { daily: zero })), 'earlyReach')).toEqual([]);
  });
});

describe('budget', () => {
  it('cost per engagement well below the benchmark', () => {
    const item = only(
      ruleInsights(input([post({ reach: 10_000, engagements: 300, cost_usd: 30 })])),
      'costPerEngagement',
    );
    expect(item.category).toBe('budget');
    expect(item.Insight).toBe(
      'Cost per engagement on Instagram was $0.10 vs $0.15 for Instagram micro creators, 33% below the benchmark.',
    );
    expect(item.figures).toEqual(['0.10', '0.15', '33']);
  });

  it('cost per engagement well above the benchmark', () => {
    const item = only(
      ruleInsights(input([post({ reach: 10_000, engagements: 300, cost_usd: 90 })])),
      'costPerEngagement',
    );
    expect(item.Insight).toContain('$0.30 vs $0.15 for Instagram micro creators, 100% above the benchmark');
    expect(item.CTA).toBe('Plan next campaign');
  });

  it('cost per 1,000 reach against what the benchmarks imply', () => {
    // Benchmark: $0.15 per engagement at 4% engagement = $6.00 per 1,000 reached.
    const item = only(
      ruleInsights(input([post({ reach: 10_000, engagements: 300, cost_usd: 30 })])),
      'costPerThousandReach',
    );
    expect(item.platform).toBe('ALL');
    expect(item.Insight).toContain('Cost per 1,000 accounts reached was $3.00 vs $6.00 implied by the benchmarks');
    expect(item.Insight).toContain('for Instagram micro creators');
    expectFiguresMatch(item);
  });

  it('is silent near the benchmark, without known costs, and for gifted posts', () => {
    const near = ruleInsights(input([post({ reach: 10_000, engagements: 400, cost_usd: 60 })]));
    expect(byRule(near, 'costPerEngagement')).toEqual([]);
    expect(byRule(near, 'costPerThousandReach')).toEqual([]);
    for (const cost_usd of [null, 0]) {
      const items = ruleInsights(input([post({ reach: 10_000, engagements: 300, cost_usd })]));
      expect(byRule(items, 'costPerEngagement')).toEqual([]);
      expect(byRule(items, 'costPerThousandReach')).toEqual([]);
    }
  });
});

/** A campaign on two platforms that sets off every rule (costs included). */
function richCampaign(include_costs: boolean): InsightInput {
  const ig = (o: Partial<InsightPost>) => post({ platform: 'INSTAGRAM', reach: 10_000, ...o });
  const posts = [
    ig({ name: 'Ann', influencer_id: 1, engagements: 900, live_at: '2026-03-03T19:00:00Z', cost_usd: 40 }),
    ig({ name: 'Ann', influencer_id: 1, engagements: 800, live_at: '2026-03-10T20:00:00Z', cost_usd: 40 }),
    ig({ name: 'Bo', influencer_id: 2, engagements: 600, media_type: 'POST', live_at: '2026-03-05T08:00:00Z' }),
    ig({ name: 'Cy', influencer_id: 3, engagements: 40, level: 'MACRO', media_type: 'POST', cost_usd: 900 }),
    ig({ name: 'Di', influencer_id: 4, engagements: 700, level: 'MACRO', live_at: '2026-03-12T09:00:00Z' }),
    post({ platform: 'TIKTOK', level: 'MID', reach: 50_000, followers: 400_000, engagements: 500, cost_usd: 2_000 }),
  ];
  const reach = [40_000, 70_000, 80_000, 85_000, 88_000, 90_000, 91_000, 92_000];
  const daily = { labels: reach.map((_, i) => `day ${i + 1}`), reach, engagements: reach.map(() => 0) };
  return { posts, daily, benchmarks: BENCH, include_costs };
}

describe('the whole engine', () => {
  it('covers every category on a campaign that shows each', () => {
    const items = ruleInsights(richCampaign(true));
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(INSIGHT_CATEGORIES));
    for (const item of items) expectFiguresMatch(item);
  });

  it('lists items in the modal order: category, then ALL, then platforms by name', () => {
    const items = ruleInsights(richCampaign(true));
    const order = items.map((i) => INSIGHT_CATEGORIES.indexOf(i.category));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const budget = items.filter((i) => i.category === 'budget').map((i) => i.platform);
    expect(budget[0]).toBe('ALL');
  });

  it('is deterministic', () => {
    expect(ruleInsights(richCampaign(true))).toEqual(ruleInsights(richCampaign(true)));
  });

  it('public variant: no rule mentions a cost, a price or dollars', () => {
    const items = ruleInsights(richCampaign(false));
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.category === 'budget')).toBe(false);
    for (const item of items) for (const text of textsOf(item)) expect(text).not.toMatch(COST_WORDS);
    expect(byRule(items, 'levelMixCost')).toEqual([]);
  });

  it('every cost rule is marked as one (and so skipped on the public variant)', () => {
    const costRules = ruleInsights(richCampaign(true)).filter((i) => textsOf(i).some((t) => COST_WORDS.test(t)));
    const marked = new Set(INSIGHT_RULES.filter((r) => r.costs).map((r) => r.name));
    for (const item of costRules) expect(marked.has(item.rule!), item.rule).toBe(true);
  });

  it('says nothing without posts, whatever the daily figures', () => {
    const reach = [1, 2, 3, 4, 5, 6, 7, 100];
    const daily = { labels: reach.map(String), reach, engagements: reach };
    expect(ruleInsights({ posts: [], daily, benchmarks: BENCH, include_costs: true })).toEqual([]);
  });
});

describe('insightsByPlatform', () => {
  it("is the spec's shape: platform, then category, items with Insight, Action and CTA only", () => {
    const items = ruleInsights(richCampaign(true));
    const shaped = insightsByPlatform(items);
    expect(Object.keys(shaped)[0]).toBe('ALL');
    expect(Object.keys(shaped).sort()).toEqual(['ALL', 'INSTAGRAM', 'TIKTOK']);
    expect(Object.keys(shaped.ALL)).toEqual(['timing', 'budget']);
    let count = 0;
    for (const byCategory of Object.values(shaped)) {
      for (const [category, list] of Object.entries(byCategory)) {
        expect(INSIGHT_CATEGORIES).toContain(category);
        for (const item of list) {
          expect(Object.keys(item)).toEqual(['Insight', 'Action', 'CTA']);
          count += 1;
        }
      }
    }
    expect(count).toBe(items.length);
    expect(shaped.INSTAGRAM.strengths?.[0]).toEqual({
      Insight: items.find((i) => i.platform === 'INSTAGRAM' && i.category === 'strengths')!.Insight,
      Action: items.find((i) => i.platform === 'INSTAGRAM' && i.category === 'strengths')!.Action,
      CTA: items.find((i) => i.platform === 'INSTAGRAM' && i.category === 'strengths')!.CTA,
    });
  });

  it('is empty for no items and keeps a platform named like a prototype key a plain key', () => {
    expect(insightsByPlatform([])).toEqual({});
    const odd: RuleInsight = {
      Insight: 'a',
      Action: 'b',
      CTA: 'c',
      category: 'timing',
      platform: '__proto__',
      figures: [],
    };
    const shaped = insightsByPlatform([odd]);
    expect(Object.hasOwn(shaped, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).timing).toBeUndefined();
  });
});

describe('property: random campaigns', () => {
  const count = fc.oneof(fc.nat({ max: 2_000_000 }), fc.nat({ max: 50 }), fc.constant(0));
  const postArb = fc.record({
    content_id: fc.uuid(),
    influencer_id: fc.integer({ min: 1, max: 8 }),
    name: fc.oneof(
      fc.constantFrom('Ann', 'Bo Chen', 'Seven Stars', 'Studio 54', '', ' '),
      fc.nat(999).map((n) => `Creator ${n}`),
    ),
    // Mostly one platform, so timing and mix rules (several posts on a platform) get their chance.
    platform: fc.oneof(
      { weight: 6, arbitrary: fc.constant('INSTAGRAM') },
      fc.constantFrom('TIKTOK', 'YOUTUBE', 'X', 'CHANNEL_2', '__proto__'),
    ),
    media_type: fc.constantFrom('REEL', 'POST', 'VIDEO', 'STORY', 'FORMAT_9', ''),
    level: fc.constantFrom('NANO', 'MICRO', 'MID', 'MACRO', 'MEGA', 'LEVEL_3', null),
    live_at: fc.oneof(
      fc
        .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      fc.constantFrom('', 'not a date'),
    ),
    followers: count,
    impressions: count,
    reach: count,
    views: count,
    engagements: fc.oneof(count, fc.constant(Number.NaN)),
    cost_usd: fc.oneof(
      fc.constant(null),
      fc.double({ min: 0, max: 100_000, noNaN: true }),
      fc.constantFrom(0, Number.NaN, Number.POSITIVE_INFINITY),
    ),
  });
  const benchArb = fc.oneof(
    fc.constant(DEFAULT_BENCHMARKS),
    fc.constant(BENCH),
    fc.record({
      source: fc.constant('random'),
      by_level: fc.dictionary(
        fc.constantFrom('ALL', 'INSTAGRAM', 'INSTAGRAM:MICRO', 'TIKTOK', 'TIKTOK:NANO'),
        fc.record({
          engagement_rate: fc.oneof(fc.double({ min: 0, max: 50, noNaN: true }), fc.constant(Number.NaN)),
          reach_rate: fc.double({ min: 0, max: 200, noNaN: true }),
          cost_per_engagement: fc.double({ min: 0, max: 5, noNaN: true }),
        }),
      ),
    }),
  );
  // Running totals (as the API sends them) most of the time, any numbers otherwise.
  const cumulative = fc
    .array(fc.nat({ max: 100_000 }), { maxLength: 20 })
    .map((gains) => gains.map((_, i) => gains.slice(0, i + 1).reduce((a, b) => a + b, 0)));
  const dailyArb = fc
    .oneof({ weight: 3, arbitrary: cumulative }, fc.array(fc.oneof(count, fc.constant(Number.NaN)), { maxLength: 20 }))
    .chain((reach) =>
      fc.record({
        labels: fc.constant(reach.map((_, i) => `d${i}`)),
        reach: fc.constant(reach),
        engagements: fc.array(count, { maxLength: 20 }),
      }),
    );
  const inputArb = fc.record({
    posts: fc.array(postArb, { maxLength: 14 }),
    daily: dailyArb,
    benchmarks: benchArb,
    include_costs: fc.boolean(),
  });

  it('does not use a benchmark too small to be an average of counts (a ratio to it read "∞%")', () => {
    // fast-check's counterexample of 2026-11-26: an engagement benchmark of 5.6e-307.
    const items = ruleInsights({
      posts: [{ ...post({ reach: 1, engagements: 1, impressions: 0, views: 0, followers: 0 }), cost_usd: null }],
      daily: { labels: [], reach: [], engagements: [] },
      benchmarks: {
        source: 'random',
        by_level: { ALL: { engagement_rate: 5.562684646268004e-307, reach_rate: 0, cost_per_engagement: 0 } },
      },
      include_costs: false,
    });
    for (const item of items)
      for (const figure of item.figures) expect(numbersIn(figure).length, figure).toBeGreaterThan(0);
  });

  it('no rule throws, no NaN or Infinity, every number in a text is a listed figure', () => {
    fc.assert(
      fc.property(inputArb, (campaign) => {
        const items = ruleInsights(campaign);
        if (!campaign.posts.length) expect(items).toEqual([]);
        for (const item of items) {
          for (const text of textsOf(item)) {
            expect(text).not.toMatch(/NaN|Infinity|undefined|null|\[object/);
            expect(onlyKnownFigures(text, item.figures), text).toBe(true);
          }
          for (const figure of item.figures) expect(numbersIn(figure).length).toBeGreaterThan(0);
          if (!campaign.include_costs) {
            expect(item.category).not.toBe('budget');
            for (const text of textsOf(item)) expect(text).not.toMatch(/\$|cost|dollar|price/i);
          }
        }
        expect(() => insightsByPlatform(items)).not.toThrow();
      }),
      { numRuns: 400 },
    );
  });
});
