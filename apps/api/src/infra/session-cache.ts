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
 * invalidation is broadcast so every API process drops its copy.
 */
export interface SessionCache {
  getActor(sessionId: string): Actor | undefined;
  setActor(actor: Actor): void;
  /** The merchant's profile: cached, else `load`'s, shared by every caller asking while it loads (readThrough). */
  profile(merchantId: string, load: () => Promise<MerchantProfile>): Promise<MerchantProfile>;
  /**
   * Every company the merchant reaches, with their role (what every company-scoped call checks): cached, else
   * `load`'s, shared by every caller asking while it loads (readThrough).
   */
  companies(merchantId: string, load: () => Promise<AccessibleCompany[]>): Promise<AccessibleCompany[]>;
  /** A creator-portal session (every creator call asks for it). */
  getCreator(sessionId: string): CreatorActor | undefined;
  setCreator(actor: CreatorActor): void;
  /** The merchant, their memberships or their sessions changed. */
  invalidateMerchant(merchantId: string): Promise<void>;
  /** A creator account, the catalogue creator it speaks for, or its sessions changed. */
  invalidateCreatorAccount(accountId: string): Promise<void>;
  /** One session (merchant or creator) ended. */
  invalidateSession(sessionId: string): Promise<void>;
  /** `listener` hears every drop, this process's and those arriving from others (the response cache follows them). */
  onDrop(listener: (dropped: Dropped) => void): () => void;
  close(): Promise<void>;
}

/** What was dropped: a merchant's profile and reach, a creator account, or one session (here or in another process). */
export type Dropped = { kind: 'merchant' | 'creator-account' | 'session'; id: string };
type Message = Dropped;

/**
 * Each entry lives SESSION_CACHE_TTL_MS (or `ttlMs`) give or take a fifth: entries made together (a burst of logins,
 * a deploy's warm-up) expire at different moments instead of sending all their next requests to the database at once.
 */
export function jitteredTtl(ttlMs = SESSION_CACHE_TTL_MS, random: () => number = Math.random): number {
  return Math.round(ttlMs * (0.8 + 0.4 * random()));
}

export function createSessionCache(config: Config): SessionCache {
  const actors = growingLru<string, Actor>(50_000, SESSION_CACHE_TTL_MS);
  const profiles = growingLru<string, MerchantProfile>(20_000, SESSION_CACHE_TTL_MS);
  const reach = growingLru<string, AccessibleCompany[]>(20_000, SESSION_CACHE_TTL_MS);
  const creators = growingLru<string, CreatorActor>(50_000, SESSION_CACHE_TTL_MS);
  // merchant or creator account id -> their cached session ids; bounded like the caches it indexes
  const sessionsOf = growingLru<string, Set<string>>(50_000);
  const creatorSessionsOf = growingLru<string, Set<string>>(50_000);
  // Loads under way, by cache and key: a cold key asked for by many requests at once is read once.
  const loading = new Map<string, Promise<unknown>>();
  /**
   * The cached value, else one `load` shared by every caller until it settles. Its result is kept only if the key
   * was not invalidated meanwhile (dropLocal forgets the load), so a change made during the load is never hidden.
   */
  const readThrough = <V extends NonNullable<unknown>>(
    store: LRUCache<string, V>,
    name: string,
    key: string,
    load: () => Promise<V>,
  ): Promise<V> => {
    const hit = store.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const slot = `${name}:${key}`;
    const running = loading.get(slot) as Promise<V> | undefined;
    if (running) return running;
    const started: Promise<V> = load()
      .then((value) => {
        if (loading.get(slot) === started) store.set(key, value, { ttl: jitteredTtl() });
        return value;
      })
      .finally(() => {
        if (loading.get(slot) === started) loading.delete(slot);
      });
    loading.set(slot, started);
    return started;
  };
  const remember = (index: LRUCache<string, Set<string>>, ownerId: string, sessionId: string) => {
    const set = index.get(ownerId) ?? new Set<string>();
    set.add(sessionId);
    index.set(ownerId, set);
  };

  const dropListeners = new Set<(dropped: Dropped) => void>();
  const dropLocal = ({ kind, id }: Message) => {
    for (const listener of dropListeners) listener({ kind, id });
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
    loading.delete(`profile:${id}`);
    loading.delete(`reach:${id}`);
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
      actors.set(actor.sessionId, actor, { ttl: jitteredTtl() });
      remember(sessionsOf, actor.merchantId, actor.sessionId);
    },
    getCreator: (sessionId) => creators.get(sessionId),
    setCreator(actor) {
      creators.set(actor.sessionId, actor, { ttl: jitteredTtl() });
      remember(creatorSessionsOf, actor.accountId, actor.sessionId);
    },
    profile: (merchantId, load) => readThrough(profiles, 'profile', merchantId, load),
    companies: (merchantId, load) => readThrough(reach, 'reach', merchantId, load),
    invalidateMerchant: (id) => invalidate({ kind: 'merchant', id }),
    invalidateCreatorAccount: (id) => invalidate({ kind: 'creator-account', id }),
    invalidateSession: (id) => invalidate({ kind: 'session', id }),
    onDrop(listener) {
      dropListeners.add(listener);
      return () => void dropListeners.delete(listener);
    },
    async close() {
      publisher?.disconnect();
      subscriber?.disconnect();
    },
  };
}
