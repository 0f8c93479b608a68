import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index';
import { trackCommits } from './after-commit';
import { readDrizzleTypesAsText } from './pglite-parsers';
import { preparePgliteStatements } from './pglite-statements';
import { followPgliteTables, followPgTables, tableWrites, untrackedPool, type TableWrites } from './table-access';
import { nameRepeatedStatements } from './pg-statements';

/** Both drivers expose the same query builder; services are written against this one type. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /**
   * Where reads that may lag a moment go (discovery, lists, reports): the streaming replica of DATABASE_READ_URL,
   * else `db` itself. Never for a write, nor for a read that must see the caller's own write (docs/scale-out).
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Plain SQL on the driver itself, outside drizzle (the job queue's engine speaks SQL it writes itself): with
   * `values`, one parameterised statement; without, a script of one or more statements (its last result).
   */
  raw(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The tables of every committed write, as they commit (db/table-access.ts; the response cache listens). */
  writes: TableWrites;
  /** Connections of each PostgreSQL pool (none on PGlite), for the metrics. */
  poolStats(): PoolStats[];
  close(): Promise<void>;
}

export interface PoolStats {
  pool: 'primary' | 'replica';
  total: number;
  idle: number;
  waiting: number;
}

/**
 * How long a request waits for a database connection before it is answered 503 (see
 * docs/decisions/006-database-outage.md).
 */
export const POOL_CONNECTION_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A streaming replica of `databaseUrl` for `readDb` (PostgreSQL only). */
  readUrl?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this data-directory dump (`dumpDataDir()`) instead of running initdb (test template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL only: send repeated statements named (db/pg-statements.ts); false behind PgBouncer before 1.21. */
  preparedStatements?: boolean;
  /** PGlite only: its buffer cache in MB (PGLITE_SHARED_BUFFERS_MB; PGLITE_BUFFERS_MB when unset). */
  sharedBuffersMb?: number;
}

/**
 * The embedded database's buffer cache. Its start-up zeroes the whole cache: 128 MB (initdb's default) took about
 * 0.5 s of every start and of every test file's database (issue 22: a restart answers within 2 s); 32 MB holds the
 * demo data's tables and indexes whole, and pages beyond it are read from the operating system's file cache.
 */
export const PGLITE_BUFFERS_MB = 32;

/** The app's database from its configuration: PostgreSQL (and its replica) when DATABASE_URL is set, else PGlite. */
export function databaseOptions(config: {
  databaseUrl?: string;
  databaseReadUrl?: string;
  databasePoolSize?: number;
  databasePreparedStatements?: boolean;
  pgliteSharedBuffersMb?: number;
  dataDir: string;
}): DatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements,
    dataDir: path.join(config.dataDir, 'pglite'),
    sharedBuffersMb: config.pgliteSharedBuffersMb,
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = openPool(options.databaseUrl, options);
    const writes = tableWrites();
    followPgTables(pool, writes);
    const db = trackCommits(drizzlePg(pool, { schema }));
    const readPool = options.readUrl ? openPool(options.readUrl, options) : null;
    if (readPool) untrackedPool(readPool);
    const readDb = readPool ? drizzlePg(readPool, { schema }) : db;
    const stats = (name: PoolStats['pool'], of: pg.Pool): PoolStats => ({
      pool: name,
      total: of.totalCount,
      idle: of.idleCount,
      waiting: of.waitingCount,
    });
    return {
      db,
      readDb,
      kind: 'postgres',
      writes,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: () => ping(db),
      raw: (text, values) => pool.query(text, values),
      poolStats: () => [stats('primary', pool), ...(readPool ? [stats('replica', readPool)] : [])],
      close: once(async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      }),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const startParams = [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${options.sharedBuffersMb ?? PGLITE_BUFFERS_MB}MB`,
  ];
  const client = new PGlite({ dataDir, loadDataDir: options.loadDataDir, startParams });
  preparePgliteStatements(client);
  const writes = tableWrites();
  followPgliteTables(client, writes);
  readDrizzleTypesAsText(client);
  const db = trackCommits(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    readDb: db,
    kind: 'pglite',
    writes,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    // PGlite's query() takes one statement; a parameterless script (the engine's migrations and locked blocks) goes
    // to exec(), which runs it whole under PGlite's one connection.
    raw: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    poolStats: () => [],
    close: once(() => client.close()),
  };
}

/**
 * A pool that fails fast and survives its server going away (docs/decisions/006-database-outage.md), sending
 * repeated statements named unless told not to (a PgBouncer in transaction mode before 1.21 between).
 */
function openPool(
  connectionString: string,
  { poolSize = 10, preparedStatements = true }: Pick<DatabaseOptions, 'poolSize' | 'preparedStatements'>,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // While PostgreSQL is down or restarting, waiting for a connection (a new one, or a free pooled one)
    // fails after this long with "timeout exceeded when trying to connect" (503) instead of hanging the request.
    connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  // Nor may a checked-out client (inside a transaction, between two queries) whose server goes away: with no
  // listener its 'error' event would be an uncaught exception. Its next query fails ("not queryable", 503)
  // and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  releaseBrokenTransactionClients(pool);
  if (preparedStatements) nameRepeatedStatements(pool);
  return pool;
}

/**
 * drizzle's node-postgres `transaction()` checks a client out and sends `begin` before its try/finally:
 * when the server goes away right then (a restart), `begin` fails and the client is never released, so
 * every outage would leak pool slots until the pool is exhausted for good. Clients checked out through
 * `pool.connect()` (transactions; plain queries go through `pool.query`) are therefore released, as broken,
 * as soon as their connection fails, and a later release by their holder is a no-op.
 */
function releaseBrokenTransactionClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const guarded = async () => {
    const client = await connect();
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      release(err);
    };
    const onError = (err: Error) => releaseOnce(err);
    client.on('error', onError);
    client.release = releaseOnce;
    return client;
  };
  // The callback form stays pg-pool's own (pool.query uses it and releases on every error itself).
  pool.connect = ((callback?: unknown) =>
    callback ? (connect as (cb: unknown) => void)(callback) : guarded()) as typeof pool.connect;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Closing twice (shutdown after a failure, tests) is harmless. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
}
