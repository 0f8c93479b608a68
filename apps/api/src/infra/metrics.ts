/**
 * Prometheus metrics (prom-client), one registry per app: request durations by route and status, database pool
 * use, queue depth and failures, open live streams, payouts by state and the outbox backlog. The figures that
 * live in the database are read when scraped (a few grouped counts), never kept in step by the request path.
 *
 * With `--workers N` (node:cluster) every worker has its own registry; a scrape reaching any of them (or the
 * primary's METRICS_PORT) is answered with all workers' figures merged by the primary (scale-out.ts): request
 * counts summed, database-wide gauges taken once.
 */
import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { LiveBus } from './live';
import type { Queue } from './queue';

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/** Cluster messages between workers and the primary (scale-out.ts answers them). */
export const METRICS_MESSAGES = {
  /** worker -> primary: merge every worker's figures and send them back to me. */
  collect: 'creatorhub:metrics:collect',
  /** primary -> worker: your figures as JSON, please. */
  snapshot: 'creatorhub:metrics:snapshot',
  /** either way: the answer to a request of the same id. */
  reply: 'creatorhub:metrics:reply',
} as const;

interface MetricsMessage {
  type: (typeof METRICS_MESSAGES)[keyof typeof METRICS_MESSAGES];
  id: string;
  body?: unknown;
}

export interface AppMetrics {
  registry: Registry;
  /** Records one answered request (`route` is the route's pattern, never the raw URL, to bound the labels). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** Counts one read of a cached route: answered from the response cache, read anew, or sent past it (decision 035). */
  observeCache(result: 'hit' | 'miss' | 'bypass'): void;
  /** The exposition text of this process, or of every worker when it runs in a cluster. */
  text(): Promise<string>;
  close(): void;
}

/** Buckets from 5 ms to 10 s: the API's answers sit between a cached profile read and a CSV export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: { database: Database; queue: Queue; live: LiveBus }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'creatorhub_' });
  const requests = new Histogram({
    name: 'creatorhub_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const cacheReads = new Counter({
    name: 'creatorhub_response_cache_reads_total',
    help: 'Reads of cached routes by result: hit (a kept answer), miss (read anew), bypass (the caller wrote just now)',
    labelNames: ['result'],
    registers: [registry],
  });
  new Gauge({
    name: 'creatorhub_db_pool_connections',
    help: 'PostgreSQL connections of this process by pool (primary, replica) and state (total, idle, waiting)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const pool of sources.database.poolStats()) {
        this.set({ pool: pool.pool, state: 'total' }, pool.total);
        this.set({ pool: pool.pool, state: 'idle' }, pool.idle);
        this.set({ pool: pool.pool, state: 'waiting' }, pool.waiting);
      }
    },
  });
  new Gauge({
    name: 'creatorhub_sse_connections',
    help: 'Open server-sent-event streams (notifications) in this process',
    registers: [registry],
    collect() {
      this.set(sources.live.listeners());
    },
  });
  // Database-wide figures: every process would read the same, so a cluster's merge takes one ('first').
  databaseGauge(registry, {
    name: 'creatorhub_queue_depth',
    help: 'Jobs waiting to run (created or retrying), by queue',
    labelNames: ['queue'],
    read: async () =>
      (await sources.queue.stats())
        .filter((row) => row.state === 'created' || row.state === 'retry')
        .map((row) => ({ labels: { queue: row.name }, value: row.count })),
  });
  databaseGauge(registry, {
    name: 'creatorhub_queue_failed_jobs',
    help: 'Jobs that failed for good and wait for a retry by hand (npm run jobs), by queue',
    labelNames: ['queue'],
    read: async () =>
      (await sources.queue.stats())
        .filter((row) => row.state === 'failed')
        .map((row) => ({ labels: { queue: row.name }, value: row.count })),
  });
  databaseGauge(registry, {
    name: 'creatorhub_payouts',
    help: 'Creator payouts by state',
    labelNames: ['status'],
    read: async () => {
      const { rows } = await sources.database.raw(
        'select status::text as status, count(*)::int as count from payouts group by status',
        [],
      );
      return (rows as Array<{ status: string; count: number }>).map((row) => ({
        labels: { status: row.status },
        value: row.count,
      }));
    },
  });
  databaseGauge(registry, {
    name: 'creatorhub_outbox_pending',
    help: 'Side effects (mail, notifications, payouts) recorded but not yet delivered',
    labelNames: [],
    read: async () => {
      const { rows } = await sources.database.raw(
        'select count(*)::int as count from outbox where delivered_at is null and failed_at is null',
        [],
      );
      return [{ labels: {}, value: (rows as Array<{ count: number }>)[0]?.count ?? 0 }];
    },
  });

  const stopAnswering = cluster.isWorker ? answerSnapshots(registry) : () => undefined;
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    observeCache: (result) => cacheReads.inc({ result }),
    text: () => (cluster.isWorker ? askPrimary() : registry.metrics()),
    close: stopAnswering,
  };
}

/** A gauge read from the database at scrape time; a failed read leaves it empty rather than failing the scrape. */
function databaseGauge(
  registry: Registry,
  spec: {
    name: string;
    help: string;
    labelNames: string[];
    read: () => Promise<Array<{ labels: Record<string, string>; value: number }>>;
  },
): void {
  new Gauge({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames,
    registers: [registry],
    aggregator: 'first',
    async collect() {
      this.reset();
      try {
        for (const row of await spec.read()) this.set(row.labels, row.value);
      } catch {
        /* the database is down: the scrape still answers (pool and request figures say why) */
      }
    },
  });
}

/** Worker side: answers the primary's request for this worker's figures. */
function answerSnapshots(registry: Registry): () => void {
  const onMessage = (message: MetricsMessage) => {
    if (message?.type !== METRICS_MESSAGES.snapshot) return;
    void registry
      .getMetricsAsJSON()
      .then((body) => process.send?.({ type: METRICS_MESSAGES.reply, id: message.id, body }));
  };
  process.on('message', onMessage);
  return () => process.off('message', onMessage);
}

/** Worker side: the merged figures of every worker, from the primary. */
function askPrimary(): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the cluster primary did not answer the metrics request'));
    }, 5_000);
    const onMessage = (message: MetricsMessage) => {
      if (message?.type !== METRICS_MESSAGES.reply || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(message.body as string);
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_MESSAGES.collect, id });
  });
}

/** Primary side: merges the workers' JSON snapshots into one exposition text. */
export function mergeSnapshots(snapshots: unknown[]): Promise<string> {
  return AggregatorRegistry.aggregate(snapshots as never).metrics();
}

/** Whether an Authorization header is "Bearer <token>", compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
