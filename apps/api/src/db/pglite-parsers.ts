/**
 * drizzle's PGlite session passes result parsers with every query: for dates, times and intervals (and arrays of
 * them, and of numerics), each returning PostgreSQL's text as it came, which drizzle's columns then read. PGlite
 * merges a query's parsers into a copy of its own table of every type it knows (about 200, one per array type
 * too) on each call, which cost the embedded database about 0.2 ms per statement, as much as a primary-key read
 * (issue 22). Here the instance's own table reads those types as text, once; a query that brings exactly
 * drizzle's parsers needs none of its own, and every other one gets PGlite's usual parsers for those types back
 * (dates as Date objects for the job queue's SQL and any raw read), so no caller sees a different value.
 */
import { types, type PGlite, type QueryOptions } from '@electric-sql/pglite';

type Parser = PGlite['parsers'][number];

/** The types drizzle reads as text, with the element type of each array among them. */
const TEXT_TYPES: Record<number, number | null> = {
  [types.TIMESTAMP]: null,
  [types.TIMESTAMPTZ]: null,
  [types.INTERVAL]: null,
  [types.DATE]: null,
  1231: types.NUMERIC, // numeric[]
  1115: types.TIMESTAMP, // timestamp[]
  1185: types.TIMESTAMPTZ, // timestamptz[]
  1187: types.INTERVAL, // interval[]
  1182: types.DATE, // date[]
};
const TEXT_TYPE_IDS = Object.keys(TEXT_TYPES);

const asText: Parser = (value) => value;

/** Whether a query's parsers are drizzle's: exactly those types (each read as text, which is all drizzle does). */
const isDrizzles = (parsers: QueryOptions['parsers']) =>
  parsers !== undefined &&
  Object.keys(parsers).length === TEXT_TYPE_IDS.length &&
  TEXT_TYPE_IDS.every((id) => id in parsers);

/**
 * PGlite's own parsers for those types, as a query without parsers of its own got them: dates as Date objects, the
 * arrays parsed over their element's parser.
 */
const USUAL: Record<number, Parser> = Object.fromEntries(
  Object.entries(TEXT_TYPES).map(([id, element]): [string, Parser] => [
    id,
    element === null
      ? types.parsers[Number(id)]
      : (value, typeId) => types.arrayParser(value, types.parsers[element], typeId ?? Number(id)),
  ]),
);

/**
 * Makes `client` read drizzle's text types as text by default, and wraps `query` and `exec` so that each call still
 * gets the values it asked for. Call it right after creating the client (before any query), and last among the
 * wrappers of `client.query`.
 */
export function readDrizzleTypesAsText(client: PGlite): void {
  const query = client.query.bind(client) as PGlite['query'];
  const exec = client.exec.bind(client) as PGlite['exec'];
  const readAsText = () => {
    for (const id of TEXT_TYPE_IDS) client.parsers[Number(id)] = asText;
  };
  // Now, and again once PGlite's start has added its array types' parsers: a query waits for the start, and this
  // reaction, registered first, runs before any query's.
  readAsText();
  void client.waitReady.then(readAsText, () => undefined);
  const optionsFor = (options?: QueryOptions): QueryOptions => {
    if (isDrizzles(options?.parsers)) {
      const { parsers: _drizzles, ...rest } = options!;
      return rest;
    }
    return { ...options, parsers: { ...USUAL, ...options?.parsers } };
  };
  client.query = function textTypesQuery<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return query<T>(text, params, optionsFor(options));
  } as PGlite['query'];
  client.exec = function textTypesExec(text: string, options?: QueryOptions) {
    return exec(text, optionsFor(options));
  } as PGlite['exec'];
}
