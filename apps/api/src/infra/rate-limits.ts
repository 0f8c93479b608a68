import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { AppError } from '../errors';

/** The sensitive actions that are limited both per client IP and per account. */
export type LimitedAction = 'login' | 'otp' | 'resend' | 'reset' | 'invite';

export interface RateLimits {
  /** Counts one attempt against every key given; throws 429 with Retry-After when any is exhausted. */
  consume(action: LimitedAction, keys: { ip: string; account?: string }): Promise<void>;
  /** Forgets an account's failures, e.g. after a successful login. */
  reset(action: LimitedAction, account: string): Promise<void>;
  close(): Promise<void>;
}

// Resending codes costs mail, so it is far tighter than the other actions.
const ACCOUNT_POINTS_FACTOR: Record<LimitedAction, number> = { login: 1, otp: 1, resend: 0.5, reset: 0.5, invite: 1 };

export function createRateLimits(config: Config): RateLimits {
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : null;
  redis?.on('error', () => undefined);
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const options = { keyPrefix, points: Math.max(1, Math.floor(points)), duration: config.rateLimit.windowSeconds };
    if (!redis) return new RateLimiterMemory(options);
    // Keeps limiting in-process if Redis is briefly unreachable.
    return new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  };
  const limiters = new Map<string, RateLimiterAbstract>();
  const actions: LimitedAction[] = ['login', 'otp', 'resend', 'reset', 'invite'];
  for (const action of actions) {
    limiters.set(`${action}:ip`, make(`rl:${action}:ip`, config.rateLimit.authPerIp));
    limiters.set(`${action}:account`, make(`rl:${action}:acct`, config.rateLimit.authPerAccount * ACCOUNT_POINTS_FACTOR[action]));
  }

  return {
    async consume(action, keys) {
      const attempts: Array<[RateLimiterAbstract, string]> = [[limiters.get(`${action}:ip`)!, keys.ip]];
      if (keys.account) attempts.push([limiters.get(`${action}:account`)!, keys.account.toLowerCase()]);
      for (const [limiter, key] of attempts) {
        try {
          await limiter.consume(key);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${seconds} seconds.`, { retryAfter: seconds });
        }
      }
    },
    async reset(action, account) {
      await limiters.get(`${action}:account`)!.delete(account.toLowerCase());
    },
    async close() {
      redis?.disconnect();
    },
  };
}
