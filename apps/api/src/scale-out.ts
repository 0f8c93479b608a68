/**
 * `npm start -- --workers N` (or WORKERS=N): N API processes sharing one port through node:cluster, on one
 * PostgreSQL and (for live updates and shared rate limits) one Redis. The primary migrates the database once,
 * forks the workers, replaces one that dies, answers the workers' metrics requests with every worker's figures
 * merged, serves METRICS_PORT when set, and stops the workers gracefully on SIGTERM/SIGINT.
 *
 * Only worker 1 seeds the demo on first start; every worker builds its own creator search index and runs the
 * outbox and queue workers (both claim their work with SKIP LOCKED, so each event or job runs once).
 * docs/decisions/029-scale-out.md.
 */
import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { ConfigError, type Config } from './config';
import { databaseOptions, openDatabase } from './db/client';
import { bearerMatches, mergeSnapshots, METRICS_CONTENT_TYPE, METRICS_MESSAGES } from './infra/metrics';

/** The number of processes asked for: `--workers N` on the command line, else WORKERS; 1 means no cluster. */
export function requestedWorkers(argv: string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.findIndex((arg) => arg === '--workers' || arg.startsWith('--workers='));
  const raw = flag < 0 ? env.WORKERS : argv[flag].includes('=') ? argv[flag].split('=')[1] : (argv[flag + 1] ?? '');
  if (raw === undefined || (raw === '' && flag < 0)) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new ConfigError(`--workers: expected a whole number from 1 to 64, got "${raw}"`);
  return count;
}

/** This process's worker number (1..N) in a cluster, 1 outside one. */
export function workerIndex(): number {
  return cluster.isWorker ? Number(process.env.CREATORHUB_WORKER_INDEX ?? 1) : 1;
}

/** A worker that dies within this long of its start is not restarted (a crash at start would loop). */
const RESTART_GRACE_MS = 5_000;

export async function runPrimary(config: Config, workers: number): Promise<void> {
  if (!config.databaseUrl)
    throw new ConfigError(
      '--workers needs DATABASE_URL: the embedded database belongs to one process (README, "Beyond one machine")',
    );
  // Once, before any worker starts: workers racing to migrate could apply a migration twice.
  const database = openDatabase({ ...databaseOptions(config), readUrl: undefined, poolSize: 1 });
  await database.migrate();
  await database.close();

  let stopping = false;
  let alive = 0;
  const fork = (index: number) => {
    const worker = cluster.fork({ CREATORHUB_WORKER_INDEX: String(index) });
    const startedAt = Date.now();
    alive += 1;
    worker.on('exit', (code, signal) => {
      alive -= 1;
      if (stopping) return;
      console.error(`worker ${index} (pid ${worker.process.pid}) exited (${signal ?? code})`);
      if (Date.now() - startedAt >= RESTART_GRACE_MS) {
        fork(index);
        return;
      }
      console.error('it died during start-up: not restarting it; fix the cause and start again');
      if (alive === 0) process.exit(1);
    });
    worker.on('message', (message) => answerMetricsRequest(worker, message));
  };
  for (let index = 1; index <= workers; index += 1) fork(index);
  console.log(`CreatorHub primary ${process.pid}: ${workers} API workers on port ${config.port}`);

  const metricsServer = config.metrics.port ? serveMetrics(config) : null;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`primary: ${signal}, stopping the workers`);
    metricsServer?.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** Every live worker's metrics as JSON, merged into one exposition text. */
async function clusterMetrics(): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker?.isConnected());
  const snapshots = await Promise.all(workers.map((worker) => snapshotOf(worker).catch(() => null)));
  return mergeSnapshots(snapshots.filter((snapshot) => snapshot !== null));
}

let nextRequest = 0;

function snapshotOf(worker: Worker): Promise<unknown> {
  const id = `primary-${(nextRequest += 1)}`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.off('message', onMessage);
      reject(new Error('worker did not answer'));
    }, 3_000);
    const onMessage = (message: { type?: string; id?: string; body?: unknown }) => {
      if (message?.type !== METRICS_MESSAGES.reply || message.id !== id) return;
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(message.body);
    };
    worker.on('message', onMessage);
    worker.send({ type: METRICS_MESSAGES.snapshot, id });
  });
}

function answerMetricsRequest(worker: Worker, message: { type?: string; id?: string }): void {
  if (message?.type !== METRICS_MESSAGES.collect) return;
  void clusterMetrics()
    .then((body) => worker.send({ type: METRICS_MESSAGES.reply, id: message.id, body }))
    .catch(() => worker.send({ type: METRICS_MESSAGES.reply, id: message.id, body: '' }));
}

/** METRICS_PORT: an internal listener that answers GET /metrics only (the token is asked for when it is set). */
export function serveMetrics(config: Config, text: () => Promise<string> = clusterMetrics): Server {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served on this port\n');
      return;
    }
    if (config.metrics.token && !bearerMatches(request.headers.authorization, config.metrics.token)) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('Send "Authorization: Bearer <METRICS_TOKEN>"\n');
      return;
    }
    text().then(
      (body) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(body),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  server.listen(config.metrics.port!, config.host);
  return server;
}
