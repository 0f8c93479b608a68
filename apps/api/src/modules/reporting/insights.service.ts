/**
 * POST /reporting/insights and /reporting/insights_public: the insights engine's rules (packages/shared/src/
 * insights.ts) over the campaign's own figures, against benchmarks from the platform's own completed campaigns
 * (per platform, once it has at least MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS of them) or the documented defaults. With
 * INSIGHTS_LLM_* set a language model may rewrite the texts, never their numbers (insights-llm.ts).
 */
import { sql } from 'drizzle-orm';
import {
  DEFAULT_BENCHMARKS,
  insightsByPlatform,
  MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS,
  ruleInsights,
  type Benchmark,
  type Benchmarks,
  type InsightInput,
} from '@app/shared/insights';
import { minorToUnits } from '@app/shared/money';
import { toPercent } from '@app/shared/numbers';
import type { InsightsResponse, ReportSubject } from '@app/shared/reporting';
import type { Actor } from '../../actor';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { isUuid } from '../../errors';
import { rewriteInsights } from './insights-llm';
import { dailySeries, reportPosts } from './metrics.service';
import { reportNotFound, reportScope, subjectById, type ReportScope } from './report-scope';

/** Benchmarks move slowly: computed at most this often per process. */
const BENCHMARK_TTL_MS = 10 * 60_000;

let cached: { at: number; value: Benchmarks } | null = null;

/** The platform's own benchmarks per platform and level, where a platform has enough completed campaigns. */
async function platformBenchmarks(db: Db, now = Date.now()): Promise<Benchmarks> {
  if (cached && now - cached.at < BENCHMARK_TTL_MS) return cached.value;
  const rows = await db.execute<Record<string, string | null>>(sql`
    with done as (
      select a.channel, ch.level, ci.campaign_id, m.reach, m.followers,
        m.likes + m.comments + m.shares + m.saved as engagements,
        a.amount_minor::numeric / a.posts * cur.usd_rate as cost_minor_usd
      from content_items ci
      join campaigns c on c.id = ci.campaign_id and c.end_at < now() and not c.is_demo
      join assignments a on a.id = ci.assignment_id
      join post_metrics m on m.content_id = ci.id
      left join creator_channels ch on ch.creator_id = ci.creator_id and ch.channel = a.channel
      left join currencies cur on cur.code = a.currency
      where ci.status = 'VERIFIED'),
    platforms as (select channel from done group by channel
      having count(distinct campaign_id) >= ${MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS})
    select d.channel, d.level, sum(d.reach) as reach, sum(d.followers) as followers,
      sum(d.engagements) as engagements, sum(d.cost_minor_usd) as cost, count(distinct d.campaign_id) as campaigns
    from done d join platforms p on p.channel = d.channel
    group by grouping sets ((d.channel, d.level), (d.channel))`);
  const own: Record<string, Benchmark> = {};
  let campaigns = 0;
  for (const r of rows.rows) {
    const reach = Number(r.reach);
    const engagements = Number(r.engagements);
    if (reach <= 0 || engagements <= 0) continue;
    const key = r.level ? `${r.channel}:${r.level}` : String(r.channel);
    if (!r.level) campaigns += Number(r.campaigns);
    own[key] = {
      engagement_rate: toPercent(engagements / reach),
      reach_rate: Number(r.followers) > 0 ? toPercent(reach / Number(r.followers)) : 0,
      cost_per_engagement: minorToUnits(Number(r.cost ?? 0)) / engagements,
    };
  }
  const value: Benchmarks = Object.keys(own).length
    ? {
        source:
          `${campaigns} of the platform's completed campaigns ` +
          `(defaults where a platform has fewer than ${MIN_CAMPAIGNS_FOR_OWN_BENCHMARKS})`,
        by_level: { ...DEFAULT_BENCHMARKS.by_level, ...own },
      }
    : DEFAULT_BENCHMARKS;
  cached = { at: now, value };
  return value;
}

/** The rules' input: the report's posts and its days. */
async function insightInput(db: Db, scope: ReportScope, includeCosts: boolean): Promise<InsightInput> {
  const [posts, series, benchmarks] = await Promise.all([
    reportPosts(db, scope),
    dailySeries(db, scope),
    platformBenchmarks(db),
  ]);
  return {
    posts: posts.map((p) => ({
      content_id: p.content_id,
      influencer_id: p.creator_id,
      name: p.name,
      platform: p.channel,
      media_type: p.media_type,
      level: p.level,
      live_at: p.live_at,
      followers: p.followers,
      impressions: p.impressions,
      reach: p.reach,
      views: p.views,
      engagements: p.engagements,
      cost_usd: includeCosts ? p.cost_usd : null,
    })),
    daily: {
      labels: series.map((d) => d.day),
      reach: series.map((d) => d.reach),
      engagements: series.map((d) => d.engagements),
    },
    benchmarks,
    include_costs: includeCosts,
  };
}

async function insightsOf(deps: Deps, scope: ReportScope, includeCosts: boolean): Promise<InsightsResponse> {
  const input = await insightInput(deps.db, scope, includeCosts);
  const rules = ruleInsights(input);
  // Anonymous visitors get the rule texts: a language model call is paid for and slow, so it is the brand's only.
  const { items, rewritten } =
    deps.config.reporting.llm && includeCosts
      ? await rewriteInsights(deps.config.reporting.llm, rules, {
          log: (message) => deps.log.warn({ message }, 'insights rewrite'),
        })
      : { items: rules, rewritten: false };
  return { data: { insights: insightsByPlatform(items), benchmark_source: input.benchmarks.source, rewritten } };
}

/** POST /reporting/insights: the brand's insights, costs and budget included. */
export async function campaignInsights(deps: Deps, actor: Actor, input: ReportSubject): Promise<InsightsResponse> {
  return insightsOf(deps, await reportScope(deps, actor, input), true);
}

/**
 * POST /reporting/insights_public: anyone with the campaign's public link; no costs, no budget, no contact, no
 * model rewrite. Limited per visitor and per campaign (429 past it).
 */
export async function publicInsights(
  deps: Deps,
  input: { campaign_id: string; client: { ip: string } },
): Promise<InsightsResponse> {
  await deps.limits.consume('public-insights', { ip: input.client.ip, target: input.campaign_id });
  if (!isUuid(input.campaign_id)) throw reportNotFound();
  const subject = await subjectById(deps.db, input.campaign_id);
  if (!subject || subject.kind !== 'CAMPAIGN') throw reportNotFound();
  return insightsOf(deps, { kind: 'SUBJECT', subject }, false);
}
