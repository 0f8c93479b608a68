/**
 * Prepared statements on the embedded database (db/pglite-statements.ts, decision 031): a text seen a second time is
 * EXECUTEd from a prepared statement with the same answers, values of every kind arrive as query() would bind them,
 * errors stay the same, the number kept is bounded, and transactions are left alone.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparePgliteStatements } from '../src/db/pglite-statements';

let client: PGlite;
const preparedCount = async () =>
  Number((await client.exec('select count(*)::int as n from pg_prepared_statements'))[0].rows[0].n);

beforeEach(async () => {
  client = new PGlite();
  await client.exec(`create table items (
    id int primary key, name text, meta jsonb, at timestamptz, flag boolean, tags text[], amount numeric, data bytea)`);
});
afterEach(async () => client.close());

const INSERT = 'insert into items values ($1, $2, $3, $4, $5, $6, $7, $8) returning id';
const row = (id: number) => [
  id,
  `O'Brien \\ "${id}" ; drop table items; --`,
  { nested: { quote: "it's" }, list: [1, 2] },
  new Date(Date.UTC(2026, 11, 6, 10, 30, 15, 123)),
  id % 2 === 0,
  `{"a b","c'd"}`,
  '12345678901234567890.25',
  new Uint8Array([0, 39, 92, 255]),
];

describe('prepared statements on PGlite', () => {
  it('prepares a text on its second sighting and answers exactly as query() does', async () => {
    await client.query(INSERT, row(1));
    expect(await preparedCount()).toBe(0);
    preparePgliteStatements(client);
    const select = 'select * from items where name = $1 and id = $2';
    const plain = await client.query(select, [row(1)[1], 1]);
    expect(await preparedCount()).toBe(0);
    const prepared = await client.query(select, [row(1)[1], 1]);
    expect(await preparedCount()).toBe(1);
    expect(prepared.rows).toEqual(plain.rows);
    expect(prepared.fields).toEqual(plain.fields);
    expect(prepared.rows).toHaveLength(1);
    const union = '(select id from items where id = $1) union all (select id from items where id = $2) order by id';
    for (let i = 0; i < 2; i += 1) expect((await client.query(union, [1, 2])).rows).toEqual([{ id: 1 }]);
    expect(await preparedCount()).toBe(2);
  });

  it('binds values as query() would: quotes, JSON, dates, booleans, arrays, numerics, bytes, nulls', async () => {
    preparePgliteStatements(client);
    for (const id of [1, 2, 3]) await client.query(INSERT, row(id));
    await client.query(INSERT, [4, null, null, null, null, null, null, null]);
    await client.query(INSERT, [5, null, null, null, null, null, null, null]);
    expect(await preparedCount()).toBe(1);
    const { rows } = await client.query<Record<string, unknown>>('select * from items order by id');
    // Row 1 went through query() itself, rows 2 and 3 through the prepared statement.
    expect(rows[1]).toEqual({ ...rows[0], id: 2, name: row(2)[1], flag: true });
    expect(rows[2]).toEqual({ ...rows[0], id: 3, name: row(3)[1], flag: false });
    expect(rows[2]).toMatchObject({
      name: row(3)[1],
      meta: { nested: { quote: "it's" }, list: [1, 2] },
      at: new Date(Date.UTC(2026, 11, 6, 10, 30, 15, 123)),
      tags: ['a b', "c'd"],
      amount: '12345678901234567890.25',
      data: new Uint8Array([0, 39, 92, 255]),
    });
    expect(rows[4]).toEqual({ ...rows[3], id: 5 });
    expect(rows[4]).toMatchObject({
      name: null,
      meta: null,
      at: null,
      flag: null,
      tags: null,
      amount: null,
      data: null,
    });
  });

  it('reports the same errors: a duplicate key from a prepared insert, a syntax error every time', async () => {
    preparePgliteStatements(client);
    await client.query(INSERT, row(1));
    await client.query(INSERT, row(2));
    await expect(client.query(INSERT, row(2))).rejects.toMatchObject({ code: '23505' });
    for (let i = 0; i < 3; i += 1)
      await expect(client.query('select nme from items where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect(await preparedCount()).toBe(1);
  });

  it('keeps at most the limit prepared, deallocating the least recently used', async () => {
    preparePgliteStatements(client, 3);
    for (let k = 1; k <= 5; k += 1)
      for (let i = 0; i < 2; i += 1) await client.query(`select ${k} as k, id from items where id = $1`, [k]);
    await client.query('select 1');
    expect(await preparedCount()).toBe(3);
    const { rows } = await client.query<{ k: number }>('select 4 as k, id from items where id = $1', [4]);
    expect(rows).toEqual([]);
  });

  it('runs a statement as it came when its prepared one went away meanwhile, and prepares it again later', async () => {
    preparePgliteStatements(client);
    await client.query(INSERT, row(1));
    const select = 'select id from items where id = $1';
    for (let i = 0; i < 2; i += 1) await client.query(select, [1]);
    await client.exec('deallocate all');
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1 }]);
    expect(await preparedCount()).toBe(0);
    for (let i = 0; i < 2; i += 1) expect((await client.query(select, [1])).rows).toEqual([{ id: 1 }]);
    expect(await preparedCount()).toBe(1);
  });

  it('leaves transactions to their own query()', async () => {
    preparePgliteStatements(client);
    await client.transaction(async (tx) => {
      for (const id of [1, 2]) await tx.query(INSERT, row(id));
    });
    expect(await preparedCount()).toBe(0);
    expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });
});
