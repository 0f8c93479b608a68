/**
 * drizzle's text types read as text by the embedded database's own parser table (db/pglite-parsers.ts): a query with
 * drizzle's parsers sends none of its own down (PGlite would copy its whole table for it) and still gets the texts;
 * every other query, exec() included, gets dates, arrays and the rest exactly as PGlite alone gives them; and a
 * drizzle database on top reads its columns as before.
 */
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDrizzleTypesAsText } from '../src/db/pglite-parsers';

/** drizzle's PGlite session's parsers (drizzle-orm/pglite/session.js): each of these types as its text. */
const DRIZZLES = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((id) => [
    id,
    (value: string) => value,
  ]),
);
const SELECT = `select '2026-12-06 10:30:15.123456+00'::timestamptz as at, '2026-12-06'::date as day,
  '2026-12-06 10:30:15'::timestamp as local, '1 day 02:00:00'::interval as span,
  array['2026-12-06 10:30:15+00'::timestamptz, '2026-12-07 00:00:00+00'] as ats, array[1.5, 2.25]::numeric[] as amounts,
  42::int as n, '{"a":1}'::jsonb as meta`;

let plain: PGlite;
let client: PGlite;
let sent: Array<QueryOptions | undefined> = [];

beforeAll(async () => {
  plain = new PGlite();
  client = new PGlite();
  // What reaches PGlite's own query(), under the wrapper.
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    sent.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  readDrizzleTypesAsText(client);
  await client.waitReady;
});
beforeEach(() => {
  sent = [];
});
afterAll(async () => {
  await Promise.all([plain.close(), client.close()]);
});

describe("drizzle's text types on PGlite", () => {
  it('answers a query without parsers exactly as PGlite alone does (dates as Date objects)', async () => {
    const [mine, theirs] = await Promise.all([client.query(SELECT), plain.query(SELECT)]);
    expect(mine.rows).toEqual(theirs.rows);
    const [row] = mine.rows as Array<Record<string, unknown>>;
    expect(row.at).toBeInstanceOf(Date);
    expect((row.ats as unknown[])[0]).toBeInstanceOf(Date);
    expect(row.meta).toEqual({ a: 1 });
  });

  it('answers exec() as PGlite alone does', async () => {
    const [mine, theirs] = await Promise.all([client.exec(SELECT), plain.exec(SELECT)]);
    expect(mine[0].rows).toEqual(theirs[0].rows);
    expect((mine[0].rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it("sends no parsers down with drizzle's and gets the same texts", async () => {
    const theirs = await plain.query(SELECT, [], { parsers: DRIZZLES });
    const mine = await client.query(SELECT, [], { rowMode: 'object', parsers: DRIZZLES });
    expect(mine.rows).toEqual(theirs.rows);
    expect((mine.rows[0] as { at: unknown }).at).toBe('2026-12-06 10:30:15.123456+00');
    expect((mine.rows[0] as { ats: unknown }).ats).toBe('{"2026-12-06 10:30:15+00","2026-12-07 00:00:00+00"}');
    expect(sent.at(-1)).toEqual({ rowMode: 'object' });
  });

  it("keeps PGlite's dates beside parsers of other types", async () => {
    const parsers = { [types.INT4]: (value: string) => `#${value}` };
    const [mine, theirs] = await Promise.all([
      client.query(SELECT, [], { parsers }),
      plain.query(SELECT, [], { parsers }),
    ]);
    expect(mine.rows).toEqual(theirs.rows);
    expect((mine.rows[0] as { n: unknown }).n).toBe('#42');
    expect((mine.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
  });

  it('lets drizzle read its columns as before', async () => {
    const db = drizzle(client);
    const { rows } = await db.execute<{ at: string; day: string }>(sql.raw(SELECT));
    expect(rows[0].at).toBe('2026-12-06 10:30:15.123456+00');
    expect(rows[0].day).toBe('2026-12-06');
  });
});
