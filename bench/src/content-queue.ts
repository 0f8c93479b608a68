/**
 * Pre-approval queue benchmark (issue 18): an agency with two brands and 50,000 content items (500 in the smoke
 * mode) over 40 campaigns, their catalogue creators' assignments and every content status; the p50/p95 server time
 * of GET /api/companies/{id}/content (to review, page 1 and page 50, and one campaign's) against a primary-key read
 * in the same run, GET /api/content/{id} (target: queue p95 within 5x; reported, not asserted). On the embedded
 * database and, unless BENCH_SKIP_PG=1, on PostgreSQL (a fresh database each run), with the plans of the queue's
 * statements. Every timed call's status and answer are checked. Prints one JSON document.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@app/api/db/client';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { call, createAgreedCampaign, createCompany } from '@app/api/test/helpers';
import { CONTENT_UNDER_REVIEW } from '@app/shared/content';
import { benchContext } from './app-context';
import { expectShape, expectStatus, runBench, setting, SMOKE } from './checks';
import { withAdmin } from './server';
import { round, timeCalls } from './timing';

const PG_URL =
  process.env.BENCH_PG_URL ?? `postgres://postgres@127.0.0.1:5432/creatorhub_bench_content${SMOKE ? '_smoke' : ''}`;
const ITEMS = setting('BENCH_CONTENT_ITEMS', 50_000, 500);
const CAMPAIGNS = setting('BENCH_CONTENT_CAMPAIGNS', 40, 4);
const RUNS = setting('BENCH_RUNS', 60, 5);
/** Posts per assignment: every campaign has one task of this many posts. */
const POSTS = 5;
const CREATORS_PER_CAMPAIGN = Math.ceil(ITEMS / (CAMPAIGNS * POSTS));
const CATALOGUE = Math.max(200, CREATORS_PER_CAMPAIGN * 6);
const PAGE_SIZE = 20;
const TARGET_RATIO = 5;
const NAME = 'Bench campaign ';

/**
 * Campaign g (0 the newest) ran from (g * 365 / CAMPAIGNS + 30) days ago for 30 days; its items changed last at
 * a point of that window. The newest quarter of the campaigns is still being reviewed (45% of their items wait for
 * a reviewer), the older ones are mostly verified (5% waiting). Rounds 1-3 (a round per draft, a file per round).
 * Deterministic: every choice is a hash of the item's number, so each run builds the same data.
 */
async function insertContent(database: Database, brands: string[]) {
  const { db } = database;
  const recent = Math.max(1, Math.floor(CAMPAIGNS / 4));
  await db.execute(sql`
    insert into campaigns (company_id, name, start_at, end_at, budget_minor, platforms, pre_approval)
    select (${sql.raw(`array['${brands.join("','")}']`)}::uuid[])[1 + g % ${brands.length}],
           ${NAME} || lpad(g::text, 3, '0'),
           now() - (g * 365 / ${CAMPAIGNS} + 30) * interval '1 day',
           now() - (g * 365 / ${CAMPAIGNS}) * interval '1 day',
           50000000, array['INSTAGRAM'], true
    from generate_series(0, ${CAMPAIGNS - 1}) g`);
  await db.execute(sql`
    insert into campaign_tasks (campaign_id, position, channel, post_content_type, start_at, end_at, number_of_posts)
    select id, 0, 'INSTAGRAM', 'POST', start_at, end_at, ${POSTS} from campaigns where name like ${NAME + '%'}`);
  // Each campaign's creators: a window of the catalogue, shifted by campaign.
  await db.execute(sql`
    with cr as (select id, row_number() over (order by id) - 1 as i from creators where is_generated),
         c as (select id, substr(name, ${NAME.length + 1})::int as g from campaigns where name like ${NAME + '%'})
    insert into assignments (creator_id, source, campaign_id, campaign_task_id, channel, post_content_type, posts,
                             amount_minor, currency, status)
    select cr.id, 'CAMPAIGN', c.id, t.id, 'INSTAGRAM', 'POST', ${POSTS}, 1200000, 'KES', 'ACTIVE'
    from c join campaign_tasks t on t.campaign_id = c.id
    join cr on (cr.i - c.g * 97 + ${CATALOGUE * 1000}) % ${CATALOGUE} < ${CREATORS_PER_CAMPAIGN}`);
  await db.execute(sql`
    with a as (
      select a.id, a.creator_id, c.id as campaign_id, c.company_id, c.start_at, c.end_at,
             substr(c.name, ${NAME.length + 1})::int as g,
             row_number() over (order by c.name, a.creator_id) - 1 as n
      from assignments a join campaigns c on c.id = a.campaign_id
      where c.name like ${NAME + '%'}
    ), k as (
      select a.*, p, a.n * ${POSTS} + p as k, ((a.n * ${POSTS} + p) * 2654435761) % 4294967296 as h
      from a cross join generate_series(1, ${POSTS}) p
    ), s as (
      select k.*, case
        when g < ${recent} then case
          when h % 100 < 25 then 'SUBMITTED' when h % 100 < 30 then 'BRAND_APPROVED'
          when h % 100 < 45 then 'LIVE_SUBMITTED' when h % 100 < 55 then 'CHANGES_REQUESTED'
          when h % 100 < 70 then 'APPROVED' when h % 100 < 75 then 'LIVE_REJECTED' else 'VERIFIED' end
        else case
          when h % 100 < 2 then 'SUBMITTED' when h % 100 < 3 then 'BRAND_APPROVED'
          when h % 100 < 5 then 'LIVE_SUBMITTED' when h % 100 < 7 then 'CHANGES_REQUESTED'
          when h % 100 < 12 then 'APPROVED' when h % 100 < 15 then 'LIVE_REJECTED' else 'VERIFIED' end
        end as status,
        start_at + (h % 2592000) * interval '1 second' as changed
      from k
    )
    insert into content_items (assignment_id, post_index, company_id, campaign_id, creator_id, status, round,
                               max_rounds, late, due_at, post_url, post_url_key, created_at, updated_at)
    select id, p, company_id, campaign_id, creator_id, status::content_status,
           case when status = 'CHANGES_REQUESTED' then 1 + (h / 100) % 2 else 1 + (h / 100) % 3 end, 3,
           h % 10 = 0, end_at,
           case when status like 'LIVE%' or status = 'VERIFIED' then 'https://www.instagram.com/p/bench' || k end,
           case when status like 'LIVE%' or status = 'VERIFIED' then 'instagram.com/p/bench' || k end,
           least(changed, start_at + interval '1 day'), changed
    from s`);
  await db.execute(sql`
    insert into content_rounds (content_id, round, caption, late, submitted_at)
    select i.id, r, 'Fresh @juicebrand #FreshJuice #ad', false, i.updated_at - (i.round - r) * interval '2 days'
    from content_items i cross join lateral generate_series(1, i.round) r`);
  await db.execute(sql`
    insert into content_files (round_id, position, storage_key, content_type, size_bytes, filename)
    select r.id, 0, 'content/bench/' || r.id || '.jpg', 'image/jpeg', 250000, 'draft.jpg' from content_rounds r`);
  await db.execute(sql`analyze`);
}

interface QueueAnswer {
  total: number;
  results: Array<{ id: string; status: string; updated_at: string; campaign: { id: string } | null }>;
}

/** The statements a call sends through drizzle (its session logger, set for the call only). */
async function statementsOf(database: Database, run: () => Promise<unknown>) {
  const session = (database.db as unknown as { session?: { logger?: unknown } }).session;
  expectShape('plans', Boolean(session?.logger), "drizzle's session has no logger to capture statements with");
  const before = session!.logger;
  const seen: Array<{ text: string; params: unknown[] }> = [];
  session!.logger = { logQuery: (text: string, params: unknown[]) => seen.push({ text, params }) };
  try {
    await run();
  } finally {
    session!.logger = before;
  }
  return seen;
}

/** EXPLAIN ANALYZE of a statement: its plan nodes, conditions and times (costs and memory left out). */
async function planOf(database: Database, statement: { text: string; params: unknown[] }) {
  const { rows } = await database.raw(`explain analyze ${statement.text}`, statement.params);
  return (rows as Array<{ 'QUERY PLAN': string }>)
    .map((r) => r['QUERY PLAN'].replace(/\s+\(cost=[^)]*\)/, ''))
    .filter((line) => !/^\s*(Buckets|Batches|Buffers|Planning:|Sort Method)/.test(line));
}

async function measure(database: Database, label: string) {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'creatorhub-bench-content-'));
  const ctx = await benchContext(database, { UPLOAD_DIR: uploadDir });
  try {
    const { owner, agency, brand } = await createAgreedCampaign(ctx);
    const second = await createCompany(ctx, owner.token, {
      name: 'Second Brand',
      company_role: 'BRAND',
      parent_id: agency.id,
    });
    await generateCatalogue(database.db, { count: CATALOGUE, seed: 18 });
    const started = performance.now();
    await insertContent(database, [brand.id, second.id]);
    const insertSeconds = round((performance.now() - started) / 1000);
    const count = async (where: ReturnType<typeof sql>) =>
      Number(
        (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from content_items where ${where}`))
          .rows[0].n,
      );
    const underReview = sql`status in (${sql.join(
      CONTENT_UNDER_REVIEW.map((s) => sql`${s}`),
      sql`, `,
    )})`;
    const items = await count(sql`true`);
    const built = CAMPAIGNS * CREATORS_PER_CAMPAIGN * POSTS;
    expectShape('insert', items === built, `${items} content items, not ${built}`);
    const toReview = await count(underReview);
    const [campaign] = (
      await database.db.execute<{ id: string }>(sql`select id from campaigns where name = ${NAME + '000'}`)
    ).rows;
    const campaignToReview = await count(sql`${underReview} and campaign_id = ${campaign.id}`);
    const statuses = Object.fromEntries(
      (
        await database.db.execute<{ status: string; n: number }>(
          sql`select status, count(*)::int as n from content_items group by status order by status`,
        )
      ).rows.map((r) => [r.status, Number(r.n)]),
    );
    // The primary-key read: an item in the middle, as a reviewer opens it.
    const [middle] = (
      await database.db.execute<{ id: string; status: string }>(
        sql`select id, status from content_items order by updated_at, id offset ${Math.floor(items / 2)} limit 1`,
      )
    ).rows;
    const auth = { authorization: `Bearer ${owner.token}` };
    const pkRead = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/content/${middle.id}`, headers: auth });
      const answer = expectStatus<{ id: string; status: string; rounds: unknown[] }>('pk', res);
      expectShape('pk', answer.id === middle.id && answer.status === middle.status, 'not the item asked for');
    };
    const pk = await timeCalls(pkRead, RUNS);
    // The campaigns benchmark's primary-key read (one row, auth and access check), for comparison.
    const draft = await call(ctx.app, {
      method: 'POST',
      url: '/api/campaign_drafts',
      token: owner.token,
      payload: { company_id: brand.id, name: 'Bench draft' },
    });
    expectShape('create draft', draft.status === 201, `status ${draft.status}`);
    const singleRowRead = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/campaign_drafts/${draft.body.id}`, headers: auth });
      expectShape('draft', expectStatus<{ id: string }>('draft', res).id === draft.body.id, 'not the draft asked for');
    };
    const singleRow = await timeCalls(singleRowRead, RUNS);

    const queueUrl = (query: string) => `/api/companies/${agency.id}/content?${query}`;
    const queries = [
      { name: 'to review, page 1', query: `status=TO_REVIEW&page_size=${PAGE_SIZE}`, total: toReview, page: 1 },
      {
        name: 'to review, page 50',
        query: `status=TO_REVIEW&page_size=${PAGE_SIZE}&page_number=50`,
        total: toReview,
        page: 50,
      },
      {
        name: "one campaign's, to review, page 1",
        query: `status=TO_REVIEW&campaign_id=${campaign.id}&page_size=${PAGE_SIZE}`,
        total: campaignToReview,
        page: 1,
        campaign: campaign.id,
      },
    ];
    const requests = [];
    const plans: Record<string, string[][]> = {};
    for (const q of queries) {
      const name = `queue: ${q.name}`;
      const expected = Math.max(0, Math.min(PAGE_SIZE, q.total - (q.page - 1) * PAGE_SIZE));
      const request = async () => {
        const res = await ctx.app.inject({ method: 'GET', url: queueUrl(q.query), headers: auth });
        const answer = expectStatus<QueueAnswer>(name, res);
        const { results } = answer;
        expectShape(name, answer.total === q.total, `total ${answer.total}, not ${q.total}`);
        expectShape(name, results.length === expected, `${results.length} results, not ${expected}`);
        expectShape(
          name,
          results.every(
            (r, i) =>
              CONTENT_UNDER_REVIEW.includes(r.status as never) &&
              (!q.campaign || r.campaign?.id === q.campaign) &&
              (i === 0 || r.updated_at <= results[i - 1].updated_at),
          ),
          'a result of another status or campaign, or out of order',
        );
      };
      const timing = await timeCalls(request, RUNS);
      const statements = await statementsOf(database, request);
      requests.push({
        request: `GET /api/companies/{agency}/content?${q.query.replace(campaign.id, '{campaign}')}`,
        name,
        total: q.total,
        ...timing,
        p95_ratio_to_pk_read: round(timing.p95_ms / pk.p95_ms),
        p95_ratio_to_single_row_read: round(timing.p95_ms / singleRow.p95_ms),
        statements: statements.length,
      });
      plans[name] = [];
      // One at a time: PGlite runs one statement at a time anyway, and the plans' times stay comparable.
      for (const statement of statements.filter((s) => /from "content_items"/.test(s.text)))
        plans[name].push(await planOf(database, statement));
    }
    // Where the primary-key read's time goes: its statements, one after the other.
    plans['primary-key read'] = [];
    for (const statement of await statementsOf(database, pkRead))
      plans['primary-key read'].push(await planOf(database, statement));
    const worst = Math.max(...requests.map((r) => r.p95_ratio_to_pk_read));
    return {
      database: label,
      content_items: items,
      to_review: toReview,
      statuses,
      campaigns: CAMPAIGNS + 1,
      companies: 'agency with 2 brands (the queue is read for the agency: its tree of 3 companies)',
      insert_seconds: insertSeconds,
      primary_key_read: {
        request: 'GET /api/content/{id}',
        ...pk,
        statements: (await statementsOf(database, pkRead)).length,
      },
      single_row_read: {
        request: 'GET /api/campaign_drafts/{id}',
        ...singleRow,
        statements: (await statementsOf(database, singleRowRead)).length,
      },
      requests,
      worst_p95_ratio_to_pk_read: worst,
      target: { p95_ratio_to_pk_read_max: TARGET_RATIO, target_met: worst <= TARGET_RATIO },
      plans,
    };
  } finally {
    await ctx.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
}

async function main() {
  const output: Record<string, unknown> = { benchmark: 'content-queue', smoke: SMOKE, runs_per_figure: RUNS };
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
