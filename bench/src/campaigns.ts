/**
 * Campaign benchmark (issue 11): on a brand with 10,000 campaigns, the p95 server time of
 * POST /api/campaigns/search/companies/{id} and GET /api/campaigns/all/companies/{id} against a
 * primary-key read in the same run (target within 5x), and the server's cost computation for a campaign of
 * 500 creators x 5 deliverables (target p95 <= 20 ms). On the embedded database and, unless
 * BENCH_SKIP_PG=1, on PostgreSQL (a fresh database each run). Every timed call's status and answer are checked.
 * Prints one JSON document.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '@app/api/app';
import { openDatabase, type Database } from '@app/api/db/client';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { computeCampaignCost } from '@app/api/modules/campaigns/pricing';
import { testConfig } from '@app/api/test/helpers';
import type { FastifyInstance } from 'fastify';
import { insertMerchant, loginInProcess } from './accounts';
import { expectShape, expectStatus, runBench, setting, SMOKE } from './checks';
import { withAdmin } from './server';
import { round, timeCalls } from './timing';

const PG_URL =
  process.env.BENCH_PG_URL ?? `postgres://postgres@127.0.0.1:5432/creatorhub_bench_campaigns${SMOKE ? '_smoke' : ''}`;
const CAMPAIGNS = setting('BENCH_CAMPAIGNS', 10_000, 300);
const RUNS = setting('BENCH_RUNS', 60, 5);

async function createCompany(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/companies/new',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  const company = expectStatus<{ id: string }>('create company', res, 201);
  expectShape('create company', typeof company?.id === 'string', 'no id');
  return company;
}

interface Summary {
  id: string;
}

/** A deliverable as the cost computation takes it (its type is the computation's own). */
type DeliverableInput = Parameters<typeof computeCampaignCost>[1]['deliverables'][number];

interface Figure {
  request: string;
  p50_ms: number;
  p95_ms: number;
  p95_ratio_to_pk_read: number;
  matches?: number;
}

async function measure(database: Database, label: string) {
  // The route's own work is measured: the response cache (decision 035) would answer the repeats from memory.
  const config = testConfig({ PASSWORD_HASH_COST: '1024', RESPONSE_CACHE: 'false' });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const token = await loginInProcess(app, await insertMerchant(database.db, config.passwordHashCost));
  const company = await createCompany(app, token, { name: 'Bench Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(app, token, { name: 'Bench Brand', company_role: 'BRAND', parent_id: company.id });
  await generateCatalogue(database.db, { count: 1500, seed: 21 });
  // 10,000 campaigns (300 in the smoke mode) over five years around today, names and budgets varied.
  await database.db.execute(sql`
    insert into campaigns (company_id, name, start_at, end_at, budget_minor, platforms)
    select ${brand.id}, 'Campaign ' || lpad(g::text, 5, '0'),
           now() + ((g * 7 % 1800) - 900) * interval '1 day',
           now() + ((g * 7 % 1800) - 900 + 1 + g % 30) * interval '1 day',
           (g % 997 + 10) * 100000, array['INSTAGRAM']
    from generate_series(1, ${CAMPAIGNS}) g`);
  await database.db.execute(sql`analyze campaigns`);
  const auth = { authorization: `Bearer ${token}` };
  const draft = expectStatus<{ id: string }>(
    'create draft',
    await app.inject({
      method: 'POST',
      url: '/api/campaign_drafts',
      headers: auth,
      payload: { company_id: brand.id, name: 'Bench draft' },
    }),
    201,
  );
  const pk = await timeCalls(async () => {
    const res = await app.inject({ method: 'GET', url: `/api/campaign_drafts/${draft.id}`, headers: auth });
    expectShape('pk', expectStatus<{ id: string }>('pk', res).id === draft.id, 'not the draft asked for');
  }, RUNS);
  const search = async (name: string, payload: object): Promise<Figure> => {
    let count = 0;
    const timing = await timeCalls(async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/campaigns/search/companies/${company.id}`,
        headers: auth,
        payload,
      });
      const answer = expectStatus<{ search_results: Summary[]; results_count: number }>(name, res);
      count = answer.results_count;
      expectShape(name, Array.isArray(answer.search_results) && count > 0, `${count} results`);
    }, RUNS);
    return { request: name, ...timing, matches: count, p95_ratio_to_pk_read: round(timing.p95_ms / pk.p95_ms) };
  };
  const results: Figure[] = [
    await search('search: defaults (start date desc, page 1 of 10)', {}),
    await search('search: upcoming, sorted by budget, page 20', {
      campaign_statuses: ['UPCOMING'],
      sortings: [{ sort_by: 'BUDGET', sort_direction: 'DESC' }],
      page_number: 20,
    }),
    await search('search: name contains "12", by name', {
      name: '12',
      sortings: [{ sort_by: 'NAME', sort_direction: 'ASC' }],
      page_size: 50,
    }),
  ];
  const lists = await timeCalls(async () => {
    const res = await app.inject({ method: 'GET', url: `/api/campaigns/all/companies/${company.id}`, headers: auth });
    const answer = expectStatus<Record<string, Summary[]>>('lists', res);
    const sizes = ['ongoing_campaigns', 'upcoming_campaigns', 'finished_campaigns'].map((k) => answer[k]?.length);
    expectShape(
      'lists',
      sizes.every((n) => typeof n === 'number') && sizes.some((n) => n > 0),
      `list sizes ${sizes.join(', ')}`,
    );
  }, RUNS);
  results.push({
    request: 'GET /campaigns/all (three lists by date, 50 each)',
    ...lists,
    p95_ratio_to_pk_read: round(lists.p95_ms / pk.p95_ms),
  });

  // The cost of 500 creators x 5 deliverables, as the server computes it on create (prices read and converted).
  const { rows } = await database.db.execute<{ id: number }>(
    sql`select creator_id as id from creator_channels
        where channel = 'INSTAGRAM' and prices ? 'POST' order by creator_id limit 500`,
  );
  const ids = rows.map((r) => Number(r.id));
  const deliverables: DeliverableInput[] = (['NONE', 'EXTRA', 'FIXED', 'NONE', 'EXTRA'] as const).map(
    (bonus_type, i) => ({
      channel: 'INSTAGRAM',
      post_content_type: 'POST',
      influencer_ids: ids,
      bonus_type,
      bonus_amount_minor: 50_000 * (i + 1),
      number_of_posts: 1 + (i % 3),
    }),
  );
  const lines = deliverables.reduce((n, d) => n + d.influencer_ids.length, 0);
  const cost = await timeCalls(async () => {
    const computed = await computeCampaignCost(database.db, { currency: 'KES', deliverables });
    expectShape('cost', computed.lines.length === lines, `${computed.lines.length} cost lines, not ${lines}`);
  }, RUNS);
  await app.close();
  const worstRatio = Math.max(...results.map((r) => r.p95_ratio_to_pk_read));
  return {
    database: label,
    campaigns: CAMPAIGNS,
    primary_key_read: { request: 'GET /api/campaign_drafts/{id}', ...pk },
    requests: results,
    worst_p95_ratio_to_pk_read: worstRatio,
    cost_computation: { creators: ids.length, deliverables: deliverables.length, ...cost },
    targets: {
      p95_ratio_to_pk_read_max: 5,
      met_ratio: worstRatio <= 5,
      cost_p95_ms_max: 20,
      met_cost: cost.p95_ms <= 20,
    },
  };
}

async function main() {
  const output: Record<string, unknown> = { benchmark: 'campaigns', smoke: SMOKE, runs_per_figure: RUNS };
  if (process.env.BENCH_SKIP_LITE !== '1') {
    const database = openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    output.pglite = await measure(database, 'pglite');
    await database.close();
  }
  if (process.env.BENCH_SKIP_PG !== '1') {
    await withAdmin(PG_URL, async (client, name) => {
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.query(`create database "${name}"`);
    });
    const database = openDatabase({ databaseUrl: PG_URL, poolSize: 4 });
    await database.migrate();
    output.postgres = await measure(database, 'postgres');
    await database.close();
  }
  console.log(JSON.stringify(output, null, 2));
}

await runBench(main);
