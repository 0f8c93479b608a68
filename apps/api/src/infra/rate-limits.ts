/**
 * Abuse limits, per client IP and per target (an account's e-mail, a company), kept in Redis when
 * REDIS_URL is set so every API process counts the same attempts, in memory otherwise.
 *
 * Two kinds of limit:
 *  - `consume`: every attempt counts (sign-up, resends, invitations, analytics events).
 *  - failures (`beforeAttempt` / `recordFailure` / `recordSuccess`), for guessing passwords and codes:
 *    failures count per (account, client IP) and per IP, so a stranger hammering an account is stopped
 *    at their own address and never locks the owner out; failures per account across all IPs only slow
 *    each further attempt down (OWASP authentication cheat sheet), and a success clears them.
 * Target keys are hashed so Redis never holds an e-mail address.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { newRedis } from './optional-packages';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { AppError } from '../errors';

/** Actions limited on every attempt. */
export type CountedAction =
  'signup' | 'resend' | 'reset' | 'invite-send' | 'invite-open' | 'analytics' | 'public-insights';
/** Actions limited on failures (guessing). */
export type GuessedAction = 'login' | 'otp' | 'reset-token';

export interface RateLimits {
  /** Counts one attempt per IP and per target (each when given); throws 429 with Retry-After when either is used up. */
  consume(action: CountedAction, keys: { ip?: string; target?: string }): Promise<void>;
  /**
   * Before checking a secret: 429 when this IP (or this IP on this account) failed too often; else waits the account's
   * slow-down.
   */
  beforeAttempt(action: GuessedAction, keys: { ip: string; account: string }): Promise<void>;
  recordFailure(action: GuessedAction, keys: { ip: string; account: string }): Promise<void>;
  /** The right secret: forgets the failures of this account. */
  recordSuccess(action: GuessedAction, keys: { ip: string; account: string }): Promise<void>;
  close(): Promise<void>;
}

/** A short, stable, non-reversible key for an e-mail or other target. */
export function targetKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/** Slow-down before an attempt on an account that has `failures` recent failures from anywhere. */
export function slowdownMs(failures: number, freeFailures: number, maxMs: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxMs, 250 * 2 ** (failures - freeFailures));
}

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${seconds} seconds.`, { retryAfter: seconds });
}

export function createRateLimits(config: Config): RateLimits {
  const { authPerIp, authPerAccount, windowSeconds, analyticsPerMinute, slowdownMaxMs } = config.rateLimit;
  const redis = config.redisUrl ? newRedis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : null;
  redis?.on('error', () => undefined);
  const make = (keyPrefix: string, points: number, duration = windowSeconds): RateLimiterAbstract => {
    const options = { keyPrefix: `rl:${keyPrefix}`, points: Math.max(1, Math.floor(points)), duration };
    if (!redis) return new RateLimiterMemory(options);
    // Keeps limiting in-process if Redis is briefly unreachable.
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };

  // Mail-sending actions are far tighter per target than per IP: each attempt costs someone an e-mail.
  const counted: Record<CountedAction, { ip: RateLimiterAbstract; target: RateLimiterAbstract }> = {
    signup: { ip: make('signup:ip', authPerIp), target: make('signup:to', Math.max(1, authPerAccount / 2)) },
    resend: { ip: make('resend:ip', authPerIp), target: make('resend:to', Math.max(1, authPerAccount / 2)) },
    reset: { ip: make('reset:ip', authPerIp), target: make('reset:to', Math.max(1, authPerAccount / 2)) },
    'invite-send': { ip: make('invsend:ip', authPerIp), target: make('invsend:co', authPerIp) },
    'invite-open': { ip: make('invopen:ip', authPerIp), target: make('invopen:to', authPerAccount) },
    analytics: {
      ip: make('analytics:ip', analyticsPerMinute, 60),
      target: make('analytics:to', analyticsPerMinute, 60),
    },
    // Anyone may ask a public campaign page's insights: per visitor as analytics events, per campaign ten times that.
    'public-insights': {
      ip: make('pubins:ip', analyticsPerMinute, 60),
      target: make('pubins:to', analyticsPerMinute * 10, 60),
    },
  };
  const guessed: Record<
    GuessedAction,
    { ip: RateLimiterAbstract; pair: RateLimiterAbstract; account: RateLimiterAbstract }
  > = {
    login: {
      ip: make('login:ip', authPerIp),
      pair: make('login:pair', authPerAccount),
      account: make('login:acct', 1_000_000),
    },
    otp: {
      ip: make('otp:ip', authPerIp),
      pair: make('otp:pair', authPerAccount),
      account: make('otp:acct', 1_000_000),
    },
    'reset-token': {
      ip: make('rtok:ip', authPerIp),
      pair: make('rtok:pair', authPerAccount),
      account: make('rtok:acct', 1_000_000),
    },
  };
  const pairKey = (keys: { ip: string; account: string }) => `${targetKey(keys.account)}|${keys.ip}`;

  const spend = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooMany(rejection.msBeforeNext);
      throw rejection;
    }
  };
  const usedUp = async (limiter: RateLimiterAbstract, key: string) => {
    const res = await limiter.get(key);
    if (res && res.consumedPoints >= limiter.points) throw tooMany(res.msBeforeNext);
  };

  return {
    async consume(action, keys) {
      // Both at once: one round trip to Redis instead of two (under load each waits a turn of the event loop). A
      // request refused by one still counts against the other, as an attempt it was.
      await Promise.all([
        keys.ip ? spend(counted[action].ip, keys.ip) : undefined,
        keys.target ? spend(counted[action].target, targetKey(keys.target)) : undefined,
      ]);
    },
    async beforeAttempt(action, keys) {
      const limits = guessed[action];
      await usedUp(limits.ip, keys.ip);
      await usedUp(limits.pair, pairKey(keys));
      const failures = (await limits.account.get(targetKey(keys.account)))?.consumedPoints ?? 0;
      const wait = slowdownMs(failures, authPerAccount, slowdownMaxMs);
      if (wait > 0) await sleep(wait);
    },
    async recordFailure(action, keys) {
      const limits = guessed[action];
      // Penalties never throw here: the caller answers the failure itself.
      await Promise.all([
        limits.ip.penalty(keys.ip),
        limits.pair.penalty(pairKey(keys)),
        limits.account.penalty(targetKey(keys.account)),
      ]);
    },
    async recordSuccess(action, keys) {
      const limits = guessed[action];
      await Promise.all([limits.pair.delete(pairKey(keys)), limits.account.delete(targetKey(keys.account))]);
    },
    async close() {
      redis?.disconnect();
    },
  };
}
