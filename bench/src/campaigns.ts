/**
 * Campaign benchmark (issue 11): on a brand with 10,000 campaigns, the p95 server time of
 * POST /api/campaigns/search/companies/{id} and GET /api/campaigns/all/companies/{id} against a
 * primary-key read in the same run (target within 5x), and the server's cost computation for a campaign of
 * 500 creators x 5 deliverables (target p95 <= 20 ms). On the embedded database and, unless
 * BENCH_SKIP_PG=1, on PostgreSQL (a fresh database each run). Prints one JSON document.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '@app/api/app';
import { openDatabase, type Database } from '@app/api/db/client';
import { generateCatalogue } from '@app/api/db/seed/creators';
import type { MailMessage } from '@app/api/infra/mail';
import { computeCampaignCost } from '@app/api/modules/campaigns/pricing';
import { createCompany, createVerifiedMerchant, testConfig, type TestContext } from '@app/api/test/helpers';
import type { DeliverableInput } from '@app/shared/money';
import { withAdmin } from './server';
import { round, timeCalls } from './timing';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/creatorhub_bench_campaigns';
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

async function measure(database: Database, label: string) {
  const mails: MailMessage[] = [];
  const config = testConfig({ PASSWORD_HASH_COST: '1024' });
  const app = await buildApp(config, { database, logger: false, observeMail: (mail) => mails.push(mail) });
  await app.ready();
  const ctx = { app, database, config, mails, close: async () => undefined } satisfies TestContext;
  const owner = await createVerifiedMerchant(ctx);
  const company = await createCompany(ctx, owner.token, { name: 'Bench Co', company_role: 'ACCOUNT' });
  const brand = await createCompany(ctx, owner.token, {
    name: 'Bench Brand',
    company_role: 'BRAND',
    parent_id: company.id,
  });
  await generateCatalogue(database.db, { count: 1500, seed: 21 });
  // 10,000 campaigns over five years around today, names and budgets varied.
  await database.db.execute(sql`
    insert into campaigns (company_id, name, start_at, end_at, budget_minor, platforms)
    select ${brand.id}, 'Campaign ' || lpad(g::text, 5, '0'), now() + ((g % 1800) - 900) * interval '1 day', now() + ((g % 1800) - 900 + 1 + g % 30) * interval '1 day',
           (g % 997 + 10) * 100000, array['INSTAGRAM']
    from generate_series(1, ${CAMPAIGNS}) g`);
  await database.db.execute(sql`analyze campaigns`);
  const auth = { authorization: `Bearer ${owner.token}` };
  const draft = (
    await app.inject({
      method: 'POST',
      url: '/api/campaign_drafts',
      headers: auth,
      payload: { company_id: brand.id, name: 'Bench draft' },
    })
  ).json() as { id: string };
  const ok = (name: string) => (res: { statusCode: number; body: string }) => {
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  const pk = await timeCalls(
    async () => ok('pk')(await app.inject({ method: 'GET', url: `/api/campaign_drafts/${draft.id}`, headers: auth })),
    RUNS,
  );
  const search = async (name: string, payload: object) => {
    const timing = await timeCalls(
      async () =>
        ok(name)(
          await app.inject({
            method: 'POST',
            url: `/api/campaigns/search/companies/${company.id}`,
            headers: auth,
            payload,
          }),
        ),
      RUNS,
    );
    return { request: name, ...timing, p95_ratio_to_pk_read: round(timing.p95_ms / pk.p95_ms) };
  };
  const results = [
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
  const lists = await timeCalls(
    async () =>
      ok('lists')(
        await app.inject({ method: 'GET', url: `/api/campaigns/all/companies/${company.id}`, headers: auth }),
      ),
    RUNS,
  );
  results.push({
    request: 'GET /campaigns/all (three lists by date, 50 each)',
    ...lists,
    p95_ratio_to_pk_read: round(lists.p95_ms / pk.p95_ms),
  });

  // The cost of 500 creators x 5 deliverables, as the server computes it on create (prices read and converted).
  const { rows } = await database.db.execute<{ id: number }>(
    sql`select creator_id as id from creator_channels where channel = 'INSTAGRAM' and prices ? 'POST' order by creator_id limit 500`,
  );
  const ids = rows.map((r) => Number(r.id));
  const deliverables: DeliverableInput[] = (['NONE', 'EXTRA', 'FIXED', 'NONE', 'EXTRA'] as const).map(
    (bonus_type, i) => ({
      channel: 'INSTAGRAM',
      post_content_type: 'POST',
      influencer_ids: ids,
      bonus_type,
      bonus_amount: 50_000 * (i + 1),
      number_of_posts: 1 + (i % 3),
    }),
  );
  const cost = await timeCalls(() => computeCampaignCost(database.db, { currency: 'KES', deliverables }), RUNS);
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
  const output: Record<string, unknown> = { benchmark: 'campaigns', runs_per_figure: RUNS };
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

await main();
