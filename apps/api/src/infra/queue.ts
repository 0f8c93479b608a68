/**
 * Durable background jobs on pg-boss (docs/decisions/021-queue-engine.md): timed and recurring work (campaign
 * start and end, deadline reminders, outbox pruning) kept in PostgreSQL, on the embedded PGlite and on a real
 * server alike. pg-boss speaks SQL through `database.raw` (no pool of its own), claims jobs with `FOR UPDATE SKIP
 * LOCKED` so two API processes never run one job twice, retries failed jobs with backoff, and keeps failed ones
 * listable (`npm run jobs`). Events recorded with a change still go through the outbox (decision 018); a handler
 * here is kept idempotent, since a process that dies mid-job leaves it to run again once it expires.
 *
 * `buildApp` defines the jobs; `server.ts` starts the queue (tests start it when they need it): the engine's
 * schema is made on first start, workers poll every few seconds, and cron schedules are kept in its tables.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** What the queue logs with (a Fastify logger, or the CLI's console). */
export interface QueueLog {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
  child(bindings: object): QueueLog;
}

export interface JobDefinition {
  name: string;
  handler: (data: Record<string, unknown>) => Promise<void>;
  /** A cron expression (UTC): the engine makes one job per tick, once across all processes. */
  cron?: string;
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time when retryBackoff. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job running longer counts as failed (and is retried): a process that died leaves it this long. */
  expireInSeconds?: number;
}

export interface QueueOptions {
  /** Seconds between a worker's polls for due jobs. */
  pollingIntervalSeconds: number;
  /** Where pg-boss keeps its tables. */
  schema: string;
}

export const DEFAULT_QUEUE_OPTIONS: QueueOptions = { pollingIntervalSeconds: 5, schema: 'pgboss' };

/**
 * PostgreSQL's answers when processes make the same queue or schedule at once (`npm start -- --workers 2` on a fresh
 * database deadlocked in pg-boss's create_queue): a deadlock, a serialization failure, a lost insert race. The
 * steps are idempotent, so another try after a moment succeeds.
 */
const RACE_CODES = new Set(['40P01', '40001', '23505']);
export const START_ATTEMPTS = 5;
/** The wait before another try, in ms: times the try number, times a random 0.2-1.2 so processes fall apart. */
const RACE_WAIT_MS = 100;

/** Runs an idempotent start step, again after a short random wait when it lost a race to another process. */
export async function retryingRaces<T>(step: () => Promise<T>, attempts = START_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= attempts || typeof code !== 'string' || !RACE_CODES.has(code)) throw error;
      await sleep(RACE_WAIT_MS * attempt * (0.2 + Math.random()));
    }
  }
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  retry_count: number;
  output: unknown;
  created_on: Date;
  completed_on: Date | null;
}

export interface Queue {
  /** Adds a kind of job; call before start(). */
  define(job: JobDefinition): void;
  /** Makes the engine's schema if needed, the queues and schedules, and starts a worker per kind. */
  start(options?: { workers?: boolean }): Promise<void>;
  /** Stops the workers, waiting for the jobs under way. */
  stop(): Promise<void>;
  /** Queues a job of a defined kind; `startAfter` delays it (seconds or a date). Its id. */
  send(name: string, data: Record<string, unknown>, options?: { startAfter?: number | Date }): Promise<string | null>;
  /** Runs the due jobs of one kind now (tests; the workers do it on their own). How many ran. */
  runDue(name: string): Promise<number>;
  /** Failed jobs, newest first (the CLI lists them). */
  failed(limit?: number): Promise<FailedJob[]>;
  /** Puts a failed job back to run again. */
  retry(name: string, id: string): Promise<void>;
  /** Jobs by queue and state (metrics); empty until the queue's schema exists. */
  stats(): Promise<Array<{ name: string; state: string; count: number }>>;
  readonly started: boolean;
}

export function createQueue(setup: {
  database: Pick<Database, 'raw'>;
  log: QueueLog;
  options?: Partial<QueueOptions>;
}): Queue {
  const options = { ...DEFAULT_QUEUE_OPTIONS, ...setup.options };
  const log = setup.log.child({ component: 'queue' });
  const definitions = new Map<string, JobDefinition>();
  const newBoss = () => {
    const made = new PgBoss({
      db: {
        // pg-boss swallows its fetch errors: log them here so a broken database shows.
        executeSql: async (text, values) => {
          try {
            return (await setup.database.raw(text, values)) as { rows: never[] };
          } catch (error) {
            log.debug({ err: error }, 'queue SQL failed');
            throw error;
          }
        },
      },
      schema: options.schema,
      supervise: true,
      schedule: true,
      // Completed jobs are archived after a day and deleted after a week: enough to answer "did it run?".
      archiveCompletedAfterSeconds: 24 * 3600,
      deleteAfterDays: 7,
    });
    made.on('error', (error) => log.warn({ err: error }, 'queue error'));
    return made;
  };
  // Replaced when its start lost a race (see start): a PgBoss whose start failed never starts again.
  let boss = newBoss();
  let started = false;
  let starting: Promise<void> | null = null;

  const runJob = async (job: PgBoss.Job<Record<string, unknown>>) => {
    const definition = definitions.get(job.name);
    if (!definition) throw new Error(`no handler for job ${job.name}`);
    await definition.handler(job.data ?? {});
  };

  async function start(startOptions: { workers?: boolean } = {}) {
    if (started) return;
    starting ??= (async () => {
      // pg-boss makes its schema under a lock, yet processes starting at once on a fresh database can still both
      // insert it (seen: a duplicate key on pg_namespace): a new instance tries again.
      await retryingRaces(async () => {
        try {
          await boss.start();
        } catch (error) {
          // Whatever of it did start (its timers) stops before it is dropped.
          await boss.stop({ graceful: false, wait: false, close: false }).catch(() => undefined);
          boss = newBoss();
          throw error;
        }
      });
      for (const job of definitions.values()) {
        await retryingRaces(() =>
          boss.createQueue(job.name, {
            name: job.name,
            retryLimit: job.retryLimit ?? 5,
            retryDelay: job.retryDelay ?? 30,
            retryBackoff: job.retryBackoff ?? true,
            expireInSeconds: job.expireInSeconds ?? 300,
          }),
        );
        const { cron } = job;
        if (cron) await retryingRaces(() => boss.schedule(job.name, cron, {}, { tz: 'UTC' }));
        if (startOptions.workers !== false)
          await boss.work<Record<string, unknown>>(
            job.name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
            async ([job]) => runJob(job),
          );
      }
      started = true;
    })();
    await starting;
  }

  return {
    define(job) {
      if (started) throw new Error(`define job ${job.name} before the queue starts`);
      definitions.set(job.name, job);
    },
    start,
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      started = false;
      starting = null;
    },
    send(name, data, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      return boss.send(name, data, sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter });
    },
    async runDue(name) {
      // pg-boss fetches jobs whose start_after is before now(), strictly, and the embedded database's clock counts
      // milliseconds: a job sent "now" within the same millisecond would not be due yet. Let the clock move first.
      await sleep(2);
      let ran = 0;
      for (;;) {
        const [job] = await boss.fetch<Record<string, unknown>>(name);
        if (!job) return ran;
        try {
          await runJob(job);
          await boss.complete(name, job.id);
        } catch (error) {
          await boss.fail(name, job.id, { message: (error as Error).message });
        }
        ran += 1;
      }
    },
    async failed(limit = 50) {
      const { rows } = await setup.database.raw(
        `select id, name, data, retry_count, output, created_on, completed_on from ${options.schema}.job
         where state = 'failed'
         union all
         select id, name, data, retry_count, output, created_on, completed_on from ${options.schema}.archive
         where state = 'failed'
         order by created_on desc limit $1`,
        [limit],
      );
      return rows as FailedJob[];
    },
    retry: (name, id) => boss.retry(name, id),
    async stats() {
      if (!started) return [];
      const { rows } = await setup.database.raw(
        `select name, state::text as state, count(*)::int as count from ${options.schema}.job group by name, state`,
        [],
      );
      return rows as Array<{ name: string; state: string; count: number }>;
    },
    get started() {
      return started;
    },
  };
}
