/**
 * Migrated templates, so that a database for a test file is a copy instead of initdb + every migration.
 * PGlite: a data-directory dump in a file, loaded by `openDatabase({ loadDataDir })`.
 * PostgreSQL: a template database, cloned by `CREATE DATABASE ... TEMPLATE`.
 * Both are keyed on a hash of the migrations folder (and the PGlite version), so a changed or new
 * migration builds a new template. See docs/decisions/010-test-database-template.md.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from './client';

/** sha256 over every file under the migrations folder (relative path and content), sorted by path. */
export function migrationsHash(folder = MIGRATIONS_FOLDER): string {
  const hash = createHash('sha256');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  for (const file of walk(folder).sort()) {
    hash.update(path.relative(folder, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The dump format belongs to the PGlite build; its package.json is not exported, so find it from the entry point. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Bump when the way the dump is made changes, so cached dumps are rebuilt. */
const PGLITE_TEMPLATE_FORMAT = '2:checkpointed';

/**
 * Returns the path of an uncompressed PGlite dump of a freshly migrated database, building it into
 * `cacheDir` when no dump for these migrations and this PGlite version exists yet. Each use touches the
 * file; dumps of other migration states unused for an hour are removed (a run on another branch or an
 * older checkout may still be reading a younger one).
 */
export async function ensurePgliteTemplate(cacheDir: string): Promise<{ file: string; built: boolean }> {
  const key = createHash('sha256')
    .update(migrationsHash())
    .update(pgliteVersion())
    .update(PGLITE_TEMPLATE_FORMAT)
    .digest('hex')
    .slice(0, 16);
  const name = `pglite-template-${key}.tar`;
  const file = path.join(cacheDir, name);
  mkdirSync(cacheDir, { recursive: true });
  const existing = readdirSync(cacheDir);
  if (existing.includes(name)) {
    const now = new Date();
    utimesSync(file, now, now);
    return { file, built: false };
  }

  const client = new PGlite('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    // The dump is taken from a running server, so every load starts with crash recovery: a checkpoint first
    // leaves it nothing to redo.
    await client.query('checkpoint');
    const dump = await client.dumpDataDir('none');
    // Write then rename: a run started at the same moment never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  for (const old of existing) {
    if (!old.startsWith('pglite-template-') || old === name) continue;
    const oldFile = path.join(cacheDir, old);
    try {
      if (Date.now() - statSync(oldFile).mtimeMs > STALE_AFTER_MS) rmSync(oldFile, { force: true });
    } catch {
      // Removed by a concurrent run meanwhile.
    }
  }
  return { file, built: true };
}

/** Loads a dump written by `ensurePgliteTemplate` in the form `openDatabase({ loadDataDir })` takes. */
export function readPgliteTemplate(file: string): Blob {
  return new Blob([readFileSync(file)]);
}

const TEMPLATE_PREFIX = 'ch_tmpl_';
/** Any constant; serialises template builds of concurrent test runs on one server. */
const TEMPLATE_LOCK = 804_211_970;
/**
 * Templates of other migration states unused for longer are dropped (another branch may still be running on a younger
 * one).
 */
const STALE_AFTER_MS = 60 * 60 * 1000;

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Returns the name of a template database on the server of `serverUrl` holding every migration,
 * creating it when missing. Safe when several test runs start at once.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<{ name: string; built: boolean }> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash().slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ datistemplate: boolean }>(
      'select datistemplate from pg_database where datname = $1',
      [name],
    );
    if (rows[0]?.datistemplate) {
      // The comment holds the last use: templates of other migration states are dropped only when unused for a while.
      await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
      return { name, built: false };
    }
    // A database of that name that is not a template yet is a build that died half-way.
    if (rows.length) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const database = openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
    // Marked a template only once complete; no connections, so CREATE DATABASE ... TEMPLATE never finds it busy.
    await admin.query(`alter database ${name} with is_template true allow_connections false`);
    await dropStaleTemplates(admin, name);
    return { name, built: true };
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}

async function dropStaleTemplates(admin: pg.Client, keep: string) {
  const { rows } = await admin.query<{ datname: string; used: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as used
       from pg_database where datname like $1 and datname <> $2`,
    [`${TEMPLATE_PREFIX}%`, keep],
  );
  for (const row of rows) {
    const usedAt = Date.parse(row.used ?? '');
    if (Number.isFinite(usedAt) && Date.now() - usedAt < STALE_AFTER_MS) continue;
    try {
      await admin.query(`alter database ${row.datname} with is_template false`);
      await admin.query(`drop database ${row.datname}`);
    } catch {
      // In use by a run that is still going; a later run drops it.
    }
  }
}
