/**
 * Creator search benchmark (issue 4): p50/p95 server time of filter combinations over a large catalogue,
 * on PostgreSQL (1,000,000 creators) and on the embedded database (100,000), with the query plans and the
 * ratio to a primary-key lookup on the same database. Catalogues are generated once and reused (the smoke
 * mode's 2,000 creators in databases of their own). Every timed call's status and answer are checked.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { insertMerchant, loginInProcess } from './accounts';
import { expectShape, expectStatus, runBench, setting, SMOKE } from './checks';
import { withAdmin } from './server';
import { round, timeCalls } from './timing';
import { buildApp } from '@app/api/app';
import { openDatabase, type Database } from '@app/api/db/client';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { testConfig } from '@app/api/test/helpers';
import { channelTokens, searchPredicates, whereClause, orderBy } from '@app/api/modules/creators/creators.search';
import { creatorSearchRequestSchema } from '@app/shared/creators';

// The smoke mode keeps its catalogues apart, so it never replaces the full run's.
const PG_URL =
  process.env.BENCH_PG_URL ?? `postgres://postgres@127.0.0.1:5432/creatorhub_bench${SMOKE ? '_smoke' : ''}`;
const LITE_DIR = process.env.BENCH_LITE_DIR ?? path.join(tmpdir(), `creatorhub-bench-lite${SMOKE ? '-smoke' : ''}`);
const PG_SIZE = setting('BENCH_PG_CREATORS', 1_000_000, 2_000);
const LITE_SIZE = setting('BENCH_LITE_CREATORS', 100_000, 2_000);
const RUNS = setting('BENCH_RUNS', 40, 5);

export const COMBINATIONS: Record<string, object> = {
  'channel+level, gender, country; sort followers': {
    channels_with_levels: [{ channel: 'INSTAGRAM', levels: ['MICRO', 'MID'] }],
    gender: 'FEMALE',
    countries: ['KE'],
    sortings: [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
  },
  'interest, age, income; sort engagement': {
    subcategories: [{ enum_value: 'FASHION', subcategory_type: 'POSTING' }],
    age_from: 20,
    age_to: 30,
    income_categories: ['UPPER_MIDDLE', 'HIGH'],
    sortings: [{ sort_by: 'ENGAGEMENT', sort_direction: 'DESC' }],
  },
  'channel, occupation, location, gender; sort followers': {
    channels_with_levels: [{ channel: 'TIKTOK', levels: [] }],
    subcategories: [{ enum_value: 'CHEF', subcategory_type: 'OCCUPATION' }],
    locations: [1, 2],
    gender: 'MALE',
    sortings: [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
  },
  'mega creators, two channels, creator type; sort name': {
    channels_with_levels: [
      { channel: 'YOUTUBE', levels: ['MACRO', 'MEGA'] },
      { channel: 'INSTAGRAM', levels: ['MEGA'] },
    ],
    content_creator_type_ids: [1, 4],
    countries: ['NG', 'ZA'],
    sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }],
  },
  'free text, country, gender; sort followers': {
    free_text: 'amina',
    countries: ['KE', 'NG'],
    gender: 'FEMALE',
    sortings: [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
  },
  'broad: country, gender, age; sort followers, page 5': {
    countries: ['KE'],
    gender: 'FEMALE',
    age_from: 18,
    age_to: 35,
    sortings: [{ sort_by: 'FOLLOWERS', sort_direction: 'DESC' }],
    page_number: 5,
  },
};

async function ensureCatalogue(database: Database, size: number, label: string) {
  const [{ n }] = (
    await database.db.execute<{ n: number }>(sql`select count(*)::int as n from creators where is_generated`)
  ).rows;
  if (Number(n) === size) return;
  process.stderr.write(`generating ${size} creators on ${label}...\n`);
  let last = 0;
  await generateCatalogue(database.db, {
    count: size,
    onProgress: (done, total) => {
      if (done - last >= total / 20 || done === total) {
        process.stderr.write(`  ${done}/${total}\n`);
        last = done;
      }
    },
  });
}

async function planOf(database: Database, body: object): Promise<string[]> {
  const input = creatorSearchRequestSchema.parse(body);
  const levels = new Map([
    ['INSTAGRAM', ['NANO', 'MICRO', 'MID', 'MACRO', 'MEGA']],
    ['TIKTOK', ['NANO', 'MICRO', 'MID', 'MACRO', 'MEGA']],
    ['YOUTUBE', ['NANO', 'MICRO', 'MID', 'MACRO', 'MEGA']],
  ]);
  const where = whereClause(searchPredicates(input, channelTokens(input.channels_with_levels, levels), []));
  const plan = await database.db.execute<{ 'QUERY PLAN': string }>(
    sql`explain select * from creators ${where} order by ${orderBy(input.sortings)}
        limit ${input.page_size} offset ${(input.page_number - 1) * input.page_size}`,
  );
  return plan.rows
    .map((r) => r['QUERY PLAN'])
    .filter((line) => /Scan|Sort|Limit|BitmapAnd|BitmapOr/.test(line))
    .map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
}

async function measure(database: Database, size: number, label: string) {
  await ensureCatalogue(database, size, label);
  // The route's own work is measured: the response cache (decision 035) would answer the repeats from memory.
  const app = await buildApp(testConfig({ LOG_LEVEL: 'silent', RESPONSE_CACHE: 'false' }), { database, logger: false });
  await app.ready();
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const buildStart = performance.now();
  await app.deps.creatorIndex.ready();
  const buildMs = Math.round(performance.now() - buildStart);
  gc();
  // retained by the index once the loaded rows are collected (run with --expose-gc, as npm run bench does)
  const index_build = {
    ms: buildMs,
    retained_heap_mb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1048576),
  };
  const token = await loginInProcess(app, await insertMerchant(database.db, app.deps.config.passwordHashCost));
  const time = (request: () => Promise<unknown>) => timeCalls(request, RUNS);
  // A creator in the middle of the catalogue, looked up by its primary key; the answer must be that creator.
  const [{ id: pkId }] = (
    await database.db.execute<{ id: number }>(
      sql`select id from creators where is_generated order by id offset ${Math.floor(size / 2)} limit 1`,
    )
  ).rows;
  const pk = await time(async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/influencers/find_by_ids',
      headers: { authorization: `Bearer ${token}` },
      payload: { ids: [Number(pkId)] },
    });
    const found = expectStatus<{ influencers: Array<{ id: number }> }>('find_by_ids', res).influencers;
    expectShape('find_by_ids', found?.length === 1 && found[0].id === Number(pkId), `not creator ${pkId}`);
  });
  const results = [];
  for (const [name, body] of Object.entries(COMBINATIONS)) {
    let total = 0;
    let estimate = false;
    const timing = await time(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/influencers/search_for_campaign',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      const parsed = expectStatus<{
        influencers_for_search: unknown[];
        total_search_results: number;
        total_is_estimate: boolean;
        page_number: number;
        page_size: number;
      }>(name, res);
      total = parsed.total_search_results;
      estimate = parsed.total_is_estimate;
      const onPage = Math.max(0, Math.min(parsed.page_size, total - (parsed.page_number - 1) * parsed.page_size));
      expectShape(
        name,
        Array.isArray(parsed.influencers_for_search) &&
          typeof total === 'number' &&
          (estimate || parsed.influencers_for_search.length === onPage),
        `${parsed.influencers_for_search?.length} creators on page ${parsed.page_number} of ${total} matches`,
      );
    });
    results.push({
      filters: name,
      ...timing,
      matches: total,
      count_is_estimate: estimate,
      p95_ratio_to_pk_lookup: round(timing.p95_ms / pk.p95_ms),
      sql_fallback_plan: await planOf(database, body),
    });
  }
  await app.close();
  const worst = Math.max(...results.map((r) => r.p95_ms));
  // A page of 25 ids, written into the statement as the server's page fetch plans it.
  const pageIds = sql.raw(`'{${Array.from({ length: 25 }, (_, i) => i + 1).join(',')}}'::int[]`);
  const pageFetchPlan = (
    await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain select * from creators where id = any(${pageIds})`)
  ).rows.map((r) => r['QUERY PLAN'].trim().replace(/\s+\(cost.*$/, ''));
  return {
    database: label,
    creators: size,
    engine: 'in-memory bitset index + primary-key page fetch',
    index_build,
    page_fetch_plan: pageFetchPlan,
    primary_key_lookup: pk,
    worst_p95_ms: worst,
    combinations: results,
  };
}

function ensurePgDatabase(url: string) {
  return withAdmin(url, async (client, name) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database "${name}"`);
  });
}

async function main() {
  const output: Record<string, unknown> = { benchmark: 'creator-search', smoke: SMOKE, runs_per_combination: RUNS };
  if (process.env.BENCH_SKIP_PG !== '1') {
    await ensurePgDatabase(PG_URL);
    const database = openDatabase({ databaseUrl: PG_URL, poolSize: 4 });
    await database.migrate();
    output.postgres = { ...(await measure(database, PG_SIZE, 'postgres')), target_p95_ms: 50 };
    await database.close();
  }
  if (process.env.BENCH_SKIP_LITE !== '1') {
    mkdirSync(LITE_DIR, { recursive: true });
    const database = openDatabase({ dataDir: LITE_DIR });
    await database.migrate();
    output.pglite = { ...(await measure(database, LITE_SIZE, 'pglite')), target_p95_ms: 150 };
    await database.close();
  }
  console.log(JSON.stringify(output, null, 2));
}

await runBench(main);
