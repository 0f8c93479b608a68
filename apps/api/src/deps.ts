import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './plugins/mail';
import type { RateLimits } from './plugins/rate-limit';
import type { Tokens } from './plugins/auth';
import type { SessionCache } from './plugins/cache';
import type { Storage } from './plugins/storage';
import type { CreatorIndexHolder } from './modules/creators/creators.index';

/** What every module is built with: handed down explicitly, never imported as globals. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  limits: RateLimits;
  tokens: Tokens;
  cache: SessionCache;
  storage: Storage;
  creatorIndex: CreatorIndexHolder;
  log: FastifyBaseLogger;
}
