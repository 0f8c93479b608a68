/**
 * The three API clients (spec sections 7 and 8), typed from the API's own OpenAPI document
 * (`lib/api/*.gen.ts`, written by `npm run api:types`) and calling through openapi-fetch:
 *  - `apiClient`  main API, brand session
 *  - `msClient`   secondary API (briefs, platform analytics), brand session
 *  - `smeClient`  main API, SME session (every SME call goes through it)
 *  - `creatorClient` main API, the creator portal's session (lib/creator-session.ts, its own token)
 *
 * `client.GET('/companies/{id}', { params: { path: { id } } })` resolves with the typed answer or
 * rejects with an ApiError:
 *  - a reply other than 200/201 is a failure carrying the reply's `code`, `field`, `issues` and its
 *    `message` (else `error`, else 'An unknown error occurred');
 *  - a 401 on a call made with the client's session clears that session and sends the user to the
 *    matching login;
 *  - 429 (and 503) carry the Retry-After seconds;
 *  - a network failure is status 0 with a message for people; an abort passes through untouched;
 *  - every call sends an `X-Request-Id` of its own, which the API logs and answers with (`request_id`), so an
 *    unexpected failure (5xx, or the server not reached) shows a reference that finds its log line (errorReference).
 */
import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
  type MethodResponse,
} from 'openapi-fetch';
import { codeForStatus, ERROR_CODES, type ErrorCode } from '@app/shared/error-codes';
import type { ErrorIssue } from '@app/shared/errors';
import { isSmePath, loginPathFor } from '@app/shared/session';
import type { paths as MainPaths } from './api/main.gen';
import type { paths as MsPaths } from './api/ms.gen';
import { creatorSessionStore, type CreatorSessionStore } from './creator-session';
import { fetchWithEarlyResponses } from './early-responses';
import { API_URL, MS_URL } from './env';
import { isCreatorPath, paths } from './paths';
import { onServer, renderScope, SERVER_RENDER_ORIGIN } from './render-scope';
import { sessionStore, type SessionKind, type SessionStore } from './session';

export type { MainPaths, MsPaths };

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

export interface ApiErrorOptions {
  /** The reply's stable `code`; derived from the status when the reply has none. */
  code?: ErrorCode | null;
  /** The field the error is about (`email`, `sortings.0.sort_by`). */
  field?: string | null;
  /** Every field issue of a validation error, each message without the field name. */
  issues?: readonly ErrorIssue[];
  /** The reply's `error` (e.g. "Bad Request"). */
  error?: string | null;
  retryAfterSeconds?: number | null;
  /** False when the reply carried no message (the message is then UNKNOWN_ERROR_MESSAGE). Default true. */
  hasServerMessage?: boolean;
  /** The request's id: the reply's `request_id`, else the id the call sent. */
  requestId?: string | null;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Stable machine code of the reply (null only for a network failure): decide on this, never on `message`. */
  readonly code: ErrorCode | null;
  readonly field: string | null;
  readonly issues: readonly ErrorIssue[];
  readonly error: string | null;
  /** Seconds from the Retry-After header (429, 503). */
  readonly retryAfterSeconds: number | null;
  /** Whether the server said something (`message` or `error`): else callers show their own fallback. */
  readonly hasServerMessage: boolean;
  /** The request's id, as the server logged it (null when unknown). */
  readonly requestId: string | null;
  readonly body: unknown;

  constructor(status: number, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code !== undefined ? options.code : status > 0 ? codeForStatus(status) : null;
    this.field = options.field ?? null;
    this.issues = options.issues ?? [];
    this.error = options.error ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.hasServerMessage = options.hasServerMessage ?? true;
    this.requestId = options.requestId ?? null;
    this.body = options.body;
  }

  get isRateLimited(): boolean {
    return this.code === 'RATE_LIMITED';
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /**
   * The message for people, without the field name the API puts in front: the issues' own
   * messages when there are any, else the message with exactly `${field}: ` taken off.
   */
  get plainMessage(): string {
    if (this.issues.length > 0) return this.issues.map((issue) => issue.message).join(' ');
    return withoutFieldPrefix(this.message, this.field);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** `message` without exactly `${field}: ` in front. */
export function withoutFieldPrefix(message: string, field: string | null | undefined): string {
  const prefix = field ? `${field}: ` : null;
  return prefix && message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/**
 * A text for people: the error's message (without field names), with the wait time of a rate limit;
 * `fallback` when the server said nothing.
 */
export function describeError(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (isApiError(error)) {
    if (error.isRateLimited) {
      const wait = error.retryAfterSeconds;
      if (wait && wait > 0) return `Too many attempts. Try again in ${formatWait(wait)}.`;
      return error.hasServerMessage ? error.plainMessage : 'Too many attempts. Try again later.';
    }
    if (!error.hasServerMessage && !error.isNetworkError) return fallback;
    return error.plainMessage || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * "Reference: <request id>" for an unexpected failure (a 5xx, or the server not reached), which a person can quote to
 * support; null for the caller's own mistakes (4xx), which say what to change instead.
 */
export function errorReference(error: unknown): string | null {
  if (!isApiError(error) || !error.requestId) return null;
  return error.status >= 500 || error.isNetworkError ? `Reference: ${error.requestId}` : null;
}

/** A new id for a request (a UUID; a random hex one where crypto.randomUUID is missing, as on plain http). */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Retry-After is either delta-seconds or an HTTP date. The date is read with `Date.parse` (what dayjs does with such a
 * string), not dayjs: this client is in the first page's bundle, which dayjs and its zone plugins stay out of.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string' && item.trim().length > 0);
      if (texts.length) return texts.join('. ');
    }
  }
  return null;
}

function pickIssues(value: unknown): ErrorIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ErrorIssue => isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/** The ApiError of a failed reply: the documented error reply when it is one, else what can be read. */
export function errorFromReply(
  status: number,
  body: unknown,
  retryAfter: string | null,
  requestId: string | null = null,
): ApiError {
  const record = isRecord(body) ? body : {};
  const code = (ERROR_CODES as readonly string[]).includes(record.code as string)
    ? (record.code as ErrorCode)
    : codeForStatus(status);
  const message = pickMessage(body);
  return new ApiError(status, message ?? UNKNOWN_ERROR_MESSAGE, {
    hasServerMessage: message !== null,
    code,
    field: typeof record.field === 'string' ? record.field : null,
    issues: pickIssues(record.issues),
    error: typeof record.error === 'string' ? record.error : null,
    retryAfterSeconds: parseRetryAfter(retryAfter),
    requestId: typeof record.request_id === 'string' ? record.request_id : requestId,
    body,
  });
}

/**
 * The file name a Content-Disposition header gives (`attachment; filename="report.csv"`, or the UTF-8
 * `filename*=UTF-8''...` form, preferred), without any folder part; null when it names none.
 */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]) : null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** The sessions a client can send: the brand and SME merchant sessions, and the creator portal's own. */
export type ClientSession = SessionKind | 'creator';

/** Where a 401 sends the user: the login of the session that failed, with the current path when it belongs there. */
export function loginPathAfterUnauthorized(kind: ClientSession, currentPath: string): string {
  if (kind === 'creator') return paths.creator.login({ redirect: isCreatorPath(currentPath) ? currentPath : null });
  const onSmePath = isSmePath(currentPath);
  if ((kind === 'sme') === onSmePath) return loginPathFor(currentPath);
  return kind === 'sme' ? paths.sme.signin() : paths.auth.login();
}

export type UnauthorizedHandler = (kind: ClientSession) => void;

let unauthorizedHandler: UnauthorizedHandler = (kind) => {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  window.location.assign(loginPathAfterUnauthorized(kind, `${pathname}${search}${hash}`));
};

/** The app installs a router-aware handler; the default does a full page navigation. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** What this wrapper adds to openapi-fetch's options of a call. */
export interface CallOptions {
  /**
   * 'session' (default): the bearer of the client's session, and a 401 clears that session.
   * 'none': no bearer (login, sign-up). `{ token }`: an explicit bearer, e.g. the pending
   * verification token; a 401 then is only an error.
   */
  auth?: 'session' | 'none' | { token: string };
  /** Set false for calls whose 401 must not log the user out twice (logout itself, analytics). */
  handleUnauthorized?: boolean;
  /**
   * A multipart body (uploads: one file per request, field `file`). Upload routes are parsed by
   * @fastify/multipart outside the route schema, so the document declares no body for them.
   */
  form?: FormData;
  /**
   * 'blob' for a file answer (a private PDF, a CSV export): the 200 body comes back as a Blob (a File named as the
   * server's Content-Disposition says, when it names one); errors read as usual.
   */
  as?: 'json' | 'blob';
  signal?: AbortSignal;
}

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
// The generated `paths`: path -> method -> operation (methods it lacks are `never`).
type AnyPaths = Record<string, any>;
type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type InitArgs<Init> = RequiredKeys<Init> extends never ? [(Init & CallOptions)?] : [Init & CallOptions];

/** One HTTP method of a typed client: typed path, params and body in; the typed answer out. */
export type TypedMethod<Paths extends AnyPaths, Method extends HttpMethod> = <
  Path extends ClientPathsWithMethod<Client<Paths>, Method>,
  Init extends MaybeOptionalInit<Paths[Path], Method>,
>(
  url: Path,
  ...init: InitArgs<Init>
) => Promise<MethodResponse<Client<Paths>, Method, Path, Init>>;

export interface ApiClient<Paths extends AnyPaths> {
  readonly session: ClientSession;
  readonly baseUrl: string;
  GET: TypedMethod<Paths, 'get'>;
  POST: TypedMethod<Paths, 'post'>;
  PUT: TypedMethod<Paths, 'put'>;
  PATCH: TypedMethod<Paths, 'patch'>;
  DELETE: TypedMethod<Paths, 'delete'>;
}

export interface ClientConfig {
  baseUrl: string;
  /** The session whose token this client sends. */
  session: ClientSession;
  store?: SessionStore;
  /** Where the 'creator' session lives (lib/creator-session.ts); the merchant `store` never holds it. */
  creatorStore?: CreatorSessionStore;
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to the handler set with setUnauthorizedHandler. */
  onUnauthorized?: UnauthorizedHandler;
}

function isAbort(cause: unknown): boolean {
  return (cause instanceof DOMException || cause instanceof Error) && cause.name === 'AbortError';
}

/** Success answers are 200 and 201 only (spec section 7); an empty body is null. */
function parseSuccess(status: number, text: unknown): unknown {
  if (typeof text !== 'string' || text.trim().length === 0) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(status, UNKNOWN_ERROR_MESSAGE, { code: 'INTERNAL', hasServerMessage: false, body: text });
  }
}

export function createApiClient<Paths extends AnyPaths>(config: ClientConfig): ApiClient<Paths> {
  const store = config.store ?? sessionStore;
  const creatorStore = config.creatorStore ?? creatorSessionStore;
  const sessionToken = () => (config.session === 'creator' ? creatorStore.getToken() : store.getToken(config.session));
  // A server render (app/prerender.tsx) calls through the fetch it was given, on absolute addresses.
  const scope = () => (onServer ? renderScope() : undefined);
  const clearSession = () => (config.session === 'creator' ? creatorStore.clear() : store.clear(config.session));
  // Looked up per call, so tests (and polyfills) can replace the global fetch later. The first page's GETs may have
  // been sent before the app's code loaded (app/early-requests.ts): their answers serve once.
  const client = createClient<Paths>({
    baseUrl: onServer ? new URL(config.baseUrl, SERVER_RENDER_ORIGIN).href : config.baseUrl,
    fetch: (request) =>
      fetchWithEarlyResponses(request, config.fetch ?? scope()?.fetch ?? ((r) => globalThis.fetch(r))),
  });

  async function call(
    method: HttpMethod,
    url: string,
    init: Record<string, unknown> & CallOptions = {},
  ): Promise<unknown> {
    const { auth = 'session', handleUnauthorized = true, form, headers, as = 'json', ...rest } = init;
    const token = auth === 'session' ? sessionToken() : typeof auth === 'object' ? auth.token : null;
    const accept = as === 'blob' ? '*/*' : 'application/json';
    const requestId = newRequestId();
    const requestHeaders: Record<string, string> = {
      Accept: accept,
      'X-Request-Id': requestId,
      ...(headers as Record<string, string> | undefined),
    };
    if (token) requestHeaders.Authorization = `Bearer ${token}`;

    let result: { data?: unknown; error?: unknown; response: Response };
    try {
      result = await (client.request as (m: string, u: string, i: object) => Promise<typeof result>)(method, url, {
        ...rest,
        ...(form ? { body: form } : {}),
        headers: requestHeaders,
        parseAs: as === 'blob' ? 'blob' : 'text',
      });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, {
        code: null,
        hasServerMessage: false,
        body: cause,
        cause,
        requestId,
      });
    }

    const { response } = result;
    if (response.status === 200 || response.status === 201) {
      if (as !== 'blob') return parseSuccess(response.status, result.data);
      const fileName = fileNameOfDisposition(response.headers.get('Content-Disposition'));
      const blob = result.data as Blob;
      return fileName ? new File([blob], fileName, { type: blob.type }) : blob;
    }

    // openapi-fetch reads a failed body as JSON when it is JSON, else as text; a 2xx other than
    // 200/201 arrives as text in `data`.
    let body = response.ok ? result.data : result.error;
    if (response.ok && typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep the text */
      }
    }
    if (response.status === 401 && auth === 'session' && handleUnauthorized) {
      clearSession();
      (config.onUnauthorized ?? unauthorizedHandler)(config.session);
    }
    throw errorFromReply(
      response.status,
      body,
      response.headers.get('Retry-After'),
      response.headers.get('X-Request-Id') ?? requestId,
    );
  }

  const method =
    <M extends HttpMethod>(name: M): TypedMethod<Paths, M> =>
    (url, ...init) =>
      call(name, url as string, init[0] as Record<string, unknown> & CallOptions) as never;

  return {
    session: config.session,
    baseUrl: config.baseUrl,
    GET: method('get'),
    POST: method('post'),
    PUT: method('put'),
    PATCH: method('patch'),
    DELETE: method('delete'),
  };
}

/** Main API with the brand session. */
export const apiClient = createApiClient<MainPaths>({ baseUrl: API_URL, session: 'brand' });
/** Secondary API (briefs, platform analytics) with the brand session. */
export const msClient = createApiClient<MsPaths>({ baseUrl: MS_URL, session: 'brand' });
/** Main API with the SME session: every SME call goes through it. */
export const smeClient = createApiClient<MainPaths>({ baseUrl: API_URL, session: 'sme' });

/** Main API with the creator portal's session: every /creator/... call goes through it. */
export const creatorClient = createApiClient<MainPaths>({ baseUrl: API_URL, session: 'creator' });

/** The main API client of a session. */
export function clientFor(kind: SessionKind): ApiClient<MainPaths> {
  return kind === 'sme' ? smeClient : apiClient;
}
