/**
 * The creator portal's session (decision 016: creator tokens are not merchant tokens), kept apart from
 * the brand and SME sessions of lib/session.ts under keys of its own:
 *  - the creator session token in localStorage (`creatorhub.session.creator`);
 *  - the sign-up token in sessionStorage between sign-up and the e-mailed code
 *    (`creatorhub.pending-verification.creator`), with the address the code went to.
 * No profile is cached here: GET /creator/me is a query (the login answer seeds it).
 *
 * Framework-free (subscribe / snapshot) like the merchant store, on the same machinery
 * (lib/storage-store.ts), read from React through `useCreatorSession` and `useCreatorPendingSignup`
 * (useSyncExternalStore).
 */
import { useSyncExternalStore } from 'react';
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

export interface CreatorSessionStore extends StoreEvents {
  get(): CreatorSession | null;
  getToken(): string | null;
  /** A new creator session (log-in, verified code); forgets any pending sign-up. */
  set(token: string, options?: ChangeOptions): void;
  clear(options?: ChangeOptions): void;
  getPending(): CreatorPendingSignup | null;
  setPending(pending: Omit<CreatorPendingSignup, 'createdAt'>): void;
  clearPending(): void;
}

/** What is kept in storage, checked by hand (no zod in the first page, issue 22): no token, no session. */
export function parseStoredCreatorSession(raw: string | null): CreatorSession | null {
  const token = nonEmptyString(parseStoredRecord(raw)?.token);
  return token ? { token } : null;
}

export function parseStoredCreatorPending(raw: string | null): CreatorPendingSignup | null {
  const stored = parseStoredRecord(raw);
  const token = nonEmptyString(stored?.token);
  if (!stored || !token) return null;
  return {
    token,
    email: typeof stored.email === 'string' ? stored.email : '',
    createdAt: finiteNumberOr(stored.createdAt, 0),
  };
}

export function createCreatorSessionStore(storages: Storages = {}, now: () => number = Date.now): CreatorSessionStore {
  const core = createStorageStoreCore(storages, Object.values(CREATOR_SESSION_KEYS), now);
  const { local, session, emit, setIntent } = core;

  const store: CreatorSessionStore = {
    ...core.events,
    get: () => core.read(local, CREATOR_SESSION_KEYS.session, parseStoredCreatorSession),
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
    getPending: () => core.read(session, CREATOR_SESSION_KEYS.pending, parseStoredCreatorPending),
    setPending(pending) {
      session.setItem(
        CREATOR_SESSION_KEYS.pending,
        JSON.stringify({ token: pending.token, email: pending.email, createdAt: now() }),
      );
      emit();
    },
    clearPending() {
      if (session.getItem(CREATOR_SESSION_KEYS.pending) === null) return;
      session.removeItem(CREATOR_SESSION_KEYS.pending);
      emit();
    },
  };
  return store;
}

/** One object per token: a snapshot must stay the same object while nothing changed (useSyncExternalStore). */
let lastRendered: CreatorSession | null = null;

/** The session a page was rendered with on the server (lib/render-scope.ts), none for every other render. */
function renderedCreatorSession(): CreatorSession | null {
  const token = renderScope()?.creatorToken;
  if (!token) return null;
  if (lastRendered?.token !== token) lastRendered = { token };
  return lastRendered;
}

/** On the server, a render's caller is the session (the API client's token, the prefetches' check). */
function withRenderedSession(store: CreatorSessionStore): CreatorSessionStore {
  const get = () => renderedCreatorSession() ?? store.get();
  return { ...store, get, getToken: () => get()?.token ?? null };
}

/** The portal's store, on the browser's storages (in memory outside a browser, read through a render's scope). */
export const creatorSessionStore: CreatorSessionStore = onServer
  ? withRenderedSession(inBrowser(createCreatorSessionStore))
  : inBrowser(createCreatorSessionStore);

export function useCreatorSession(store: CreatorSessionStore = creatorSessionStore): CreatorSession | null {
  return useSyncExternalStore(store.subscribe, store.get, renderedCreatorSession);
}

export function useCreatorPendingSignup(store: CreatorSessionStore = creatorSessionStore): CreatorPendingSignup | null {
  return useSyncExternalStore(store.subscribe, store.getPending, () => null);
}
