/**
 * Database outage (issue 8, part 10): a real PostgreSQL server of this file's own (initdb into a temp dir,
 * a free port) is stopped, started and restarted under a steady stream of authenticated reads and writes.
 * Never the machine's shared server: other suites use it at the same time.
 *
 * Expected: no 500 ever; during the outage 503 with Retry-After and code UNAVAILABLE; /api/health/ready
 * not ready while down and ready after; the same app (same pool) serves again once the server is back;
 * no half-written rows (every company has its owner membership).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import type { MailMessage } from '../src/infra/mail';
import { call, createVerifiedMerchant, freePort, testConfig, type TestContext } from './helpers';

const run = promisify(execFile);

/** The newest installed PostgreSQL's binaries. */
function pgBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL binaries under ${root}/*/bin (apt-get install postgresql)`);
  return path.join(root, versions[0], 'bin');
}

/** A throw-away PostgreSQL server. initdb refuses root, so as root the binaries run as the postgres user. */
class ThrowAwayPostgres {
  readonly bin = pgBinDir();
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'outage-pg-'));
  readonly dataDir = path.join(this.dir, 'data');
  port = 0;
  running = false;

  private async pg(tool: string, args: string[]) {
    if (process.env.OUTAGE_DEBUG) console.error(new Date().toISOString(), tool, args.at(-1));
    const command = path.join(this.bin, tool);
    const asRoot = process.getuid?.() === 0;
    // Asynchronous on purpose: the request stream keeps flowing while pg_ctl stops and starts the server.
    return run(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
      cwd: this.dir,
      timeout: 30_000,
    });
  }

  async init() {
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(this.dir, Number(stdout.trim()), Number(gid.trim()));
    }
    this.port = await freePort();
    await this.pg('initdb', [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start() {
    const options =
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 ` +
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    await this.pg('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '30',
      'start',
    ]);
    this.running = true;
  }

  /** Fast shutdown: open sessions are terminated (57P01), as in a real restart or failover. */
  async stop(mode: 'fast' | 'immediate' = 'fast') {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
    this.running = false;
  }

  async restart() {
    this.running = false;
    // -l again: without it the new postmaster would write to (and hold open) this process's pipe.
    await this.pg('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-m',
      'fast',
      '-w',
      '-t',
      '30',
      'restart',
    ]);
    this.running = true;
  }

  async destroy() {
    if (this.running || existsSync(path.join(this.dataDir, 'postmaster.pid')))
      await this.stop('immediate').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

interface Sample {
  at: number;
  phase: Phase;
  method: string;
  url: string;
  status: number;
  code?: string;
  retryAfter?: string;
  companyId?: string;
}
type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'recovered' | 'restarting' | 'after-restart';

const until = async (
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  intervalMs = 25,
) => {
  if (process.env.OUTAGE_DEBUG) console.error(new Date().toISOString(), 'waiting for', what);
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};

const within = <T>(ms: number, promise: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

let server: ThrowAwayPostgres | undefined;
let database: Database | undefined;
let app: FastifyInstance | undefined;
let ctx: TestContext;
/** The request stream of the test; afterAll ends it before closing the app, even when the test failed midway. */
let stopTraffic: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  server = new ThrowAwayPostgres();
  await server.init();
  await server.start();
  database = openDatabase({ databaseUrl: server.url, poolSize: 4 });
  await database.migrate();
  const config = testConfig();
  const mails: MailMessage[] = [];
  app = await buildApp(config, { database, logger: false, observeMail: (mail) => mails.push(mail) });
  await app.ready();
  ctx = { app, database, config, mails, close: async () => undefined };
}, 60_000);

afterAll(async () => {
  // Each step on its own: a failure in one must not leave the server running or the temp dir behind.
  await stopTraffic();
  await app?.close().catch(() => undefined);
  if (database) await within(5_000, database.close(), 'the pool to close').catch(() => undefined);
  await server?.destroy();
}, 60_000);

describe('while PostgreSQL is down or restarting', () => {
  it('answers 503 + Retry-After (never 500), reports not ready, recovers by itself, no half-written rows', async () => {
    const pgServer = server!;
    const merchant = await createVerifiedMerchant(ctx);
    const samples: Sample[] = [];
    let phase: Phase = 'up';
    let stopped = false;
    let sequence = 0;

    const requests = [
      { method: 'GET' as const, url: '/api/user/merchant' },
      { method: 'POST' as const, url: '/api/companies/new' },
      { method: 'GET' as const, url: '/api/companies' },
      { method: 'GET' as const, url: '/ms/health/ready', token: false },
    ];
    // Four clients, each one request at a time with a short pause: a steady mixed stream, not a flood.
    const worker = async (offset: number) => {
      for (let i = offset; !stopped; i++) {
        const request = requests[i % requests.length];
        const sentIn = phase;
        const res = await call(app!, {
          method: request.method,
          url: request.url,
          token: request.token === false ? undefined : merchant.token,
          payload: request.method === 'POST' ? { name: `Outage Co ${++sequence}`, company_role: 'AGENCY' } : undefined,
        });
        if (process.env.OUTAGE_DEBUG)
          console.error(new Date().toISOString(), phase, request.method, request.url, res.status, res.body?.message);
        samples.push({
          at: Date.now(),
          phase: sentIn,
          method: request.method,
          url: request.url,
          status: res.status,
          code: res.body?.code,
          retryAfter: res.headers['retry-after'] as string | undefined,
          companyId: request.method === 'POST' && res.status === 201 ? res.body.id : undefined,
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const ready = async () => (await call(app!, { method: 'GET', url: '/api/health/ready' })).status;
    const okSince = (t: number, method?: string) =>
      samples.some((s) => s.at > t && s.status < 300 && (!method || s.method === method));
    const count503Since = (t: number) => samples.filter((s) => s.at > t && s.status === 503).length;

    const workers = [0, 1, 2, 3].map((offset) => worker(offset));
    stopTraffic = async () => {
      stopped = true;
      await Promise.allSettled(workers);
    };
    const figures: Record<string, number> = {};
    try {
      // Baseline: reads and writes succeed.
      await until('writes while up', () => okSince(0, 'POST'));
      expect(await ready()).toBe(200);

      // 1. Stop the server under load; stay down until a good number of requests have met the outage.
      const stopAt = Date.now();
      phase = 'stopping';
      await pgServer.stop('fast');
      phase = 'down';
      const downAt = Date.now();
      const notReady = await call(app!, { method: 'GET', url: '/api/health/ready' });
      expect(notReady.status).toBe(503);
      expect(notReady.headers['retry-after']).toBe('5');
      expect(notReady.body).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'UNAVAILABLE',
        message: expect.any(String),
        request_id: expect.any(String),
      });
      expect((await call(app!, { method: 'GET', url: '/ms/health/ready' })).status).toBe(503);
      expect((await call(app!, { method: 'GET', url: '/api/health' })).status).toBe(503);
      await until('requests during the outage', () => count503Since(downAt) >= 40);

      // 2. Start it again: the same app, the same pool, serves again without being rebuilt.
      phase = 'starting';
      const startAt = Date.now();
      await pgServer.start();
      const upAt = Date.now();
      phase = 'recovered';
      await until('readiness after start', async () => (await ready()) === 200);
      await until('a write after start', () => okSince(upAt, 'POST'));
      const recoveredAt = samples.find((s) => s.at > upAt && s.status < 300 && s.method === 'POST')!.at;
      figures.stopSeconds = (downAt - stopAt) / 1000;
      figures.downSeconds = (startAt - downAt) / 1000;
      figures.startSeconds = (upAt - startAt) / 1000;
      figures.firstWriteAfterStartMs = recoveredAt - upAt;
      figures.outageToFirstWriteSeconds = (recoveredAt - stopAt) / 1000;

      // 3. A fast restart under load (sessions terminated, "the database system is starting up").
      phase = 'restarting';
      const restartAt = Date.now();
      await pgServer.restart();
      const restartedAt = Date.now();
      phase = 'after-restart';
      await until('readiness after restart', async () => (await ready()) === 200);
      await until('reads and writes after restart', () => okSince(restartedAt, 'POST') && okSince(restartedAt, 'GET'));
      await until('eight successes in a row after restart', () => {
        const recent = samples.filter((s) => s.at > restartedAt).slice(-8);
        return recent.length === 8 && recent.every((s) => s.status < 300);
      });
      figures.restartSeconds = (restartedAt - restartAt) / 1000;
      figures.firstWriteAfterRestartMs =
        samples.find((s) => s.at > restartedAt && s.status < 300 && s.method === 'POST')!.at - restartedAt;
    } finally {
      await stopTraffic();
    }

    // No 500, no 401 (the session stays valid), nothing but success or a well-formed 503.
    const byStatus: Record<number, number> = {};
    for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
    const unexpected = samples.filter((s) => ![200, 201, 503].includes(s.status));
    expect(unexpected, JSON.stringify(unexpected.slice(0, 5))).toEqual([]);
    const bad503 = samples.filter((s) => s.status === 503 && (s.retryAfter !== '5' || s.code !== 'UNAVAILABLE'));
    expect(bad503, JSON.stringify(bad503.slice(0, 5))).toEqual([]);
    // Once recovered, requests keep succeeding.
    const last = samples.slice(-8);
    expect(
      last.every((s) => s.status < 300),
      JSON.stringify(last),
    ).toBe(true);

    // No half-written rows: every company has its owner membership; every 201 is in the database.
    const created = samples.filter((s) => s.companyId).map((s) => s.companyId!);
    const rows = await database!.db.execute<{ companies: string; owned: string; orphans: string }>(sql`
      select
        (select count(*) from companies c join merchants m on m.id = c.created_by
          where m.email = ${merchant.email}) as companies,
        (select count(*) from company_memberships cm join merchants m on m.id = cm.merchant_id
          where m.email = ${merchant.email} and cm.merchant_role = 'OWNER') as owned,
        (select count(*) from companies c where c.parent_id is null
          and not exists (select 1 from company_memberships cm
            where cm.company_id = c.id and cm.merchant_role = 'OWNER')) as orphans`);
    const counts = rows.rows[0];
    expect(Number(counts.orphans)).toBe(0);
    expect(Number(counts.owned)).toBe(Number(counts.companies));
    // A commit whose reply was lost may leave a company the client saw as 503, never the other way round.
    expect(Number(counts.companies)).toBeGreaterThanOrEqual(created.length);
    const found = await database!.db.execute<{ n: string }>(
      sql`select count(*) as n from companies where id in (${sql.join(
        created.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(Number(found.rows[0].n)).toBe(created.length);

    // No leaked connection: closing the pool waits for every checked-out client, so it ends promptly only
    // if every transaction broken by the outage gave its client back.
    await within(10_000, database!.close(), 'the pool to close (a client broken by the outage was never released)');

    console.log(
      'outage figures',
      JSON.stringify({
        requests: samples.length,
        byStatus,
        '503 while stopping/down/starting': samples.filter(
          (s) => ['stopping', 'down', 'starting'].includes(s.phase) && s.status === 503,
        ).length,
        '503 around restart': samples.filter(
          (s) => ['restarting', 'after-restart'].includes(s.phase) && s.status === 503,
        ).length,
        companiesCreated: created.length,
        companiesInDatabase: Number(counts.companies),
        ...figures,
      }),
    );
  }, 50_000);
});
