/**
 * The creator portal's session (decision 016: creator tokens are not merchant tokens), kept apart from
 * the brand and SME sessions of lib/session.ts under keys of its own:
 *  - the creator session token in localStorage (`creatorhub.session.creator`);
 *  - the sign-up token in sessionStorage between sign-up and the e-mailed code
 *    (`creatorhub.pending-verification.creator`), with the address the code went to.
 * No profile is cached here: GET /creator/me is a query (the login answer seeds it).
 *
 * Framework-free (subscribe / snapshot) like the merchant store, read from React through
 * `useCreatorSession` and `useCreatorPendingSignup` (useSyncExternalStore).
 */
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createMemoryStorage, NAVIGATION_INTENT_TTL_MS, type ChangeOptions, type StorageLike } from './session';

export const CREATOR_SESSION_KEYS = {
  session: 'creatorhub.session.creator',
  pending: 'creatorhub.pending-verification.creator',
} as const;

export interface CreatorSession {
  token: string;
}

export interface CreatorPendingSignup {
  /** The sign-up token: it may only verify the code or ask for a new one. */
  token: string;
  email: string;
  createdAt: number;
}

export interface CreatorSessionStore {
  get(): CreatorSession | null;
  getToken(): string | null;
  /** A new creator session (log-in, verified code); forgets any pending sign-up. */
  set(token: string, options?: ChangeOptions): void;
  clear(options?: ChangeOptions): void;
  getPending(): CreatorPendingSignup | null;
  setPending(pending: Omit<CreatorPendingSignup, 'createdAt'>): void;
  clearPending(): void;
  /** The navigation intent of the latest change (e.g. the login page after logging out), while it is fresh. */
  peekNext(): string | null;
  clearNext(): void;
  subscribe(listener: () => void): () => void;
  /** Call when another tab changed storage (the `storage` event). */
  notifyExternalChange(key: string | null): void;
}

const storedSessionSchema = z.object({ token: z.string().min(1) });
const storedPendingSchema = z.object({ token: z.string().min(1), email: z.string().catch(''), createdAt: z.number().catch(0) });

function parse<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function parseStoredCreatorSession(raw: string | null): CreatorSession | null {
  return parse(storedSessionSchema, raw);
}

export function parseStoredCreatorPending(raw: string | null): CreatorPendingSignup | null {
  return parse(storedPendingSchema, raw);
}

/** A storage whose failures (quota, private mode) fall back to memory instead of breaking the portal. */
function guarded(storage: StorageLike | null | undefined): StorageLike {
  const memory = createMemoryStorage();
  if (!storage) return memory;
  return {
    getItem(key) {
      try {
        return storage.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value);
      } catch {
        memory.setItem(key, value);
      }
    },
    removeItem(key) {
      try {
        storage.removeItem(key);
      } catch {
        /* ignore */
      }
      memory.removeItem(key);
    },
  };
}

export function createCreatorSessionStore(
  storages: { local?: StorageLike | null; session?: StorageLike | null } = {},
  now: () => number = Date.now,
): CreatorSessionStore {
  const local = guarded(storages.local);
  const session = guarded(storages.session);
  const listeners = new Set<() => void>();
  // The same raw string always yields the same object (useSyncExternalStore needs stable snapshots).
  let sessionCache: { raw: string | null; value: CreatorSession | null } = { raw: null, value: null };
  let pendingCache: { raw: string | null; value: CreatorPendingSignup | null } = { raw: null, value: null };
  let intent: { path: string; at: number } | null = null;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const setIntent = (options?: ChangeOptions) => {
    intent = options?.next ? { path: options.next, at: now() } : null;
  };

  const store: CreatorSessionStore = {
    get() {
      const raw = local.getItem(CREATOR_SESSION_KEYS.session);
      if (raw !== sessionCache.raw) sessionCache = { raw, value: parseStoredCreatorSession(raw) };
      return sessionCache.value;
    },
    getToken: () => store.get()?.token ?? null,
    set(token, options) {
      if (!token) throw new Error('A creator session needs a token');
      local.setItem(CREATOR_SESSION_KEYS.session, JSON.stringify({ token }));
      session.removeItem(CREATOR_SESSION_KEYS.pending);
      setIntent(options);
      emit();
    },
    clear(options) {
      const had = local.getItem(CREATOR_SESSION_KEYS.session) !== null;
      local.removeItem(CREATOR_SESSION_KEYS.session);
      setIntent(options);
      if (had || options?.next) emit();
    },
    getPending() {
      const raw = session.getItem(CREATOR_SESSION_KEYS.pending);
      if (raw !== pendingCache.raw) pendingCache = { raw, value: parseStoredCreatorPending(raw) };
      return pendingCache.value;
    },
    setPending(pending) {
      session.setItem(CREATOR_SESSION_KEYS.pending, JSON.stringify({ token: pending.token, email: pending.email, createdAt: now() }));
      emit();
    },
    clearPending() {
      if (session.getItem(CREATOR_SESSION_KEYS.pending) === null) return;
      session.removeItem(CREATOR_SESSION_KEYS.pending);
      emit();
    },
    peekNext() {
      if (!intent) return null;
      if (now() - intent.at > NAVIGATION_INTENT_TTL_MS) {
        intent = null;
        return null;
      }
      return intent.path;
    },
    clearNext() {
      intent = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifyExternalChange(key) {
      if (key === null || (Object.values(CREATOR_SESSION_KEYS) as string[]).includes(key)) emit();
    },
  };
  return store;
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = window[name];
    const probe = '__creatorhub_creator_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** The portal's store, on the browser's storages (in memory outside a browser). */
export const creatorSessionStore: CreatorSessionStore = createCreatorSessionStore({
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
});

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => creatorSessionStore.notifyExternalChange(event.key));
}

export function useCreatorSession(store: CreatorSessionStore = creatorSessionStore): CreatorSession | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}

export function useCreatorPendingSignup(store: CreatorSessionStore = creatorSessionStore): CreatorPendingSignup | null {
  return useSyncExternalStore(store.subscribe, store.getPending, () => null);
}
