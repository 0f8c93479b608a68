/**
 * Which tables each statement touches (docs/decisions/035-response-cache.md). The response cache keeps a read's
 * answer with the tables it read and drops it when one of them is written; both are learnt here from the text of
 * the statements that reach the database, whoever built them (drizzle, a built statement, raw SQL, the job queue).
 *
 * - Reads are attributed to the request that sent them: the driver's entry points are wrapped, and a statement sent
 *   while a request's `TableReads` is the current async context adds its tables there. A request that writes, or
 *   opens a transaction (its statements then go through a checked-out connection, past the entry point), is marked
 *   `untracked` and its answer is not kept.
 * - Writes are reported once they are visible to others: a statement outside a transaction when it has run, a
 *   transaction's when its COMMIT has. Triggers' own writes are added (`TRIGGER_WRITES`).
 *
 * Over-reporting is harmless (an answer dropped early); missing a table is not, so the patterns are generous.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** A name as PostgreSQL's text writes it, optionally schema-qualified: `"campaigns"`, `campaigns`, `pgboss.job`. */
const NAME = String.raw`((?:"[^"]+"|[a-z_][\w$]*)(?:\s*\.\s*(?:"[^"]+"|[a-z_][\w$]*))?)`;
const READ = new RegExp(String.raw`\b(?:from|join)\s+${NAME}`, 'gi');
// `update` as in `on conflict do update set` and `for update [of | skip locked | nowait]` writes no table of its own.
const WRITE = new RegExp(
  String.raw`\b(?:insert\s+into|update(?!\s+(?:set|of|skip|nowait)\b)|delete\s+from|truncate(?:\s+table)?)\s+${NAME}`,
  'gi',
);

/**
 * Tables a trigger writes when another is written (the migrations' triggers). A test compares the database's
 * triggers with this list, so a new trigger cannot be forgotten.
 */
export const TRIGGER_WRITES: Readonly<Record<string, readonly string[]>> = {
  creators: ['creator_catalogue_state'],
  creator_channels: ['creator_catalogue_state'],
  post_metric_snapshots: ['post_metrics', 'post_metrics_daily', 'report_metrics_daily'],
};

/** `"public"."campaigns"` -> `campaigns`; a schema other than public stays (`pgboss.job`). */
function tableName(raw: string): string {
  const parts = raw.split('.').map((part) => part.trim().replace(/^"|"$/g, '').toLowerCase());
  return parts.length === 2 && parts[0] !== 'public' ? parts.join('.') : parts[parts.length - 1];
}

function namesIn(text: string, pattern: RegExp): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(pattern)) names.push(tableName(match[1]));
  return names;
}

/** The tables a statement (or script) reads: every name after FROM or JOIN (CTE names and functions included). */
export const tablesRead = (text: string): string[] => namesIn(text, READ);

/** The tables a statement (or script) writes, with what their triggers write. Empty for a read. */
export function tablesWritten(text: string): string[] {
  const written = namesIn(text, WRITE);
  for (const table of [...written]) written.push(...(TRIGGER_WRITES[table] ?? []));
  return written;
}

/** Texts parsed, remembered: the same few hundred statements repeat, and every one passes here (a hot path). */
const PARSED_LIMIT = 5_000;
const parsed = new Map<string, { read: string[]; written: string[] }>();

/** A statement's tables, read and written, parsed once per text. */
function tablesOf(text: string): { read: string[]; written: string[] } {
  let tables = parsed.get(text);
  if (!tables) {
    if (parsed.size >= PARSED_LIMIT) parsed.clear();
    tables = { read: tablesRead(text), written: tablesWritten(text) };
    parsed.set(text, tables);
  }
  return tables;
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|end|rollback|abort)\b(?!\s+to\b)/i;

/** What one request read, while it is the current async context. */
export interface TableReads {
  tables: Set<string>;
  /** It wrote, or read where its tables could not be followed: its answer must not be kept. */
  untracked: boolean;
}

const reading = new AsyncLocalStorage<TableReads>();

/** Runs `fn` with the statements it sends counted as its reads (`reads`). */
export function readingTables<T>(reads: TableReads, fn: () => T): T {
  return reading.run(reads, fn);
}

/**
 * The job queue's own bookkeeping (pg-boss's schema): written on every poll, read by no kept answer, so its writes
 * are not reported (each would go to every process through Redis); a read of it is not followed either.
 */
const UNREPORTED = /^pgboss\./;

/** A statement about to be sent from the current context: its tables are the current request's reads. */
function noteSent(text: string): void {
  const reads = reading.getStore();
  if (!reads || reads.untracked) return;
  const { read, written } = tablesOf(text);
  if (written.length > 0) {
    reads.untracked = true;
    return;
  }
  for (const table of read) {
    if (UNREPORTED.test(table)) reads.untracked = true;
    reads.tables.add(table);
  }
}

/** A request's statements cannot be followed from here on (a transaction, a replica, a connection of its own). */
export function untrackable(): void {
  const reads = reading.getStore();
  if (reads) reads.untracked = true;
}

export type WriteListener = (tables: string[]) => void;

/** Listeners to one database's committed writes. */
export interface TableWrites {
  /** `listener` hears every committed write's tables from now on; the returned function stops it. */
  subscribe(listener: WriteListener): () => void;
  /** Tables of a committed write (the statement wrappers call it), heard by every listener but pg-boss's own. */
  report(tables: string[]): void;
}

export function tableWrites(): TableWrites {
  const listeners = new Set<WriteListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    report(written) {
      const tables = written.filter((table) => !UNREPORTED.test(table));
      if (tables.length === 0) return;
      for (const listener of listeners) listener(tables);
    },
  };
}

type QueryText = string | { text?: unknown } | undefined;
const textOf = (given: QueryText): string => (typeof given === 'string' ? given : String(given?.text ?? ''));

/** Calls `report` when `result` settles (a failed write is reported too: harmless, and simpler than telling). */
function afterSettled<T>(result: T, report: () => void): T {
  const promise = result as unknown as Promise<unknown> | undefined;
  if (typeof promise?.finally === 'function') return promise.finally(report) as unknown as T;
  report(); // a submittable (a cursor) or nothing: reported at once
  return result;
}

/**
 * PostgreSQL: reads are counted where statements enter the pool (`pool.query`, in the caller's context); a
 * transaction (`pool.connect`) makes the caller untracked. Writes are followed on each connection: outside a
 * transaction when the statement has run, inside one when its COMMIT has.
 */
export function followPgTables(pool: pg.Pool, writes: TableWrites): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((given: QueryText, ...rest: unknown[]) => {
    noteSent(textOf(given));
    return query(given, ...rest);
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // pool.query checks out through the callback form; a caller's own checkout (a transaction) is the promise form.
    if (args.length === 0) untrackable();
    return connect(...args);
  }) as typeof pool.connect;
  // Each connection's open transaction and its writes so far.
  const pending = new WeakMap<pg.PoolClient, string[]>();
  pool.on('connect', (client) => followConnection(client, writes, pending));
  // A connection given back inside a transaction (its holder failed) reports what it wrote: too much is harmless.
  pool.on('release', (_error: unknown, client: pg.PoolClient) => {
    writes.report(pending.get(client) ?? []);
    pending.delete(client);
  });
}

/** A replica's pool: what a request reads there may lag its writes' stamps, so the request is not kept. */
export function untrackedPool(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    untrackable();
    return query(...args);
  }) as typeof pool.query;
}

function followConnection(client: pg.PoolClient, writes: TableWrites, pending: WeakMap<pg.PoolClient, string[]>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((given: QueryText, ...rest: unknown[]) => {
    const text = textOf(given);
    // A script (`BEGIN; ...; COMMIT`, the job queue's locked blocks) is one call: its writes when it has run.
    const script = /;\s*\S/.test(text);
    if (!script && TRANSACTION_START.test(text)) {
      pending.set(client, []);
      return query(given, ...rest);
    }
    if (!script && TRANSACTION_END.test(text)) {
      const written = /^\s*(commit|end)\b/i.test(text) ? (pending.get(client) ?? []) : [];
      pending.delete(client);
      return settleThen(query, given, rest, () => writes.report(written));
    }
    const { written } = tablesOf(text);
    if (written.length === 0) return query(given, ...rest);
    const open = pending.get(client);
    if (open) {
      open.push(...written);
      return query(given, ...rest);
    }
    return settleThen(query, given, rest, () => writes.report(written));
  }) as typeof client.query;
}

/** Runs a pg query (promise or callback form) and then `report`, before its caller hears the outcome. */
function settleThen(
  query: (...args: unknown[]) => unknown,
  given: unknown,
  rest: unknown[],
  report: () => void,
): unknown {
  const callbackAt = rest.findIndex((arg) => typeof arg === 'function');
  if (callbackAt < 0) return afterSettled(query(given, ...rest), report);
  const callback = rest[callbackAt] as (...args: unknown[]) => void;
  const args = [...rest];
  args[callbackAt] = (...outcome: unknown[]) => {
    report();
    callback(...outcome);
  };
  return query(given, ...args);
}

/**
 * PGlite: one connection. `query` and `exec` count reads in the caller's context and report writes when they have
 * run; `transaction` makes the caller untracked and reports its writes once it has committed.
 */
export function followPgliteTables(client: PGlite, writes: TableWrites): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const run = <T>(text: string, send: () => Promise<T>): Promise<T> => {
    noteSent(text);
    const { written } = tablesOf(text);
    const result = send();
    return written.length ? afterSettled(result, () => writes.report(written)) : result;
  };
  client.query = ((text: string, ...rest: unknown[]) =>
    run(text, () => (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) =>
    run(text, () => (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as typeof client.exec;
  client.transaction = (async <T>(fn: (tx: Transaction) => Promise<T>) => {
    untrackable();
    const written: string[] = [];
    const note = (text: string) => written.push(...tablesOf(text).written);
    try {
      return await transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        const txExec = tx.exec.bind(tx);
        tx.query = ((text: string, ...rest: unknown[]) => {
          note(text);
          return (txQuery as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
        }) as typeof tx.query;
        tx.exec = ((text: string, ...rest: unknown[]) => {
          note(text);
          return (txExec as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
        }) as typeof tx.exec;
        return fn(tx);
      });
    } finally {
      writes.report(written);
    }
  }) as typeof client.transaction;
}
