/**
 * Named statements on PostgreSQL (docs/decisions/033-postgres-named-statements.md): node-postgres sends every
 * statement drizzle builds unnamed, so the server parses, analyses and plans the same text on every call. A
 * parameterised statement seen a second time is sent under a name derived from its text instead; each connection
 * parses it once and PostgreSQL keeps its analysis (and, when it costs no more, a generic plan), as the embedded
 * database does since decision 031. PgBouncer in transaction mode before 1.21 cannot carry named statements: there
 * DATABASE_PREPARED_STATEMENTS=false keeps every statement unnamed.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** The most statements one connection keeps; later new texts go unnamed on it (a bound on the server's memory). */
export const MAX_NAMED_PER_CONNECTION = 200;
/** Texts remembered as seen once; past that the memory starts over (one-off texts must not grow it forever). */
const SEEN_LIMIT = 5_000;
/**
 * A statement's name no longer fits its server-side statement: gone (26000) or its result type changed under it,
 * e.g. a migration by a newer process (0A000, "cached plan must not change result type").
 */
const STALE_CODES = new Set(['26000', '0A000']);

type QueryConfig = { text: string; name?: string; values?: unknown[]; submit?: unknown };

/** A text's name once it was seen twice; null the first time. Shared by the pool's connections. */
function statementNames() {
  const names = new Map<string, string | null>();
  return (text: string): string | null => {
    const known = names.get(text);
    if (known) return known;
    if (known === undefined) {
      if (names.size >= SEEN_LIMIT) names.clear();
      names.set(text, null);
      return null;
    }
    const name = `q${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

/** Sends the repeated parameterised statements of the pool's connections named (module comment). */
export function nameRepeatedStatements(pool: pg.Pool): void {
  const nameOf = statementNames();
  pool.on('connect', (client) => nameOnConnection(client, nameOf));
}

function nameOnConnection(client: pg.PoolClient, nameOf: (text: string) => string | null): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const connection = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;
  // A stale name starts a new generation of names on this connection (its old statements stay until it closes).
  let generation = 0;
  let named = 0;
  const forgetStale = (error: unknown) => {
    if (STALE_CODES.has((error as { code?: string } | null)?.code ?? '')) {
      generation += 1;
      named = 0;
    }
  };
  client.query = ((given: unknown, values?: unknown, callback?: unknown) => {
    // `query(text, values)` (the database's `raw`, the job queue's SQL) is the config form's text and values.
    const config = typeof given === 'string' ? { text: given } : given;
    const base = baseName(config, values);
    if (!base) return query(given, values, callback);
    const name = `${base}_${generation}`;
    if (connection.parsedStatements[name] === undefined) {
      if (named >= MAX_NAMED_PER_CONNECTION) return query(given, values, callback);
      named += 1;
    }
    const withName = { ...(config as QueryConfig), name };
    if (typeof callback === 'function')
      return query(withName, values, (error: unknown, result: unknown) => {
        if (error) forgetStale(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      });
    return (query(withName, values) as Promise<unknown>).catch((error: unknown) => {
      forgetStale(error);
      throw error;
    });
  }) as typeof client.query;

  /** The name for a config drizzle (or anyone) sent unnamed with parameters; null to send it as it came. */
  function baseName(config: unknown, values: unknown): string | null {
    if (typeof config !== 'object' || config === null) return null;
    const { text, name, submit, values: own } = config as QueryConfig;
    // Without parameters a text may be a script of several statements, which a named statement cannot hold.
    const params = Array.isArray(values) ? values : own;
    if (typeof text !== 'string' || name !== undefined || submit !== undefined || !params?.length) return null;
    return nameOf(text);
  }
}
