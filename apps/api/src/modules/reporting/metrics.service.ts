/**
 * The spec's reporting reads (section 7): campaign_metrics, audience_data and a live post's metrics. Every figure
 * comes from the roll-ups the database keeps (db/schema/reporting.ts), never from raw snapshots; the rules behind
 * the numbers are packages/shared/src/reporting.ts.
 */
import { sql } from 'drizzle-orm';
import { postShare } from '@app/shared/payments';
import {
  costPerEngagementUsd,
  engagementRate,
  handleFromPostLink,
  SAMPLE_AUDIENCE,
  weightedAudience,
  type AudienceResponse,
  type CampaignMetricsResponse,
  type CreatorAudience,
  type MetricSource,
  type PostMetrics,
  type ReportSubject,
  usdOf,
} from '@app/shared/reporting';
import type { Actor } from '../../actor';
import type { Db } from '../../db/client';
import { isoOf } from '../../db/raw-values';
import type { Deps } from '../../deps';
import { fieldError, isUuid } from '../../errors';
import { authorizeOr } from '../companies/access';
import { reportScope, scopeItems, type ReportScope } from './report-scope';

type Counts = { impressions: number; reach: number; views: number; engagements: number };

const countsOf = (row: Record<string, unknown>): Counts => ({
  impressions: Number(row.impressions),
  reach: Number(row.reach),
  views: Number(row.views),
  engagements: Number(row.engagements),
});

// ---- Time series ----

/**
 * One row per day with the running totals: a campaign from its first reading to its last (each day carrying
 * what came before), a range from `from` to `to` counting only what was gained in it.
 */
export async function dailySeries(db: Db, scope: ReportScope) {
  const gains =
    scope.kind === 'SUBJECT'
      ? sql`select day, impressions, reach, views, likes + comments + shares + saved as engagements
              from report_metrics_daily where subject_id = ${scope.subject.id}`
      : sql`select day, sum(impressions) as impressions, sum(reach) as reach, sum(views) as views,
                sum(likes + comments + shares + saved) as engagements
              from report_metrics_daily
              where company_id = ${scope.companyId} and day between ${scope.from}::date and ${scope.to}::date
              group by day`;
  const bounds =
    scope.kind === 'SUBJECT'
      ? sql`select min(day) as lo, max(day) as hi from gains`
      : sql`select ${scope.from}::date as lo, ${scope.to}::date as hi`;
  const rows = await db.execute<{ day: string } & Record<string, string>>(sql`
    with gains as (${gains}),
    bounds as (${bounds}),
    days as (select d::date as day from bounds, generate_series(bounds.lo, bounds.hi, interval '1 day') d)
    select to_char(days.day, 'YYYY-MM-DD') as day,
      sum(coalesce(g.impressions, 0)) over w as impressions,
      sum(coalesce(g.reach, 0)) over w as reach,
      sum(coalesce(g.views, 0)) over w as views,
      sum(coalesce(g.engagements, 0)) over w as engagements
    from days left join gains g on g.day = days.day
    window w as (order by days.day)
    order by days.day`);
  return rows.rows.map((r) => ({ day: r.day, ...countsOf(r) }));
}

// ---- Per post and per creator ----

/** The live posts a read covers: a report's, or one post (its metrics card). */
type PostsScope = ReportScope | { kind: 'POST'; contentId: string };

interface PostFigures extends Counts {
  content_id: string;
  creator_id: number;
  post_index: number;
  amount_minor: number;
  posts: number;
  currency: string;
  channel: string;
  media_type: string;
  post_url: string | null;
  live_at: string;
  followers: number;
  shares: number;
  saved: number;
  captured_at: string | null;
  source: MetricSource | null;
  name: string;
  avatar: string | null;
  /** The creator's level on the post's channel (NANO ... MEGA). */
  level: string | null;
}

/**
 * The posts' figures: the latest (a campaign, one post), or a range's gain (the post's figures at the range's end
 * less those before it). Posts without any reading count with zeros.
 */
function figuresJoin(scope: PostsScope) {
  if (scope.kind !== 'RANGE') return sql`left join post_metrics m on m.content_id = ci.id`;
  const gain = (column: string) => sql.raw(`e.${column} - coalesce(b.${column}, 0) as ${column}`);
  return sql`left join lateral (
      select ${sql.join(['impressions', 'reach', 'views', 'likes', 'comments', 'shares', 'saved'].map(gain), sql`, `)},
        e.followers, e.source, e.captured_at
      from (select * from post_metrics_daily where content_id = ci.id and day <= ${scope.to}::date
            order by day desc limit 1) e
      left join lateral (select * from post_metrics_daily where content_id = ci.id
            and day < ${scope.from}::date order by day desc limit 1) b on true) m on true`;
}

async function postFigures(db: Db, scope: PostsScope): Promise<PostFigures[]> {
  const where = scope.kind === 'POST' ? sql`ci.id = ${scope.contentId}` : scopeItems(scope);
  const rows = await db.execute<Record<string, string | number | null>>(sql`
    select ci.id as content_id, ci.creator_id, ci.post_index, a.amount_minor, a.posts, a.currency, a.channel,
      a.post_content_type as media_type, ci.post_url, ci.updated_at as live_at,
      coalesce(m.impressions, 0) as impressions, coalesce(m.reach, 0) as reach, coalesce(m.views, 0) as views,
      coalesce(m.likes + m.comments + m.shares + m.saved, 0) as engagements,
      coalesce(m.shares, 0) as shares, coalesce(m.saved, 0) as saved,
      coalesce(m.followers, ch.followers, 0) as followers, m.source, m.captured_at,
      cr.name, cr.avatar_url, ch.level
    from content_items ci
    join assignments a on a.id = ci.assignment_id
    join creators cr on cr.id = ci.creator_id
    left join creator_channels ch on ch.creator_id = ci.creator_id and ch.channel = a.channel
    ${figuresJoin(scope)}
    where ${where} and ci.status = 'VERIFIED'
    order by ci.updated_at, ci.id`);
  return rows.rows.map((r) => ({
    ...countsOf(r),
    content_id: String(r.content_id),
    creator_id: Number(r.creator_id),
    post_index: Number(r.post_index),
    amount_minor: Number(r.amount_minor),
    posts: Number(r.posts),
    currency: String(r.currency),
    channel: String(r.channel),
    media_type: String(r.media_type),
    post_url: r.post_url === null ? null : String(r.post_url),
    live_at: isoOf(r.live_at),
    followers: Number(r.followers),
    shares: Number(r.shares),
    saved: Number(r.saved),
    captured_at: r.captured_at === null ? null : isoOf(r.captured_at),
    source: (r.source as MetricSource | null) ?? null,
    name: String(r.name),
    avatar: r.avatar_url === null ? null : String(r.avatar_url),
    level: r.level === null ? null : String(r.level),
  }));
}

/** US dollars per unit of each currency, from the stored rates. */
async function usdRates(db: Db): Promise<Map<string, number>> {
  const rows = await db.execute<{ code: string; usd_rate: string }>(sql`select code, usd_rate from currencies`);
  return new Map(rows.rows.map((r) => [r.code, Number(r.usd_rate)]));
}

/** What a post cost, in US dollars: its share of the creator's agreed amount. */
function postCostUsd(post: PostFigures, rates: Map<string, number>): number | null {
  const rate = rates.get(post.currency);
  if (!rate || post.posts < 1 || post.post_index > post.posts) return null;
  return usdOf(postShare(post.amount_minor, post.posts, post.post_index), rate);
}

/** The report's live posts with their creators and costs: what campaign_metrics, insights and exports read. */
export async function reportPosts(db: Db, scope: PostsScope) {
  const [posts, rates] = await Promise.all([postFigures(db, scope), usdRates(db)]);
  return posts.map((p) => ({
    ...p,
    // A range's cost is not its own (the work was paid for once, across its whole life).
    cost_usd: scope.kind === 'RANGE' ? null : postCostUsd(p, rates),
  }));
}
export type ReportPost = Awaited<ReturnType<typeof reportPosts>>[number];

function influencerTotals(posts: ReportPost[]) {
  const byCreator = new Map<number, ReportPost[]>();
  for (const p of posts) {
    const own = byCreator.get(p.creator_id);
    if (own) own.push(p);
    else byCreator.set(p.creator_id, [p]);
  }
  return [...byCreator.values()].map((own) => {
    const sum = (key: keyof Counts) => own.reduce((total, p) => total + p[key], 0);
    const costs = own.map((p) => p.cost_usd);
    const engagements = sum('engagements');
    const cost = costs.every((c) => c !== null) ? costs.reduce<number>((a, c) => a + c!, 0) : null;
    return {
      influencer_id: own[0].creator_id,
      name: own[0].name,
      avatar: own[0].avatar,
      level: own[0].level,
      posts: own.length,
      impressions: sum('impressions'),
      reach: sum('reach'),
      views: sum('views'),
      engagements,
      engagement_rate: engagementRate(engagements, sum('reach')),
      cost_per_engagement: costPerEngagementUsd(cost, engagements),
    };
  });
}

/** POST /reporting/campaign_metrics: the series per day, the creators' totals, the report's totals. */
export async function campaignMetrics(
  deps: Deps,
  actor: Actor,
  input: ReportSubject,
): Promise<CampaignMetricsResponse> {
  const scope = await reportScope(deps, actor, input);
  return metricsOf(deps.db, scope);
}

export async function metricsOf(db: Db, scope: ReportScope): Promise<CampaignMetricsResponse> {
  const [series, posts] = await Promise.all([dailySeries(db, scope), reportPosts(db, scope)]);
  const totals = {
    impressions: posts.reduce((t, p) => t + p.impressions, 0),
    reach: posts.reduce((t, p) => t + p.reach, 0),
    views: posts.reduce((t, p) => t + p.views, 0),
    engagements: posts.reduce((t, p) => t + p.engagements, 0),
  };
  const sources = [...new Set(posts.map((p) => p.source).filter((s): s is MetricSource => s !== null))].sort();
  return {
    data: {
      performances: {
        label: series.map((d) => d.day),
        data: {
          reach: series.map((d) => d.reach),
          engagement_rate: series.map((d) => engagementRate(d.engagements, d.reach)),
          impressions: series.map((d) => d.impressions),
          views: series.map((d) => d.views),
        },
      },
      influencers: influencerTotals(posts),
      posts: posts.map((p) => ({
        id: p.content_id,
        influencer_id: p.creator_id,
        platform: p.channel,
        media_type: p.media_type,
        submission_link: p.post_url ?? '',
      })),
      totals: {
        posts_live: posts.length,
        ...totals,
        engagement_rate: engagementRate(totals.engagements, totals.reach),
      },
      sources,
      simulated: sources.includes('SIMULATED'),
    },
  };
}

// ---- Audience ----

/** POST /reporting/audience_data: the creators' audiences weighted by the reach their posts earned. */
export async function audienceData(deps: Deps, actor: Actor, input: ReportSubject): Promise<AudienceResponse> {
  const scope = await reportScope(deps, actor, input);
  const weighted = weightedAudience(await creatorWeights(deps.db, scope));
  if (!weighted.creators_with_data) return { data: { ...SAMPLE_AUDIENCE, countries: [], cities: [], sample: true } };
  const names = await countryNames(
    deps.db,
    weighted.countries.map((c) => c.name),
  );
  return {
    data: {
      age: weighted.age,
      gender: weighted.gender,
      countries: weighted.countries.map((c) => ({ ...c, name: names.get(c.name) ?? c.name })),
      cities: weighted.cities,
      sample: false,
    },
  };
}

/**
 * Each creator of the report with the reach their posts earned (followers until the first reading) as the weight
 * of their catalogue audience: one grouped query, no costs.
 */
async function creatorWeights(db: Db, scope: ReportScope) {
  const rows = await db.execute<{ reach: string; followers: string; audience: CreatorAudience | null }>(sql`
    select p.reach, p.followers, cr.audience
    from (
      select ci.creator_id, sum(coalesce(m.reach, 0)) as reach, max(coalesce(m.followers, ch.followers, 0)) as followers
      from content_items ci
      join assignments a on a.id = ci.assignment_id
      left join creator_channels ch on ch.creator_id = ci.creator_id and ch.channel = a.channel
      ${figuresJoin(scope)}
      where ${scopeItems(scope)} and ci.status = 'VERIFIED'
      group by ci.creator_id) p
    join creators cr on cr.id = p.creator_id`);
  return rows.rows.map((r) => ({
    weight: Number(r.reach) > 0 ? Number(r.reach) : Number(r.followers),
    audience: r.audience,
  }));
}

async function countryNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await db.execute<{ code: string; name: string }>(
    sql`select code, name from countries where code = any(${`{${codes.join(',')}}`}::text[])`,
  );
  return new Map(rows.rows.map((r) => [r.code, r.name]));
}

// ---- One post ----

const postNotFound = () => fieldError('id', 'Live post not found', 'NOT_FOUND');

/** GET /influencer/social-media-data/{id} with a live post's id: the spec's post metrics (the metrics card). */
export async function postMetrics(deps: Deps, actor: Actor, contentId: string): Promise<PostMetrics> {
  if (!isUuid(contentId)) throw postNotFound();
  const [item] = (
    await deps.db.execute<{ company_id: string }>(
      sql`select company_id from content_items where id = ${contentId} and status = 'VERIFIED'`,
    )
  ).rows;
  if (!item) throw postNotFound();
  await authorizeOr(deps, actor, item.company_id, 'reports.view', postNotFound);
  const [post] = await reportPosts(deps.db, { kind: 'POST', contentId });
  return {
    id: post.content_id,
    influencer_id: post.creator_id,
    name: post.name,
    image: post.avatar,
    handle: post.post_url ? handleFromPostLink(post.post_url) : null,
    platform: post.channel,
    media_type: post.media_type,
    submission_link: post.post_url ?? '',
    followers: post.followers,
    impressions: post.impressions,
    reach: post.reach,
    views: post.views,
    shares: post.shares,
    saved: post.saved,
    engagement_rate: engagementRate(post.engagements, post.reach),
    cpe: costPerEngagementUsd(post.cost_usd, post.engagements),
    captured_at: post.captured_at,
    source: post.source,
  };
}

/** The headline figures of a campaign (its details page and its public page): nothing private. */
export async function headlineOf(db: Db, subjectId: string) {
  const [row] = (
    await db.execute<Record<string, string | boolean>>(sql`
      select count(*) as posts, coalesce(sum(m.reach), 0) as reach, coalesce(sum(m.views), 0) as views,
        coalesce(sum(m.impressions), 0) as impressions,
        coalesce(sum(m.likes + m.comments + m.shares + m.saved), 0) as engagements,
        coalesce(bool_or(m.source = 'SIMULATED'), false) as simulated
      from content_items ci left join post_metrics m on m.content_id = ci.id
      where (ci.campaign_id = ${subjectId} or ci.job_id = ${subjectId}) and ci.status = 'VERIFIED'`)
  ).rows;
  const counts = countsOf(row);
  return {
    posts_live: Number(row.posts),
    reach: counts.reach,
    views: counts.views,
    impressions: counts.impressions,
    engagement_rate: engagementRate(counts.engagements, counts.reach),
    /** Any figure is demo data from the simulated connector (the page labels it). */
    simulated: row.simulated === true || row.simulated === 't',
  };
}
