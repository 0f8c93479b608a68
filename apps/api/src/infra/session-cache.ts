import type { LRUCache } from 'lru-cache';
import { growingLru } from './lru';
import { newRedis } from './optional-packages';
import type { MerchantProfile } from '@app/shared/auth';
import type { Config } from '../config';
import type { AccessibleCompany, Actor, CreatorActor } from '../actor';

const CHANNEL = 'creatorhub:invalidate';
/** Backstop: even a missed invalidation (a row changed by hand in SQL) is gone after this. */
export const SESSION_CACHE_TTL_MS = 30_000;

/**
 * Read-through cache of what every authenticated page asks for: the session behind a token, the
 * merchant's profile and the companies they reach (with their role). Writes invalidate explicitly; with REDIS_URL the
 * invalidation
 * is broadcast so every API process drops its copy.
 */
export interface SessionCache {
  getActor(sessionId: string): Actor | undefined;
  setActor(actor: Actor): void;
  getProfile(merchantId: string): MerchantProfile | undefined;
  setProfile(profile: MerchantProfile): void;
  /** Every company the merchant reaches, with their role: what every company-scoped call checks. */
  getCompanies(merchantId: string): AccessibleCompany[] | undefined;
  setCompanies(merchantId: string, companies: AccessibleCompany[]): void;
  /** A creator-portal session (every creator call asks for it). */
  getCreator(sessionId: string): CreatorActor | undefined;
  setCreator(actor: CreatorActor): void;
  /** The merchant, their memberships or their sessions changed. */
  invalidateMerchant(merchantId: string): Promise<void>;
  /** A creator account, the catalogue creator it speaks for, or its sessions changed. */
  invalidateCreatorAccount(accountId: string): Promise<void>;
  /** One session (merchant or creator) ended. */
  invalidateSession(sessionId: string): Promise<void>;
  close(): Promise<void>;
}

type Message = { kind: 'merchant' | 'creator-account' | 'session'; id: string };

export function createSessionCache(config: Config): SessionCache {
  const actors = growingLru<string, Actor>(50_000, SESSION_CACHE_TTL_MS);
  const profiles = growingLru<string, MerchantProfile>(20_000, SESSION_CACHE_TTL_MS);
  const reach = growingLru<string, AccessibleCompany[]>(20_000, SESSION_CACHE_TTL_MS);
  const creators = growingLru<string, CreatorActor>(50_000, SESSION_CACHE_TTL_MS);
  // merchant or creator account id -> their cached session ids; bounded like the caches it indexes
  const sessionsOf = growingLru<string, Set<string>>(50_000);
  const creatorSessionsOf = growingLru<string, Set<string>>(50_000);
  const remember = (index: LRUCache<string, Set<string>>, ownerId: string, sessionId: string) => {
    const set = index.get(ownerId) ?? new Set<string>();
    set.add(sessionId);
    index.set(ownerId, set);
  };

  const dropLocal = ({ kind, id }: Message) => {
    if (kind === 'session') {
      actors.delete(id);
      creators.delete(id);
      return;
    }
    if (kind === 'creator-account') {
      for (const sessionId of creatorSessionsOf.get(id) ?? []) creators.delete(sessionId);
      creatorSessionsOf.delete(id);
      return;
    }
    profiles.delete(id);
    reach.delete(id);
    for (const sessionId of sessionsOf.get(id) ?? []) actors.delete(sessionId);
    sessionsOf.delete(id);
  };

  const publisher = config.redisUrl ? newRedis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) : null;
  const subscriber = config.redisUrl ? newRedis(config.redisUrl, { lazyConnect: false }) : null;
  publisher?.on('error', () => undefined);
  subscriber?.on('error', () => undefined);
  subscriber?.subscribe(CHANNEL).catch(() => undefined);
  subscriber?.on('message', (_channel, raw: string) => {
    try {
      dropLocal(JSON.parse(raw) as Message);
    } catch {
      /* ignore foreign messages */
    }
  });

  const invalidate = async (message: Message) => {
    dropLocal(message);
    if (publisher) await publisher.publish(CHANNEL, JSON.stringify(message)).catch(() => undefined);
  };

  return {
    getActor: (sessionId) => actors.get(sessionId),
    setActor(actor) {
      actors.set(actor.sessionId, actor);
      remember(sessionsOf, actor.merchantId, actor.sessionId);
    },
    getCreator: (sessionId) => creators.get(sessionId),
    setCreator(actor) {
      creators.set(actor.sessionId, actor);
      remember(creatorSessionsOf, actor.accountId, actor.sessionId);
    },
    getProfile: (merchantId) => profiles.get(merchantId),
    setProfile: (profile) => void profiles.set(profile.id, profile),
    getCompanies: (merchantId) => reach.get(merchantId),
    setCompanies: (merchantId, companies) => void reach.set(merchantId, companies),
    invalidateMerchant: (id) => invalidate({ kind: 'merchant', id }),
    invalidateCreatorAccount: (id) => invalidate({ kind: 'creator-account', id }),
    invalidateSession: (id) => invalidate({ kind: 'session', id }),
    async close() {
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
