/**
 * Statements built once per shape (db/built-statements.ts): the text is built the first time a shape is asked for
 * and reused after, placeholders are filled per call, different shapes get their own text, and a value bound other
 * than by placeholder is refused (it would be kept with the text and answer later calls with the first one's value).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtStatement } from '../src/db/built-statements';
import type { Db } from '../src/db/client';

let client: PGlite;
/** A drizzle database's driver is what a built statement runs on. */
const database = () => ({ $client: client }) as unknown as Db;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(`create table items (id int primary key, name text);
    insert into items select g, 'item ' || g from generate_series(1, 10) g`);
});
afterAll(async () => client.close());

describe('built statements', () => {
  it('builds a shape once, fills its placeholders per call and keeps shapes apart', async () => {
    let builds = 0;
    const items = builtStatement('items', (shape: { limit: number; desc: boolean }) => {
      builds += 1;
      return sql`select id from items where id >= ${sql.placeholder('from')}
        order by id ${sql.raw(shape.desc ? 'desc' : 'asc')} limit ${sql.raw(String(shape.limit))}`;
    });
    const ids = async (shape: { limit: number; desc: boolean }, from: number) =>
      (await items<{ id: number }>(database(), shape, { from })).map((r) => r.id);
    expect(await ids({ limit: 2, desc: false }, 3)).toEqual([3, 4]);
    expect(await ids({ limit: 2, desc: false }, 7)).toEqual([7, 8]);
    expect(builds).toBe(1);
    expect(await ids({ limit: 3, desc: true }, 1)).toEqual([10, 9, 8]);
    expect(builds).toBe(2);
    expect(await ids({ desc: true, limit: 3 }, 9)).toEqual([10, 9]);
  });

  it('refuses a value bound outside a placeholder', async () => {
    const items = builtStatement(
      'items',
      (shape: { name: string }) => sql`select id from items where name = ${shape.name}`,
    );
    await expect(items(database(), { name: 'item 1' }, {})).rejects.toThrow(
      /items: a value is bound outside a placeholder/,
    );
  });

  it('refuses to run inside a transaction (no driver of its own)', async () => {
    const items = builtStatement('items', () => sql`select id from items where id = ${sql.placeholder('id')}`);
    await expect(items({} as Db, {}, { id: 1 })).rejects.toThrow(/items: runs on a database, not inside a transaction/);
  });

  it('reports a placeholder without a value', async () => {
    const items = builtStatement('items', () => sql`select id from items where id = ${sql.placeholder('id')}`);
    await expect(items(database(), {}, {})).rejects.toThrow(/No value for placeholder "id"/);
  });
});
