/**
 * The transactional outbox (docs/decisions/018-outbox.md). A service records "this happened" with
 * `deps.outbox.recordEvent(tx, type, payload)` inside the transaction of the change; the worker delivers each event to
 * its type's handler after the commit, with retries and exponential backoff, and never for a rolled-back transaction.
 *
 * - Recording validates the payload with the type's zod schema and seals its secret fields (AES-256-GCM, a key
 *   derived from JWT_SECRET, infra/sealing.ts); they are removed from the row once it is delivered or given up.
 * - Claiming is one `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED)` that counts the try and leases the
 *   rows (available_at moves past the lease), so several API processes on one PostgreSQL never deliver an event
 *   twice while its lease holds; handlers run outside any transaction (on PGlite one open transaction would stall
 *   every request). A worker that dies mid-delivery leaves its rows to be claimed again when the lease ends, so
 *   delivery is at least once: a handler must tolerate the rare repeat.
 * - Only types this process has handlers for are claimed, so a process of an older release leaves new types alone.
 * - `start()` (server.ts, never buildApp) wakes the worker after every commit that recorded an event in this process
 *   and polls slowly for the rest (retries that come due, events recorded by other processes). Tests call `drain()`.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { afterCommit } from '../db/after-commit';
import type { Db, Tx } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema/outbox';
import { createSealer, SealError } from './sealing';
import { withTimeout } from './timeout';

export interface EventDefinition {
  payload: z.ZodObject;
  /** Top-level string fields of the payload that are secrets (codes, link tokens): sealed at rest, then removed. */
  secrets?: readonly string[];
}

export type EventDefinitions = Record<string, EventDefinition>;

export interface DeliveredEvent {
  id: string;
  type: string;
  /** This try's number, from 1. */
  attempt: number;
  createdAt: Date;
}

export type EventHandlers<E extends EventDefinitions> = {
  [T in keyof E]: (payload: z.output<E[T]['payload']>, event: DeliveredEvent) => Promise<void>;
};

/** A failure that no retry can fix (a payload no schema reads, a secret that no longer opens): given up at once. */
export class PermanentDeliveryError extends Error {}

export interface OutboxOptions {
  /** Fallback poll while started: retries that came due, events recorded by other processes. */
  pollMs: number;
  /** Rows claimed per query; delivered one after another, so mails to one person keep their order. */
  batchSize: number;
  /** Tries before an event is given up (failed_at set, the row kept, an error logged). */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles after each further one (with +-20% jitter), up to backoffMaxMs. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A try that takes longer counts as failed (the handler is not cancelled: its late success may still land). */
  handlerTimeoutMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  batchSize: 10,
  maxAttempts: 10,
  backoffBaseMs: 2_000,
  backoffMaxMs: 10 * 60_000,
  handlerTimeoutMs: 30_000,
};

export interface DrainResult {
  delivered: number;
  /** Tries that failed and were put back for later. */
  retried: number;
  /** Events given up. */
  failed: number;
}

export interface Outbox<E extends EventDefinitions> {
  /** Records an event in `tx` (the transaction of the change); the worker delivers it after the commit. Its id. */
  recordEvent<T extends keyof E & string>(tx: Db | Tx, type: T, payload: z.input<E[T]['payload']>): Promise<string>;
  /** Delivers everything due now, pass after pass until nothing is due: what the worker does, in the caller's time. */
  drain(): Promise<DrainResult>;
  /** Starts the worker: a pass now, after every commit that recorded an event here, and every pollMs. */
  start(): void;
  /** Stops the worker and waits for the pass under way. */
  stop(): Promise<void>;
  /** Asks the started worker for a pass soon (after a commit). */
  kick(): void;
  /** Deletes events delivered more than `days` ago (a daily job); how many. Failed ones stay for support. */
  pruneDelivered(days: number): Promise<number>;
  readonly options: OutboxOptions;
}

/** The wait after try number `attempt` failed: base * 2^(attempt-1), capped, +-20% so failures spread out. */
export function backoffMs(attempt: number, options: Pick<OutboxOptions, 'backoffBaseMs' | 'backoffMaxMs'>): number {
  const exact = Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exact * (0.8 + Math.random() * 0.4));
}

/** Seals and opens secret payload fields; the event type is bound in as associated data. */
function sealer(secret: string) {
  // The outbox's own salt and purpose: rows sealed before infra/sealing.ts existed still open.
  const sealing = createSealer(secret, 'sealed payload fields', 'creatorhub-outbox');
  return {
    seal: (type: string, value: string): string => sealing.seal(type, value),
    open(type: string, sealed: unknown): string {
      try {
        return sealing.open(type, sealed);
      } catch (error) {
        if (error instanceof SealError && error.reason === 'not-sealed') {
          throw new PermanentDeliveryError('a secret field is missing or not sealed');
        }
        throw new PermanentDeliveryError('a secret field does not open (was JWT_SECRET changed?)');
      }
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2_000);

export function createOutbox<E extends EventDefinitions>(setup: {
  db: Db;
  log: FastifyBaseLogger;
  /** JWT_SECRET: every process of a deployment shares it, so any of them opens what another sealed. */
  secret: string;
  events: E;
  handlers: EventHandlers<E>;
  options?: Partial<OutboxOptions>;
}): Outbox<E> {
  const { db, events, handlers } = setup;
  const log = setup.log.child({ component: 'outbox' });
  const options: OutboxOptions = { ...DEFAULT_OUTBOX_OPTIONS, ...setup.options };
  // A claim lasts as long as its whole batch may take, and a little more.
  const leaseMs = options.handlerTimeoutMs * options.batchSize + 30_000;
  const types = Object.keys(handlers);
  const secrets = sealer(setup.secret);
  const secretFields = (type: string): readonly string[] => events[type]?.secrets ?? [];

  let started = false;
  let running: Promise<void> | null = null;
  /** A pass is wanted (set by kicks, cleared when a pass starts). */
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function recordEvent<T extends keyof E & string>(tx: Db | Tx, type: T, input: unknown): Promise<string> {
    const definition = events[type];
    if (!definition) throw new Error(`unknown outbox event type ${type}`);
    const payload: Record<string, unknown> = definition.payload.parse(input);
    for (const field of secretFields(type)) payload[field] = secrets.seal(type, String(payload[field]));
    const id = randomUUID();
    await tx.insert(outbox).values({ id, type, payload });
    afterCommit(tx, kick);
    return id;
  }

  /** Claims up to batchSize due rows: counts the try and leases them. */
  function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.deliveredAt),
          isNull(outbox.failedAt),
          lte(outbox.availableAt, sql`now()`),
          inArray(outbox.type, types),
        ),
      )
      .orderBy(asc(outbox.availableAt))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        availableAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  /** Settles a try, only while this worker still holds the claim (the try count is still its own). */
  async function settle(
    row: OutboxRow,
    changes: { deliveredAt?: SQL; failedAt?: SQL; availableAt?: SQL; lastError?: string },
  ): Promise<void> {
    const fields = secretFields(row.type);
    // The secrets go once they are no longer needed (the names are the definitions' own, never input).
    const dropSecrets =
      fields.length && (changes.deliveredAt || changes.failedAt)
        ? { payload: sql`${outbox.payload} - ${sql.raw(`array[${fields.map((f) => `'${f}'`).join(',')}]`)}` }
        : {};
    const updated = await db
      .update(outbox)
      .set({ ...changes, ...dropSecrets })
      .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts)))
      .returning({ id: outbox.id });
    if (!updated.length) log.warn({ id: row.id, type: row.type }, 'outbox event was claimed again while delivering');
  }

  async function deliver(row: OutboxRow): Promise<keyof DrainResult> {
    const event: DeliveredEvent = { id: row.id, type: row.type, attempt: row.attempts, createdAt: row.createdAt };
    try {
      const definition = events[row.type];
      if (!definition) throw new PermanentDeliveryError(`unknown event type ${row.type}`);
      const stored = { ...(row.payload as Record<string, unknown>) };
      for (const field of secretFields(row.type)) stored[field] = secrets.open(row.type, stored[field]);
      const parsed = definition.payload.safeParse(stored);
      if (!parsed.success) throw new PermanentDeliveryError(`payload does not match ${row.type}: ${parsed.error}`);
      await withTimeout(handlers[row.type](parsed.data as never, event), options.handlerTimeoutMs, 'handler');
    } catch (error) {
      const giveUp = error instanceof PermanentDeliveryError || row.attempts >= options.maxAttempts;
      const lastError = errorText(error);
      if (giveUp) {
        await settle(row, { failedAt: sql`now()`, lastError });
        log.error({ ...event, err: error }, 'outbox event given up');
        return 'failed';
      }
      const waitMs = backoffMs(row.attempts, options);
      await settle(row, { availableAt: sql`now() + ${waitMs} * interval '1 millisecond'`, lastError });
      log.warn({ ...event, retryInMs: waitMs, error: lastError }, 'outbox event failed; will retry');
      return 'retried';
    }
    await settle(row, { deliveredAt: sql`now()` });
    return 'delivered';
  }

  /** Batch after batch until nothing is due, or until `goOn` says stop (a claimed batch is always finished). */
  async function drain(goOn: () => boolean = () => true): Promise<DrainResult> {
    const result: DrainResult = { delivered: 0, retried: 0, failed: 0 };
    for (;;) {
      const rows = await claim();
      for (const row of rows) result[await deliver(row)] += 1;
      if (rows.length < options.batchSize || !goOn()) return result;
    }
  }

  /** How long until the next undelivered event comes due (capped at pollMs). */
  async function nextWakeMs(): Promise<number> {
    const [next] = await db
      .select({ ms: sql<number | string | null>`extract(epoch from min(${outbox.availableAt}) - now()) * 1000` })
      .from(outbox)
      .where(and(isNull(outbox.deliveredAt), isNull(outbox.failedAt), inArray(outbox.type, types)));
    const ms = next?.ms === null || next?.ms === undefined ? options.pollMs : Number(next.ms);
    // Due already yet not claimed (another worker's claim held it a moment): look again shortly, not at once.
    return ms <= 0 ? Math.min(options.pollMs, 250) : Math.min(options.pollMs, Math.ceil(ms));
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (!started) return;
    timer = setTimeout(kick, ms);
    timer.unref();
  }

  /** Passes while kicks keep coming; then how long to sleep. */
  async function work(): Promise<number> {
    try {
      while (again && started) {
        again = false;
        await drain(() => started); // a shutdown waits for the batch under way, not for a whole backlog
      }
      return await nextWakeMs();
    } catch (err) {
      // The database may be away (decision 006): the next poll tries again.
      again = false;
      log.warn({ err }, 'outbox pass failed');
      return options.pollMs;
    }
  }

  function kick(): void {
    if (!started) return;
    again = true;
    if (running) return; // the pass under way goes round once more
    clearTimeout(timer);
    running = work().then((wakeMs) => {
      running = null;
      if (again) kick();
      else schedule(wakeMs);
    });
  }

  return {
    recordEvent: recordEvent as Outbox<E>['recordEvent'],
    drain: () => drain(),
    kick,
    options,
    async pruneDelivered(days) {
      const gone = await db
        .delete(outbox)
        .where(sql`${outbox.deliveredAt} < now() - ${days} * interval '1 day'`)
        .returning({ id: outbox.id });
      return gone.length;
    },
    start() {
      if (started) return;
      started = true;
      kick();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
