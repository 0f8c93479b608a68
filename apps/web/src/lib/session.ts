/**
 * Browser session store (spec section 4): a brand session and an SME session, each with its own
 * token and cached profile under its own localStorage key, plus a "pending verification" token
 * kept in sessionStorage between sign-up (or an unverified login) and e-mail-code entry.
 *
 * The store is framework-free (subscribe / snapshot) so it can be unit-tested in node and read
 * from React through `useSession` (useSyncExternalStore); what it shares with the creator portal's
 * store (resilient storages, cached snapshots, subscribers, other tabs, navigation intent) is in
 * lib/storage-store.ts.
 */
import { useSyncExternalStore } from 'react';
import type { MerchantProfile } from '@app/shared/auth';
import { MERCHANT_PROFILE_VERSION } from '@app/shared/session';
import {
  createStorageStoreCore,
  finiteNumberOr,
  inBrowser,
  nonEmptyString,
  parseStoredRecord,
  type ChangeOptions,
  type StoreEvents,
  type Storages,
} from './storage-store';
import { onServer, renderScope } from './render-scope';

// Where callers and tests have always found them.
export { createMemoryStorage, NAVIGATION_INTENT_TTL_MS } from './storage-store';

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

/**
 * What is kept in storage: no token, no session. A stored profile is kept with the version of its shape
 * (MERCHANT_PROFILE_VERSION); one of another version (an older release's) is dropped and loaded again. Checking it
 * against the shared schema instead needed zod before the first signed-in page could show (issue 22).
 */
export function parseStoredSession(raw: string | null): Session | null {
  const stored = parseStoredRecord(raw);
  const token = nonEmptyString(stored?.token);
  if (!stored || !token) return null;
  const profile = stored.profile;
  if (stored.profileVersion !== MERCHANT_PROFILE_VERSION || typeof profile !== 'object' || profile === null)
    return { token, profile: null, profileSavedAt: null };
  return { token, profile: profile as MerchantProfile, profileSavedAt: finiteNumberOr(stored.profileSavedAt, null) };
}

const KINDS: readonly SessionKind[] = ['brand', 'sme'];
const FLOWS: readonly PendingVerification['flow'][] = ['signup', 'login'];

export function parseStoredPending(raw: string | null): PendingVerification | null {
  const stored = parseStoredRecord(raw);
  const token = nonEmptyString(stored?.token);
  const kind = KINDS.find((k) => k === stored?.kind);
  if (!stored || !token || !kind) return null;
  return {
    token,
    kind,
    email: typeof stored.email === 'string' ? stored.email : '',
    flow: FLOWS.find((f) => f === stored.flow) ?? 'signup',
    business_name: typeof stored.business_name === 'string' ? stored.business_name : null,
    createdAt: finiteNumberOr(stored.createdAt, 0),
  };
}

export interface SessionStore extends StoreEvents {
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
  /**
   * Turns the pending verification into the real session of its kind (after the code is verified), with the token the
   * code returned when it did.
   */
  promotePending(
    profile?: MerchantProfile | null,
    options?: ChangeOptions & { token?: string },
  ): PendingVerification | null;
}

export function createSessionStore(storages: Storages = {}, now: () => number = Date.now): SessionStore {
  const core = createStorageStoreCore(storages, Object.values(SESSION_KEYS), now);
  const { local, session: sessionStorage, emit, setIntent } = core;
  const get = (kind: SessionKind): Session | null => core.read(local, SESSION_KEYS[kind], parseStoredSession);

  const write = (kind: SessionKind, value: Session) => {
    const stored = value.profile ? { ...value, profileVersion: MERCHANT_PROFILE_VERSION } : value;
    core.write(local, SESSION_KEYS[kind], JSON.stringify(stored), value);
  };

  const store: SessionStore = {
    ...core.events,
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
    getPending: () => core.read(sessionStorage, SESSION_KEYS.pending, parseStoredPending),
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
  };
  return store;
}

/** One object per token: a snapshot must stay the same object while nothing changed (useSyncExternalStore). */
let lastRendered: Session | null = null;

/**
 * The brand session a page was rendered with on the server (lib/render-scope.ts), none for every other render. Its
 * profile is the query cache's (the render loaded it), not a stored one.
 */
function renderedSession(kind: SessionKind): Session | null {
  const token = kind === 'brand' ? renderScope()?.brandToken : null;
  if (!token) return null;
  if (lastRendered?.token !== token) lastRendered = { token, profile: null, profileSavedAt: null };
  return lastRendered;
}

/**
 * On the server, a render's caller is the brand session (the API client's token, the guards' and prefetches' check);
 * the store's own (in memory there, shared by every render) is never written by a render: setProfile reads it.
 */
function withRenderedSession(store: SessionStore): SessionStore {
  const get = (kind: SessionKind) => renderedSession(kind) ?? store.get(kind);
  return { ...store, get, getToken: (kind) => get(kind)?.token ?? null };
}

/** The app's store, on the browser's storages (in memory outside a browser, read through a render's scope). */
export const sessionStore: SessionStore = onServer
  ? withRenderedSession(inBrowser(createSessionStore))
  : inBrowser(createSessionStore);

export function useSession(kind: SessionKind, store: SessionStore = sessionStore): Session | null {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(kind),
    () => renderedSession(kind),
  );
}

export function usePendingVerification(store: SessionStore = sessionStore): PendingVerification | null {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getPending(),
    () => null,
  );
}
