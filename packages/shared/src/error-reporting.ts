/**
 * What an error report may carry (docs/decisions/028-error-reporting.md). One rule set for both sides: the API
 * (@sentry/node) and the web app (@sentry/react) pass every event, transaction and breadcrumb through it before
 * anything leaves. Nothing personal goes: e-mail addresses, phone numbers (Kenyan forms and any long run of digits),
 * bearer tokens, JWTs, cookies, authorization headers, passwords and other secrets, request bodies, IP addresses.
 *
 * The rules are pure functions over plain values (no SDK types), so the unit tests exercise them directly.
 */

/** What a removed value is replaced with. */
export const FILTERED = '[Filtered]';

/**
 * Keys whose values never leave, whatever they hold (headers, query and body fields, context entries): secrets,
 * personal fields, and request or response bodies.
 */
const SENSITIVE_KEY = new RegExp(
  [
    'passw(?:or)?d|passphrase|^pass$|^pwd$|secret|token|authori[sz]ation|cookie|^session(?:_?id)?$|^otp$',
    'api[-_]?key|credential|signature|^pin$|e-?mail|phone|msisdn|forwarded|real-?ip|^ip(?:_?address)?$',
    '^(?:request_?|response_?)?body$',
  ].join('|'),
  'i',
);

/** Names of secrets in `name=value` and `"name": "value"` text (query strings, JSON and log lines in messages). */
const SECRET_WORD = 'passw(?:or)?d|passphrase|pwd|secret|token|api[_-]?key|otp|authorization|cookie|session';
const SECRET_NAME = `[\\w-]*(?:${SECRET_WORD})[\\w-]*`;
const SECRET_ASSIGNMENT = new RegExp(`(["']?${SECRET_NAME}["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s&,;}"']+)`, 'gi');

const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic|Digest|Token)\s+[\w.~+/=-]+/gi;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** An e-mail address in a URL's query (the @ encoded). */
const EMAIL_ENCODED = /[\w.%+-]+%40[\w.-]+\.[A-Za-z]{2,}/gi;
/** Kenyan mobile and landline numbers: +254 7XX XXX XXX, 2547XXXXXXXX, 00254..., %2B254... and 07XX XXX XXX. */
const KENYAN_PHONE = /(?<![\w+])(?:(?:%2B|\+|00)?254[\s-]?(?:\(0\)\s?)?|0)[17]\d{2}[\s-]?\d{3}[\s-]?\d{3}(?!\d)/gi;
/** Any other long run of digits (9 or more, single spaces or hyphens between): phone numbers of other countries. */
const DIGIT_RUN = /(?<![\w.:-])\+?\d(?:[ -]?\d){8,}(?![\w.:-])/g;
/** Long random-looking tokens (32+ URL-safe characters, letters and digits, not hex such as trace ids or UUIDs). */
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;

/** One text with everything personal or secret replaced. */
export function scrubText(text: string): string {
  return text
    .replace(JWT, FILTERED)
    .replace(AUTH_SCHEME, `$1 ${FILTERED}`)
    .replace(SECRET_ASSIGNMENT, `$1${FILTERED}`)
    .replace(EMAIL_ENCODED, '[email]')
    .replace(EMAIL, '[email]')
    .replace(KENYAN_PHONE, '[phone]')
    .replace(DIGIT_RUN, '[number]')
    .replace(LONG_TOKEN, (run) => (/[g-zG-Z_]/.test(run) && /\d/.test(run) ? FILTERED : run));
}

/** Whether a key's value is withheld whatever it is. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

const MAX_DEPTH = 24;

/**
 * A copy of a value with every string scrubbed and every sensitive key's value replaced by FILTERED; numbers,
 * booleans and null pass (timestamps are numbers). Cycles and anything nested deeper than MAX_DEPTH are cut.
 */
export function scrubValue(value: unknown): unknown {
  return walk(value, 0, new WeakSet());
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return FILTERED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSensitiveKey(key) && item !== undefined && item !== null ? FILTERED : walk(item, depth + 1, seen);
  }
  return copy;
}

/** The parts of an SDK event (either SDK's Event type) these rules change. */
interface EventParts {
  request?: {
    headers?: Record<string, string>;
    data?: unknown;
    cookies?: unknown;
    query_string?: unknown;
    env?: unknown;
  };
  user?: unknown;
}

/**
 * An error event or a transaction, scrubbed: request bodies, cookies, query strings (the URL keeps its query, with
 * secrets and personal values replaced) and the server environment are dropped, sensitive headers removed, the user
 * dropped (nothing identifies a person), and every remaining string passed through scrubText.
 */
export function scrubEvent<T extends object>(event: T): T {
  const copy = scrubValue(event) as EventParts;
  delete copy.user;
  const request = copy.request;
  if (request) {
    delete request.data;
    delete request.cookies;
    delete request.query_string;
    delete request.env;
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !isSensitiveKey(name)),
      ) as Record<string, string>;
    }
  }
  return copy as T;
}

/** A breadcrumb (console line, HTTP call, navigation, click), scrubbed the same way. */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubValue(breadcrumb) as T;
}
