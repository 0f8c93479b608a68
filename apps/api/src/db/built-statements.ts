/**
 * Statements built once per shape (issue 22). drizzle builds a statement's text anew on every call: for the campaign
 * lists (three lists, each a lateral read per company) that was about a tenth of the request's CPU and a fifth of
 * what it allocated, the same text every time. A built statement is made from a plain `shape` (what decides its
 * text: how many companies, which sorts, which filters) and keeps the text per shape; everything else reaches it
 * as a named placeholder (`sql.placeholder`), filled per call. The database still sees the parameters it saw (so
 * both databases keep their prepared statements and plans, decisions 031 and 033).
 */
import { fillPlaceholders, is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { growingLru } from '../infra/lru';
import type { Db } from './client';

/** Shapes kept per statement; the least recently used is built again when needed. */
export const BUILT_SHAPES_LIMIT = 200;

type Shape = Record<string, unknown>;
type Built = { sql: string; params: unknown[] };
/** The driver under a drizzle database: node-postgres's pool (the primary's or the replica's) or the PGlite client. */
type Driver = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

const dialect = new PgDialect();

/** A placeholder as drizzle binds it: bare (`sql.placeholder`) or in a column encoder (`eq(column, placeholder)`). */
const isPlaceholder = (param: unknown) => is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

/**
 * The statement `build` makes of a shape, run with `values` for its placeholders on the driver under `db` (rows as
 * the driver reads them, JSON values parsed; a replica-reading route's `db` is the replica's). `build` must depend
 * on the shape alone: the shape (as JSON) is the key, and a value bound other than by placeholder is refused when
 * built, since it would be kept with the text. Not for a transaction (it has no driver of its own).
 */
export function builtStatement<S extends Shape>(name: string, build: (shape: S) => SQL) {
  const texts = growingLru<string, Built>(BUILT_SHAPES_LIMIT);
  const textOf = (shape: S): Built => {
    const key = JSON.stringify(shape);
    let built = texts.get(key);
    if (!built) {
      built = dialect.sqlToQuery(build(shape));
      if (!built.params.every(isPlaceholder)) {
        throw new Error(`${name}: a value is bound outside a placeholder and would be kept with the statement's text`);
      }
      texts.set(key, built);
    }
    return built;
  };
  return async <Row>(db: Db, shape: S, values: Record<string, unknown>): Promise<Row[]> => {
    const driver = (db as { $client?: Driver }).$client;
    if (!driver) throw new Error(`${name}: runs on a database, not inside a transaction`);
    const built = textOf(shape);
    const { rows } = await driver.query(built.sql, fillPlaceholders(built.params, values));
    return rows as Row[];
  };
}
