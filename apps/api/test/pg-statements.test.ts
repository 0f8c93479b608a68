/**
 * Named statements on PostgreSQL (db/pg-statements.ts, decision 033), on a database of its own on the machine's
 * PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432), through one connection so that the server's
 * `pg_prepared_statements` (a per-session view) shows what the pool's connection holds.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { databaseUrlFor } from '../src/db/migrate-template';
import { MAX_NAMED_PER_CONNECTION } from '../src/db/pg-statements';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `t_${randomUUID().replaceAll('-', '')}`;
let open: Database[] = [];

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** One connection (so the view below is the pool's whole state) on the test's database. */
async function database(preparedStatements = true): Promise<Database> {
  const opened = openDatabase({ databaseUrl: databaseUrlFor(SERVER_URL, name), poolSize: 1, preparedStatements });
  open.push(opened);
  await opened.raw('drop table if exists items; create table items (id int primary key, label text not null)');
  await opened.raw("insert into items values (1, 'one'), (2, 'two'), (3, 'three')");
  return opened;
}

/** What the pool's one connection holds prepared: each statement's text. */
async function prepared(db: Database): Promise<string[]> {
  const { rows } = await db.raw('select statement from pg_prepared_statements where from_sql = false');
  return (rows as Array<{ statement: string }>).map((row) => row.statement);
}

const labelOf = async (db: Database, id: number) =>
  ((await db.db.execute(sql`select label from items where id = ${id}`)).rows[0] as { label: unknown }).label;

beforeAll(() => admin(`create database ${name}`));
afterEach(async () => {
  await Promise.all(open.map((db) => db.close()));
  open = [];
});
afterAll(() => admin(`drop database if exists ${name} with (force)`));

describe('named statements on PostgreSQL', () => {
  it('names a parameterised statement from its second call on; each call reads its own values', async () => {
    const db = await database();
    expect(await labelOf(db, 1)).toBe('one');
    expect(await prepared(db)).toEqual([]);
    expect(await labelOf(db, 2)).toBe('two');
    expect(await labelOf(db, 3)).toBe('three');
    expect(await labelOf(db, 1)).toBe('one');
    expect(await prepared(db)).toEqual(['select label from items where id = $1']);
  });

  it('names the text-and-values form too (raw SQL, the job queue)', async () => {
    const db = await database();
    const label = async (id: number) =>
      ((await db.raw('select label from items where id > $1 order by id limit 1', [id])).rows[0] as { label: string })
        .label;
    expect(await label(0)).toBe('one');
    expect(await prepared(db)).toEqual([]);
    expect(await label(1)).toBe('two');
    expect(await label(2)).toBe('three');
    expect(await prepared(db)).toEqual(['select label from items where id > $1 order by id limit 1']);
  });

  it('leaves a statement without parameters unnamed (it may be a script of several)', async () => {
    const db = await database();
    for (let i = 0; i < 3; i += 1) await db.db.execute(sql`select count(*) from items`);
    expect(await prepared(db)).toEqual([]);
  });

  it('names statements inside a transaction too', async () => {
    const db = await database();
    for (const id of [1, 2, 3])
      await db.db.transaction(async (tx) => {
        await tx.execute(sql`update items set label = label || '!' where id = ${id}`);
      });
    expect(await prepared(db)).toEqual(["update items set label = label || '!' where id = $1"]);
    expect(await labelOf(db, 3)).toBe('three!');
  });

  it('sends nothing named when turned off (PgBouncer in transaction mode before 1.21)', async () => {
    const db = await database(false);
    for (const id of [1, 2, 3]) expect(await labelOf(db, id)).toBeTruthy();
    expect(await prepared(db)).toEqual([]);
  });

  it(`keeps at most ${MAX_NAMED_PER_CONNECTION} named statements a connection; later texts go unnamed`, async () => {
    const db = await database();
    const texts = MAX_NAMED_PER_CONNECTION + 5;
    for (let round = 0; round < 2; round += 1)
      for (let i = 0; i < texts; i += 1)
        expect((await db.db.execute(sql`select ${sql.raw(String(i))} + ${1}::int as n`)).rows[0]).toEqual({ n: i + 1 });
    expect(await prepared(db)).toHaveLength(MAX_NAMED_PER_CONNECTION);
  });

  it('recovers when a migration changes what a named statement returns: one error, then new names', async () => {
    const db = await database();
    // In a transaction the connection stays in the pool after the error (outside one, the pool replaces it).
    const labelInTransaction = (id: number) => db.db.transaction((tx) => labelOf({ ...db, db: tx as never }, id));
    for (const id of [1, 2]) await labelInTransaction(id);
    expect(await prepared(db)).toEqual(['select label from items where id = $1']);
    await db.raw('alter table items alter column label type varchar(20)');
    await expect(labelInTransaction(1)).rejects.toMatchObject({ cause: { code: '0A000' } });
    expect(await labelInTransaction(1)).toBe('one');
    expect(await labelInTransaction(2)).toBe('two');
    // The stale statement stays until the connection closes; the text is named anew beside it.
    expect(await prepared(db)).toEqual([
      'select label from items where id = $1',
      'select label from items where id = $1',
    ]);
  });
});
