/**
 * Reports benchmark (issue 20), on PostgreSQL (a fresh database each run): a campaign of 500 creators, one live post
 * each, with 180 days of readings (90,000, each through the roll-up trigger: the ingest rate is reported). Then the
 * p95 server time of POST /api/reporting/campaign_metrics, /audience_data and /insights against a primary-key read
 * in the same run (targets: p95 <= 50 ms and within 10x of the key read), and the CSV export of the campaign over a
 * real socket: rows per second and the process's peak RSS growth for half the days and for all of them (flat when
 * the export streams). Every answer is checked: the totals equal the last day's readings summed, the series is one
 * entry per day, the CSV has one row per post and day. Prints one JSON document.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@app/api/db/client';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { insertMerchant, loginInProcess } from './accounts';
import { benchContext } from './app-context';
import { expectShape, expectStatus, runBench, setting, SMOKE } from './checks';
import { withAdmin } from './server';
import { round, timeCalls } from './timing';

const PG_URL =
  process.env.BENCH_PG_URL ?? `postgres://postgres@127.0.0.1:5432/creatorhub_bench_reports${SMOKE ? '_smoke' : ''}`;
const CREATORS = setting('BENCH_REPORT_CREATORS', 500, 20);
const DAYS = setting('BENCH_REPORT_DAYS', 180, 10);
const RUNS = setting('BENCH_RUNS', 60, 5);
const TARGET_P95_MS = 50;
const TARGET_RATIO = 10;
const DAY_MS = 86_400_000;

/** A brand, a campaign of CREATORS creators with one verified live post each; the owner's token. */
async function setUp(database: Database) {
  const ctx = await benchContext(database, { PASSWORD_HASH_COST: '1024' });
  const { db } = database;
  const token = await loginInProcess(ctx.app, await insertMerchant(db, ctx.config.passwordHashCost));
  const auth = { authorization: `Bearer ${token}` };
  const brand = expectStatus<{ id: string }>(
    'brand',
    await ctx.app.inject({
      method: 'POST',
      url: '/api/companies/new',
      headers: auth,
      payload: { name: 'Bench Reports', company_role: 'BRAND' },
    }),
    201,
  );
  await generateCatalogue(db, { count: CREATORS, seed: 7 });
  // Midnight UTC, so each day's reading (at noon) falls on its own date whatever the hour the bench runs.
  const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - (DAYS + 2) * DAY_MS);
  const [campaign] = (
    await db.execute<{ id: string }>(sql`insert into campaigns (company_id, name, start_at, end_at, budget_minor,
        currency, platforms) values (${brand.id}, 'Bench report campaign', ${start}, now(), 100000000000, 'KES',
        array['INSTAGRAM']) returning id`)
  ).rows;
  const [task] = (
    await db.execute<{ id: string }>(sql`insert into campaign_tasks (campaign_id, position, channel,
        post_content_type, start_at, end_at, bonus_type) values (${campaign.id}, 0, 'INSTAGRAM', 'POST', ${start},
        now(), 'NONE') returning id`)
  ).rows;
  await db.execute(sql`
    insert into assignments (creator_id, source, campaign_id, campaign_task_id, channel, post_content_type, posts,
      amount_minor, currency, status)
    select id, 'CAMPAIGN', ${campaign.id}, ${task.id}, 'INSTAGRAM', 'POST', 1, 1500000, 'KES', 'COMPLETED'
    from creators order by id limit ${CREATORS}`);
  await db.execute(sql`
    insert into content_items (assignment_id, post_index, company_id, campaign_id, creator_id, status, round,
      max_rounds, post_url, post_url_key, created_at, updated_at)
    select a.id, 1, ${brand.id}, ${campaign.id}, a.creator_id, 'VERIFIED', 0, 3,
      'https://www.instagram.com/p/bench' || a.creator_id || '/', 'instagram.com/p/bench' || a.creator_id,
      ${start}, ${start}
    from assignments a where a.campaign_id = ${campaign.id}`);
  return { ctx, auth, brandId: brand.id, campaignId: campaign.id, start };
}

/** DAYS readings per post, day by day (as the refresh job writes them), each through the trigger. */
async function ingest(database: Database, campaignId: string, start: Date) {
  const started = performance.now();
  for (let d = 1; d <= DAYS; d += 1) {
    const at = new Date(start.getTime() + d * DAY_MS + 12 * 3_600_000);
    await database.db.execute(sql`
      insert into post_metric_snapshots (content_id, captured_at, impressions, reach, views, likes, comments, shares,
        saved, followers, source)
      select ci.id, ${at}, r.reach * 2, r.reach, r.reach + 10, r.reach / 20, r.reach / 200, r.reach / 300,
        r.reach / 250, 10000, 'SIMULATED'
      from content_items ci,
        lateral (select floor((1000 + (ci.creator_id % 37) * 150) * (1 - exp(-${d}::float / 4)))::bigint as reach) r
      where ci.campaign_id = ${campaignId}`);
  }
  const seconds = (performance.now() - started) / 1000;
  await database.db.execute(sql`analyze`);
  const readings = CREATORS * DAYS;
  return { readings, seconds: round(seconds), readings_per_second: round(readings / seconds) };
}

/** The CSV export over a real socket, read chunk by chunk: rows, rows per second, the peak RSS growth. */
async function exportCsv(base: string, auth: Record<string, string>, query: string, expectedRows: number) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const res = await fetch(`${base}/api/reporting/campaign_metrics.csv?${query}`, { headers: auth });
  expectShape('csv', res.status === 200 && res.body !== null, `status ${res.status}`);
  let lines = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (const ch of decoder.decode(chunk, { stream: true })) if (ch === '\n') lines += 1;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const rows = lines - 1;
  expectShape('csv', rows === expectedRows, `${rows} rows, expected ${expectedRows}`);
  return { rows, rows_per_second: round(rows / seconds), peak_rss_growth_mb: round((peak - before) / 2 ** 20) };
}

async function main() {
  await withAdmin(PG_URL, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  const database = openDatabase({ databaseUrl: PG_URL });
  try {
    await database.migrate();
    const { ctx, auth, brandId, campaignId, start } = await setUp(database);
    const app = ctx.app;
    const ingestion = await ingest(database, campaignId, start);
    const [{ reach: lastDayReach }] = (
      await database.db.execute<{ reach: string }>(sql`select sum(reach) as reach from post_metrics`)
    ).rows;
    const body = { campaign_id: campaignId };
    const draft = expectStatus<{ id: string }>(
      'draft',
      await app.inject({
        method: 'POST',
        url: '/api/campaign_drafts',
        headers: auth,
        payload: { company_id: brandId, name: 'Bench draft' },
      }),
      201,
    );
    // Each timed series starts from a collected heap (the setup's garbage is not charged to the first one).
    global.gc?.();
    const pk = await timeCalls(async () => {
      const res = await app.inject({ method: 'GET', url: `/api/campaign_drafts/${draft.id}`, headers: auth });
      expectShape('pk', expectStatus<{ id: string }>('pk', res).id === draft.id, 'the draft asked for');
    }, RUNS);
    const timed = async (name: string, check: (answer: any) => boolean, what: string) => {
      global.gc?.();
      const timing = await timeCalls(async () => {
        const res = await app.inject({ method: 'POST', url: `/api/reporting/${name}`, headers: auth, payload: body });
        expectShape(name, check(expectStatus(name, res)), what);
      }, RUNS);
      return {
        request: `POST /api/reporting/${name}`,
        ...timing,
        p95_ratio_to_pk_read: round(timing.p95_ms / pk.p95_ms),
      };
    };
    const figures = [
      await timed(
        'campaign_metrics',
        (a) =>
          a.data.performances.label.length === DAYS &&
          a.data.influencers.length === CREATORS &&
          a.data.totals.reach === Number(lastDayReach) &&
          a.data.performances.data.reach.at(-1) === Number(lastDayReach),
        `${DAYS} days, ${CREATORS} creators, totals equal to the last readings`,
      ),
      await timed(
        'audience_data',
        (a) => Object.values(a.data.age as Record<string, number>).reduce((s, v) => s + v, 0) === 100,
        'age percentages summing to 100',
      ),
      await timed('insights', (a) => typeof a.data.insights === 'object', 'insights by platform'),
    ];
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const half = Math.floor(DAYS / 2);
    const day = (d: number) => new Date(start.getTime() + d * DAY_MS).toISOString().slice(0, 10);
    const exportHalf = await exportCsv(
      base,
      auth,
      `brand_id=${brandId}&from=${day(1)}&to=${day(half)}`,
      CREATORS * half,
    );
    const exportAll = await exportCsv(base, auth, `campaign_id=${campaignId}`, CREATORS * DAYS);
    const worst = Math.max(...figures.map((f) => f.p95_ratio_to_pk_read));
    console.log(
      JSON.stringify(
        {
          benchmark: 'reports',
          smoke: SMOKE,
          database: 'postgres',
          creators: CREATORS,
          days: DAYS,
          ingest: ingestion,
          primary_key_read: { request: 'GET /api/campaign_drafts/{id}', ...pk },
          calls: figures,
          worst_p95_ms: Math.max(...figures.map((f) => f.p95_ms)),
          worst_p95_ratio_to_pk_read: worst,
          csv_export: { half_days: exportHalf, all_days: exportAll },
          targets: { p95_ms_max: TARGET_P95_MS, p95_ratio_to_pk_read_max: TARGET_RATIO },
        },
        null,
        2,
      ),
    );
    await ctx.close();
  } finally {
    await database.close();
  }
}

await runBench(main);
