/** What the benchmarks share: the real server in a child process, and admin access to a PostgreSQL server. */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// BENCH_SERVER_ROOT runs another checkout's server (e.g. an older commit, for before/after figures).
const ROOT = process.env.BENCH_SERVER_ROOT ?? path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * For looking into a figure (docs/benchmarks.md): BENCH_SERVER_NODE_FLAGS are Node options for the server (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`, which NODE_OPTIONS refuses), and BENCH_SERVER_LOG a file that gets the
 * server's JSON log at level info, a line per request with its time in Fastify.
 */
const SERVER_NODE_FLAGS = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const SERVER_LOG = process.env.BENCH_SERVER_LOG;

/**
 * The Node options `npm start` gives the server (its script in the root package.json, e.g. the young generation's
 * size): the benchmarks measure the server as it is deployed.
 */
export function startNodeFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [node, ...words] = scripts.start.split(' ');
  if (node !== 'node') throw new Error(`the start script does not run node: ${scripts.start}`);
  return words.filter((word) => word.startsWith('--'));
}

/**
 * Starts `apps/api/src/server.ts` (with `args`, e.g. `--workers 2`) on a fresh data folder and waits until
 * /api/health answers.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  args: string[] = [],
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'creatorhub-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const log = SERVER_LOG ? openSync(SERVER_LOG, 'w') : null;
  const child = spawn(
    process.execPath,
    [...startNodeFlags(ROOT), ...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/api/src/server.ts', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: log === null ? 'warn' : 'info', ...env },
      stdio: ['ignore', log ?? 'ignore', 'inherit'],
    },
  );
  if (log !== null) closeSync(log); // the server has its own copy
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(child.exitCode !== null ? `server exited with ${child.exitCode}` : 'server did not become healthy');
}

/** Runs `work` with a client on the server's `postgres` database (to create or drop the benchmark's own). */
export async function withAdmin<T>(url: string, work: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const name = new URL(url).pathname.slice(1).replace(/"/g, '');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/**
 * Waits until a server started with SEED_DEMO has finished its first-start work (the demo catalogue, campaigns and
 * creator logins are made after it listens, in its own thread): the last step's creator login then works.
 */
export async function waitForDemoData(base: string, creator: { email: string; password: string }): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/creator/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: creator.email, password: creator.password }),
    });
    await res.arrayBuffer();
    if (res.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the demo data was not ready within 180 s');
}
