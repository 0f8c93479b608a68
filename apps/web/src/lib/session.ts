/**
 * Browser session store (spec section 4): a brand session and an SME session, each with its own
 * token and cached profile under its own localStorage key, plus a "pending verification" token
 * kept in sessionStorage between sign-up (or an unverified login) and e-mail-code entry.
 *
 * The store is framework-free (subscribe / snapshot) so it can be unit-tested in node and read
 * from React through `useSession` (useSyncExternalStore).
 */
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { merchantProfileSchema, type MerchantProfile } from '@app/shared/auth';

export type SessionKind = 'brand' | 'sme';

export interface Session {
  token: string;
  /** Last profile seen for this token (login reply or GET /user/merchant), null until loaded. */
  profile: MerchantProfile | null;
  /** When `profile` was stored (ms since epoch), so the query cache can judge its age. */
  profileSavedAt: number | null;
}

export interface PendingVerification {
  token: string;
  kind: SessionKind;
  email: string;
  /** signup: the code follows a sign-up; login: an unverified account logged in. */
  flow: 'signup' | 'login';
  /** SME sign-up carries its business name on to the complete-signup step. */
  business_name?: string | null;
  createdAt: number;
}

export const SESSION_KEYS = {
  brand: 'creatorhub.session.brand',
  sme: 'creatorhub.session.sme',
  pending: 'creatorhub.pending-verification',
} as const;

/** How long a navigation intent set together with a session change is honoured by the guards. */
export const NAVIGATION_INTENT_TTL_MS = 10_000;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ChangeOptions {
  /**
   * Where the user should go because of this change (e.g. /companies after a non-SME login through
   * the SME sign-in, /auth/login after logout). Guards that redirect because the session changed
   * prefer it over their own rule, so one change never produces two competing navigations.
   */
  next?: string;
}

export function createMemoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => (data.has(key) ? (data.get(key) as string) : null),
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** Wraps a Storage so quota errors or a blocked storage (private mode) never break the app. */
function resilient(storage: StorageLike | null | undefined): StorageLike {
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

/**
 * What is kept in storage, parsed with the shared profile schema: no token, no session; a profile
 * that no longer matches the schema (an older release, a hand edit) is dropped and loaded again.
 */
const storedSessionSchema = z.object({
  token: z.string().min(1),
  profile: merchantProfileSchema.nullable().catch(null),
  profileSavedAt: z.number().nullable().catch(null),
});

const storedPendingSchema = z.object({
  token: z.string().min(1),
  kind: z.enum(['brand', 'sme']),
  email: z.string().catch(''),
  flow: z.enum(['signup', 'login']).catch('signup'),
  business_name: z.string().nullable().catch(null),
  createdAt: z.number().catch(0),
});

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  const parsed = storedSessionSchema.safeParse(parseJson(raw));
  if (!parsed.success) return null;
  const { token, profile, profileSavedAt } = parsed.data;
  return { token, profile, profileSavedAt: profile ? profileSavedAt : null };
}

export function parseStoredPending(raw: string | null): PendingVerification | null {
  if (!raw) return null;
  const parsed = storedPendingSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : null;
}

export interface SessionStore {
  get(kind: SessionKind): Session | null;
  getToken(kind: SessionKind): string | null;
  set(kind: SessionKind, session: { token: string; profile?: MerchantProfile | null }, options?: ChangeOptions): void;
  /** Caches a fresh profile for the current token; ignored when that session is gone. */
  setProfile(kind: SessionKind, profile: MerchantProfile): void;
  clear(kind: SessionKind, options?: ChangeOptions): void;
  clearAll(options?: ChangeOptions): void;
  getPending(): PendingVerification | null;
  setPending(pending: Omit<PendingVerification, 'createdAt'>): void;
  clearPending(): void;
  /** Turns the pending verification into the real session of its kind (after the code is verified), with the token the code returned when it did. */
  promotePending(profile?: MerchantProfile | null, options?: ChangeOptions & { token?: string }): PendingVerification | null;
  /** The navigation intent of the latest change, while it is fresh. */
  peekNext(): string | null;
  clearNext(): void;
  subscribe(listener: () => void): () => void;
  /** Call when another tab changed storage (the `storage` event). */
  notifyExternalChange(key: string | null): void;
}

export function createSessionStore(
  storages: { local?: StorageLike | null; session?: StorageLike | null } = {},
  now: () => number = Date.now,
): SessionStore {
  const local = resilient(storages.local);
  const sessionStorage = resilient(storages.session);
  const listeners = new Set<() => void>();
  // Snapshot cache: the same raw string always yields the same object (useSyncExternalStore needs it).
  const sessionCache: Record<SessionKind, { raw: string | null; value: Session | null }> = {
    brand: { raw: null, value: null },
    sme: { raw: null, value: null },
  };
  let pendingCache: { raw: string | null; value: PendingVerification | null } = { raw: null, value: null };
  let intent: { path: string; at: number } | null = null;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const get = (kind: SessionKind): Session | null => {
    const raw = local.getItem(SESSION_KEYS[kind]);
    const cached = sessionCache[kind];
    if (raw === cached.raw) return cached.value;
    const value = parseStoredSession(raw);
    sessionCache[kind] = { raw, value };
    return value;
  };

  const write = (kind: SessionKind, value: Session) => {
    local.setItem(SESSION_KEYS[kind], JSON.stringify(value));
  };

  const setIntent = (options?: ChangeOptions) => {
    intent = options?.next ? { path: options.next, at: now() } : null;
  };

  const store: SessionStore = {
    get,
    getToken: (kind) => get(kind)?.token ?? null,
    set(kind, { token, profile = null }, options) {
      if (!token) throw new Error('A session needs a token');
      write(kind, { token, profile, profileSavedAt: profile ? now() : null });
      setIntent(options);
      emit();
    },
    setProfile(kind, profile) {
      const current = get(kind);
      if (!current) return;
      if (current.profile && JSON.stringify(current.profile) === JSON.stringify(profile)) return;
      write(kind, { token: current.token, profile, profileSavedAt: now() });
      emit();
    },
    clear(kind, options) {
      const had = local.getItem(SESSION_KEYS[kind]) !== null;
      local.removeItem(SESSION_KEYS[kind]);
      setIntent(options);
      if (had || options?.next) emit();
    },
    clearAll(options) {
      local.removeItem(SESSION_KEYS.brand);
      local.removeItem(SESSION_KEYS.sme);
      sessionStorage.removeItem(SESSION_KEYS.pending);
      setIntent(options);
      emit();
    },
    getPending() {
      const raw = sessionStorage.getItem(SESSION_KEYS.pending);
      if (raw === pendingCache.raw) return pendingCache.value;
      pendingCache = { raw, value: parseStoredPending(raw) };
      return pendingCache.value;
    },
    setPending(pending) {
      sessionStorage.setItem(SESSION_KEYS.pending, JSON.stringify({ ...pending, createdAt: now() }));
      emit();
    },
    clearPending() {
      if (sessionStorage.getItem(SESSION_KEYS.pending) === null) return;
      sessionStorage.removeItem(SESSION_KEYS.pending);
      emit();
    },
    promotePending(profile = null, options) {
      const pending = store.getPending();
      if (!pending) return null;
      sessionStorage.removeItem(SESSION_KEYS.pending);
      // A sign-up's code answers with the new account's session, which replaces the sign-up token.
      write(pending.kind, { token: options?.token ?? pending.token, profile, profileSavedAt: profile ? now() : null });
      setIntent(options);
      emit();
      return pending;
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
      if (key === null || (Object.values(SESSION_KEYS) as string[]).includes(key)) emit();
    },
  };
  return store;
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = window[name];
    const probe = '__creatorhub_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** The app's store, on the browser's storages (in-memory outside a browser). */
export const sessionStore: SessionStore = createSessionStore({
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
});

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => sessionStore.notifyExternalChange(event.key));
}

export function useSession(kind: SessionKind, store: SessionStore = sessionStore): Session | null {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(kind),
    () => null,
  );
}

export function usePendingVerification(store: SessionStore = sessionStore): PendingVerification | null {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getPending(),
    () => null,
  );
}
