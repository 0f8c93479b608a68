import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { LiveBus } from './infra/live';
import type { AppOutbox } from './infra/outbox-events';
import type { Queue } from './infra/queue';
import type { RateLimits } from './infra/rate-limits';
import type { Tokens } from './infra/tokens';
import type { SessionCache } from './infra/session-cache';
import type { Storage } from './infra/storage';
import type { CreatorIndexHolder } from './modules/creators/creators.index';
import type { PaymentProvider } from './modules/payments/providers/provider';
import type { MetricsConnector } from './modules/reporting/connectors/connector';

/** What every module is built with: handed down explicitly, never imported as globals. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  /** Events recorded with the change, delivered after commit (docs/decisions/018-outbox.md); mail goes this way. */
  outbox: AppOutbox;
  /** Durable background jobs on pg-boss (decision 021): timed and recurring work; started by server.ts. */
  queue: Queue;
  /** Live updates to open pages (server-sent events), across processes through Redis when REDIS_URL is set. */
  live: LiveBus;
  limits: RateLimits;
  tokens: Tokens;
  cache: SessionCache;
  storage: Storage;
  creatorIndex: CreatorIndexHolder;
  /** M-Pesa Daraja when configured, else the sandbox (decision 023); the payments module alone calls it. */
  payments: PaymentProvider;
  /** Where the refresh job reads live posts' figures (docs/decisions/024-reporting.md), tried in order. */
  metricConnectors: readonly MetricsConnector[];
  log: FastifyBaseLogger;
}
