/**
 * What the browser session stores (lib/session.ts for brand and SME, lib/creator-session.ts for the
 * creator portal) share: storages that never throw, snapshots cached by their raw stored text (so
 * useSyncExternalStore sees stable objects), subscribers, changes from other tabs, and the navigation
 * intent recorded with a session change. Each store keeps only its own keys and shapes.
 *
 * Framework-free: unit-tested in node, read from React through useSyncExternalStore.
 */
import type { z } from 'zod';

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

/** How long a navigation intent set together with a session change is honoured by the guards. */
export const NAVIGATION_INTENT_TTL_MS = 10_000;

export function createMemoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => (data.has(key) ? (data.get(key) as string) : null),
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

/** Wraps a Storage so quota errors or a blocked storage (private mode) never break the app: memory takes over. */
export function resilientStorage(storage: StorageLike | null | undefined): StorageLike {
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
 * A stored JSON value read with a schema: null for nothing, for text that is not JSON, or for a value the schema
 * refuses.
 */
export function parseStored<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A stored JSON object (not an array) read without a schema: null for nothing, for text that is not JSON, or for any
 * other value. The session stores check their few fields by hand, so the first page needs no zod (issue 22).
 */
export function parseStoredRecord(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A stored value as a non-empty string, else null (a token). */
export function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A stored value as a finite number, else `fallback`. */
export function finiteNumberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export interface Storages {
  local?: StorageLike | null;
  session?: StorageLike | null;
}

/** What every store exposes for subscribers, other tabs and the guards' navigation intent. */
export interface StoreEvents {
  /** The navigation intent of the latest change, while it is fresh. */
  peekNext(): string | null;
  clearNext(): void;
  subscribe(listener: () => void): () => void;
  /** Call when another tab changed storage (the `storage` event). */
  notifyExternalChange(key: string | null): void;
}

/** The machinery a store is built on; the store adds its own reads and writes. */
export interface StorageStoreCore {
  local: StorageLike;
  session: StorageLike;
  /** The parsed value under `key`, the same object for as long as the stored text is the same. */
  read<T>(storage: StorageLike, key: string, parse: (raw: string | null) => T | null): T | null;
  /** Stores `value` as the text `raw` under `key` and keeps `value` as its parsed snapshot (it needs no parsing). */
  write(storage: StorageLike, key: string, raw: string, value: unknown): void;
  emit(): void;
  /** Records (or, without `next`, forgets) the intent of the change being made. */
  setIntent(options?: ChangeOptions): void;
  events: StoreEvents;
}

/**
 * The shared part of a storage-backed store: `keys` are the store's own (other tabs' changes to
 * them notify subscribers; changes to other keys do not). `now` is injectable for tests.
 */
export function createStorageStoreCore(
  storages: Storages,
  keys: readonly string[],
  now: () => number = Date.now,
): StorageStoreCore {
  const local = resilientStorage(storages.local);
  const session = resilientStorage(storages.session);
  const listeners = new Set<() => void>();
  const snapshots = new Map<StorageLike, Map<string, { raw: string | null; value: unknown }>>();
  let intent: { path: string; at: number } | null = null;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    local,
    session,
    read<T>(storage: StorageLike, key: string, parse: (raw: string | null) => T | null): T | null {
      const raw = storage.getItem(key);
      let ofStorage = snapshots.get(storage);
      if (!ofStorage) snapshots.set(storage, (ofStorage = new Map()));
      const cached = ofStorage.get(key);
      if (cached && cached.raw === raw) return cached.value as T | null;
      const value = parse(raw);
      ofStorage.set(key, { raw, value });
      return value;
    },
    write(storage, key, raw, value) {
      storage.setItem(key, raw);
      let ofStorage = snapshots.get(storage);
      if (!ofStorage) snapshots.set(storage, (ofStorage = new Map()));
      ofStorage.set(key, { raw: storage.getItem(key), value });
    },
    emit,
    setIntent(options) {
      intent = options?.next ? { path: options.next, at: now() } : null;
    },
    events: {
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
        if (key === null || keys.includes(key)) emit();
      },
    },
  };
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

/**
 * A store on the browser's localStorage and sessionStorage (in memory outside a browser, or where
 * storage is blocked), told of other tabs' changes through the `storage` event.
 */
export function inBrowser<Store extends Pick<StoreEvents, 'notifyExternalChange'>>(
  create: (storages: Storages) => Store,
): Store {
  const store = create({ local: browserStorage('localStorage'), session: browserStorage('sessionStorage') });
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => store.notifyExternalChange(event.key));
  }
  return store;
}
