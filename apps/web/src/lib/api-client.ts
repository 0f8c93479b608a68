/**
 * One fetch wrapper behind three clients (spec sections 7 and 8):
 *  - `apiClient`  main API, brand session
 *  - `msClient`   secondary API (briefs, platform analytics), brand session
 *  - `smeClient`  main API, SME session (every SME call goes through it)
 *
 * A reply other than 200/201 is a failure carrying the reply's `message` (else `error`, else
 * 'An unknown error occurred'). A 401 on a call made with a session clears that session and sends
 * the user to the matching login. A 429 raises an ApiError whose status is 429 with the
 * Retry-After seconds.
 */
import { isSmePath, loginPathFor } from '@app/shared/session';
import { API_URL, MS_URL } from './env';
import { plainMessage } from './field-messages';
import { sessionStore, type SessionKind, type SessionStore } from './session';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

export class ApiError extends Error {
  readonly status: number;
  /** The reply's `error` field (e.g. "Bad Request"), when present. */
  readonly error: string | null;
  /** Seconds from the Retry-After header of a 429 reply. */
  readonly retryAfterSeconds: number | null;
  readonly body: unknown;

  constructor(status: number, message: string, options: { error?: string | null; retryAfterSeconds?: number | null; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = options.error ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.body = options.body;
  }

  get isRateLimited(): boolean {
    return this.status === 429;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** A text for people: the error's message, with the wait time of a rate limit. */
export function describeError(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (isApiError(error)) {
    if (error.status === 429) {
      const wait = error.retryAfterSeconds;
      if (wait && wait > 0) return `Too many attempts. Try again in ${formatWait(wait)}.`;
      return error.message && error.message !== UNKNOWN_ERROR_MESSAGE ? error.message : 'Too many attempts. Try again later.';
    }
    return plainMessage(error.message) || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function pickMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string' && item.trim().length > 0);
      if (texts.length) return texts.join('. ');
    }
  }
  return null;
}

/** Where a 401 sends the user: the login of the session that failed, with the current path when it belongs there. */
export function loginPathAfterUnauthorized(kind: SessionKind, currentPath: string): string {
  const onSmePath = isSmePath(currentPath);
  if ((kind === 'sme') === onSmePath) return loginPathFor(currentPath);
  return kind === 'sme' ? '/sme/auth/signin' : '/auth/login';
}

export type UnauthorizedHandler = (kind: SessionKind) => void;

let unauthorizedHandler: UnauthorizedHandler = (kind) => {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  window.location.assign(loginPathAfterUnauthorized(kind, `${pathname}${search}${hash}`));
};

/** The app installs a router-aware handler; the default does a full page navigation. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData, Blob and URLSearchParams as they are. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * 'session' (default): the bearer of the client's session, and a 401 clears that session.
   * 'none': no bearer (login, sign-up). `{ token }`: an explicit bearer, e.g. the pending
   * verification token; a 401 then is only an error.
   */
  auth?: 'session' | 'none' | { token: string };
  /** Set false for calls whose 401 must not log the user out twice (logout itself). */
  handleUnauthorized?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ClientConfig {
  baseUrl: string;
  /** The session whose token this client sends. */
  session: SessionKind;
  store?: SessionStore;
  fetch?: typeof fetch;
  /** Defaults to the handler set with setUnauthorizedHandler. */
  onUnauthorized?: UnauthorizedHandler;
}

export interface ApiClient {
  readonly session: SessionKind;
  readonly baseUrl: string;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method'>): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.replace(/\/+$/, '');
  let url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      params.append(key, String(value));
    }
    const text = params.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    typeof body === 'string'
  );
}

export function createApiClient(config: ClientConfig): ApiClient {
  const store = config.store ?? sessionStore;

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const fetchImpl = config.fetch ?? globalThis.fetch;
    const auth = options.auth ?? 'session';
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };

    let token: string | null = null;
    if (auth === 'session') token = store.getToken(config.session);
    else if (typeof auth === 'object') token = auth.token;
    if (token) headers.Authorization = `Bearer ${token}`;

    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(config.baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { body: cause });
    }

    const text = await response.text().catch(() => '');
    let data: unknown = null;
    let parsed = text.trim().length === 0;
    if (!parsed) {
      try {
        data = JSON.parse(text);
        parsed = true;
      } catch {
        parsed = false;
      }
    }

    if (response.status === 200 || response.status === 201) {
      if (!parsed) throw new ApiError(response.status, UNKNOWN_ERROR_MESSAGE, { body: text });
      return data as T;
    }

    const message = (parsed ? pickMessage(data) : null) ?? UNKNOWN_ERROR_MESSAGE;
    const errorField =
      parsed && typeof data === 'object' && data !== null && typeof (data as Record<string, unknown>).error === 'string'
        ? ((data as Record<string, unknown>).error as string)
        : null;

    if (response.status === 401 && auth === 'session' && options.handleUnauthorized !== false) {
      store.clear(config.session);
      (config.onUnauthorized ?? unauthorizedHandler)(config.session);
    }

    const retryAfterSeconds = response.status === 429 ? parseRetryAfter(response.headers.get('Retry-After')) : null;
    throw new ApiError(response.status, message, { error: errorField, retryAfterSeconds, body: parsed ? data : text });
  }

  return {
    session: config.session,
    baseUrl: config.baseUrl,
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

/** Main API with the brand session. */
export const apiClient = createApiClient({ baseUrl: API_URL, session: 'brand' });
/** Secondary API (briefs, platform analytics) with the brand session. */
export const msClient = createApiClient({ baseUrl: MS_URL, session: 'brand' });
/** Main API with the SME session: every SME call goes through it. */
export const smeClient = createApiClient({ baseUrl: API_URL, session: 'sme' });

export function clientFor(kind: SessionKind): ApiClient {
  return kind === 'sme' ? smeClient : apiClient;
}
