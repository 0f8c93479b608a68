/**
 * Ledger benchmark (issue 19), on PostgreSQL (a fresh database each run): postings per second with 50 concurrent
 * payouts, each a real `post()` (its own transaction, accounts locked, balances checked), first to 50 distinct
 * creators from 50 escrows (target >= 500/s), then to 50 creators from one escrow (its row lock serialises them;
 * reported); and the trial balance (`trialBalance`, one grouped scan of the entries) over 1,000,000 entries
 * (target p95 <= 200 ms). Every posting's answer is checked, the trial balance must be zero with the debits
 * expected, and `checkLedger` must pass at the end. Prints one JSON document.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@app/api/db/client';
import { generateCatalogue } from '@app/api/db/seed/creators';
import { checkLedger, post, trialBalance, type AccountRef } from '@app/api/modules/payments/ledger';
import { expectShape, runBench, setting, SMOKE } from './checks';
import { withAdmin } from './server';
import { round, timeCalls } from './timing';

const PG_URL =
  process.env.BENCH_PG_URL ?? `postgres://postgres@127.0.0.1:5432/creatorhub_bench_ledger${SMOKE ? '_smoke' : ''}`;
const WORKERS = 50;
const SECONDS = setting('BENCH_LEDGER_SECONDS', 10, 2);
const ENTRIES = setting('BENCH_LEDGER_ENTRIES', 1_000_000, 20_000);
const RUNS = setting('BENCH_RUNS', 30, 5);
const TARGET_POSTINGS_PER_SECOND = 500;
const TARGET_TRIAL_P95_MS = 200;
const CURRENCY = 'KES';
/** What each escrow is funded with: far more than a run can pay out. */
const FUNDED_MINOR = 10 ** 12;

/** A company, a campaign and WORKERS fundings of it (the escrows), WORKERS catalogue creators. */
async function setUp(database: Database) {
  const { db } = database;
  await generateCatalogue(db, { count: WORKERS });
  const creators = (await db.execute(sql`select id from creators order by id limit ${WORKERS}`)).rows.map((r) =>
    Number((r as { id: number }).id),
  );
  const company = (
    await db.execute(sql`insert into companies (name, company_role) values ('Bench ledger', 'BRAND') returning id`)
  ).rows[0] as { id: string };
  const fundings: string[] = [];
  for (let i = 0; i < WORKERS; i += 1) {
    const campaign = (
      await db.execute(sql`insert into campaigns (company_id, name, start_at, end_at)
        values (${company.id}, ${`Bench ${i}`}, now(), now() + interval '30 days') returning id`)
    ).rows[0] as { id: string };
    const funding = (
      await db.execute(sql`insert into payment_fundings (company_id, campaign_id, subject, method, provider, status,
          currency, work_minor, fee_minor, vat_minor, total_minor)
        values (${company.id}, ${campaign.id}, 'bench', 'MPESA', 'SANDBOX', 'FUNDED', ${CURRENCY},
          ${FUNDED_MINOR}, 0, 0, ${FUNDED_MINOR}) returning id`)
    ).rows[0] as { id: string };
    fundings.push(funding.id);
  }
  const escrow = (i: number): AccountRef => ({
    kind: 'ESCROW',
    currency: CURRENCY,
    fundingId: fundings[i],
    companyId: company.id,
  });
  for (let i = 0; i < WORKERS; i += 1)
    await db.transaction((tx) =>
      post(tx, {
        kind: 'funding.collected',
        idempotencyKey: `bench:fund:${i}`,
        currency: CURRENCY,
        postings: [
          { account: { kind: 'PROVIDER_CLEARING', currency: CURRENCY }, amount_minor: FUNDED_MINOR },
          { account: escrow(i), amount_minor: -FUNDED_MINOR },
        ],
      }),
    );
  return { creators, escrow };
}

/** WORKERS loops posting payouts for SECONDS; `escrowOf(worker)` picks the escrow. Postings per second. */
async function payoutRate(database: Database, label: string, creators: number[], escrowOf: (w: number) => AccountRef) {
  const deadline = Date.now() + SECONDS * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const written = await database.db.transaction((tx) =>
          post(tx, {
            kind: 'payout.release',
            idempotencyKey: `bench:${label}:${worker}:${n}`,
            currency: CURRENCY,
            postings: [
              { account: escrowOf(worker), amount_minor: 1_000 },
              {
                account: { kind: 'CREATOR_PAYABLE', currency: CURRENCY, creatorId: creators[worker] },
                amount_minor: -950,
              },
              { account: { kind: 'WITHHOLDING_PAYABLE', currency: CURRENCY }, amount_minor: -50 },
            ],
          }),
        );
        expectShape(label, written, 'every posting is written once');
        count += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { postings: count, seconds: round(seconds), postings_per_second: round(count / seconds) };
}

/** Fills the ledger up to ENTRIES entries with balanced pairs (one SQL statement each), as history would. */
async function fillEntries(database: Database) {
  const { db } = database;
  const existing = Number(
    ((await db.execute(sql`select count(*)::int as n from ledger_entries`)).rows[0] as { n: number }).n,
  );
  const pairs = Math.max(0, Math.ceil((ENTRIES - existing) / 2));
  await db.execute(sql`
    insert into ledger_transactions (kind, idempotency_key, currency)
    select 'bench.history', 'bench:history:' || g, ${CURRENCY} from generate_series(1, ${pairs}) g`);
  await db.execute(sql`
    with t as (select id, row_number() over () as g from ledger_transactions where kind = 'bench.history'),
         a as (select (select id from ledger_accounts where kind = 'PROVIDER_CLEARING') as cash,
                      (select id from ledger_accounts where kind = 'WITHHOLDING_PAYABLE') as tax)
    insert into ledger_entries (transaction_id, account_id, currency, amount_minor)
    select t.id, case when side = 1 then a.cash else a.tax end, ${CURRENCY},
           case when side = 1 then 100 + t.g % 900 else -(100 + t.g % 900) end
    from t, a, (values (1), (2)) s(side)`);
  // Keep the cached balances equal to their entries (checkLedger checks them).
  await db.execute(sql`
    update ledger_accounts a set balance_minor = s.total
    from (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) s
    where s.account_id = a.id`);
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze ledger_entries`);
  return Number(((await db.execute(sql`select count(*)::int as n from ledger_entries`)).rows[0] as { n: number }).n);
}

async function main() {
  await withAdmin(PG_URL, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  const database = openDatabase({ databaseUrl: PG_URL, poolSize: WORKERS });
  try {
    await database.migrate();
    const { creators, escrow } = await setUp(database);
    const distinct = await payoutRate(database, 'distinct', creators, (w) => escrow(w));
    const oneEscrow = await payoutRate(database, 'one-escrow', creators, () => escrow(0));
    const entries = await fillEntries(database);
    let debits = 0;
    const trial = await timeCalls(async () => {
      const [row] = await trialBalance(database.db);
      expectShape('trial balance', row?.difference_minor === 0, 'debits equal credits');
      debits = row.debits_minor;
    }, RUNS);
    expectShape('trial balance', debits > 0, 'the entries are summed');
    const check = await checkLedger(database.db);
    expectShape('ledger check', check.ok, 'the ledger passes every check after the run');
    console.log(
      JSON.stringify(
        {
          benchmark: 'ledger',
          smoke: SMOKE,
          database: 'postgres',
          concurrent_payouts: WORKERS,
          distinct_creators: { ...distinct, target_per_second: TARGET_POSTINGS_PER_SECOND },
          one_escrow: oneEscrow,
          trial_balance: { entries, runs: RUNS, ...trial, target_p95_ms: TARGET_TRIAL_P95_MS },
        },
        null,
        2,
      ),
    );
  } finally {
    await database.close();
  }
}

await runBench(main);
