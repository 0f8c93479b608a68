/**
 * Embedded test databases, reused within a worker: starting PGlite from the template dump costs about 0.8 s of
 * CPU per file, resetting a used instance to the migrated state a few tens of milliseconds. A test file gets an
 * idle instance reset to its baseline (the rows the migrations wrote), or a new one when none is idle; when
 * the file is done the instance goes back to the pool, unless the file closed it or broke its schema (then it
 * is dropped). See docs/decisions/010-test-database-template.md.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';

/** Where the migrated rows are copied once per instance, so a reset can put them back. */
const BASELINE_SCHEMA = 'test_baseline';

interface Pooled {
  database: Database;
  closed: boolean;
  /** Statements that empty every table and restore the migrated rows and sequence positions. */
  reset: string[];
}

const idle: Pooled[] = [];

/** A migrated embedded database for one test file; `release` hands it back for the next file. */
export async function acquirePglite(
  template: Blob | undefined,
): Promise<{ database: Database; release(): Promise<void> }> {
  const pooled = (await takeIdle()) ?? (await openPooled(template));
  return {
    database: pooled.database,
    release: async () => {
      if (!pooled.closed) idle.push(pooled);
    },
  };
}

async function takeIdle(): Promise<Pooled | undefined> {
  for (let pooled = idle.pop(); pooled; pooled = idle.pop()) {
    try {
      await pooled.database.db.transaction(async (tx) => {
        for (const statement of pooled.reset) await tx.execute(sql.raw(statement));
      });
      return pooled;
    } catch {
      // A file left the schema changed (a renamed table after a failed assertion): start afresh instead.
      await pooled.database.close();
    }
  }
  return undefined;
}

async function openPooled(template: Blob | undefined): Promise<Pooled> {
  const inner = openDatabase({ dataDir: 'memory://', loadDataDir: template });
  // No template (no global setup, or its file was removed under us): migrate this one.
  if (!template) await inner.migrate();
  const pooled: Pooled = { database: inner, closed: false, reset: [] };
  // A test that closes its database (failure.test.ts) takes it out of the pool for good.
  pooled.database = { ...inner, close: () => ((pooled.closed = true), inner.close()) };
  pooled.reset = await captureBaseline(inner);
  return pooled;
}

/** Copies the migrated rows aside and returns the statements that bring the database back to this state. */
async function captureBaseline(database: Database): Promise<string[]> {
  const rows = async <T>(query: string) => (await database.db.execute(sql.raw(query))).rows as T[];
  const tables = (
    await rows<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((t) => t.name);
  await database.db.execute(sql.raw(`create schema ${BASELINE_SCHEMA}`));
  const restore: string[] = [];
  for (const table of tables) {
    const [{ filled }] = await rows<{ filled: boolean }>(`select exists (select 1 from public.${table}) as filled`);
    if (!filled) continue;
    // Generated columns cannot be written; they are computed again on insert.
    const [{ columns }] = await rows<{ columns: string }>(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
       from information_schema.columns
       where table_schema = 'public' and quote_ident(table_name) = ${quoteLiteral(table)} and is_generated = 'NEVER'`,
    );
    await database.db.execute(
      sql.raw(`create table ${BASELINE_SCHEMA}.${table} as select ${columns} from public.${table}`),
    );
    restore.push(
      `insert into public.${table} (${columns}) overriding system value ` +
        `select ${columns} from ${BASELINE_SCHEMA}.${table}`,
    );
  }
  const sequences = await rows<{ name: string; last_value: string | null }>(
    `select quote_literal('public.' || quote_ident(sequencename)) as name, last_value::text
     from pg_sequences where schemaname = 'public'`,
  );
  // Sequences go back to where the migrations left them (most to "never used").
  const positions = sequences.map((s) =>
    s.last_value === null ? `select setval(${s.name}, 1, false)` : `select setval(${s.name}, ${Number(s.last_value)})`,
  );
  // DELETE, not TRUNCATE: PGlite makes new files for every table and index on truncate (about 0.6 s for
  // ours), while deleting the few rows a test file wrote takes milliseconds. Foreign keys and triggers are
  // off meanwhile (replica role), so the order does not matter; the trigger-kept rows come back from the copy.
  const empty = ['set local session_replication_role = replica', ...tables.map((t) => `delete from public.${t}`)];
  return [...empty, ...restore, ...positions];
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
