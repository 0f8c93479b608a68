/**
 * Input guards at the edge, for every route at once: what no route schema should have to repeat.
 *
 * - JSON bodies: nesting deeper than MAX_JSON_DEPTH is refused before JSON.parse runs (a linear scan,
 *   no recursion, so 40,000 levels cannot overflow the stack anywhere later), and a NUL character in any
 *   string or key is refused (PostgreSQL cannot store U+0000 in text and would answer with an error).
 *   Prototype poisoning is still refused by Fastify's own parser, which does the actual parsing.
 * - URL: a NUL byte in the path or query string, raw or percent-encoded, is refused.
 *
 * Every refusal is a 400 with code VALIDATION and a `field` naming the place: `body` (or the body's
 * dotted field), the query key, or the path parameter (else `path`).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorReply } from '@app/shared/errors';
import { REQUEST_ID_HEADER } from './request-id';
import { ERROR_STATUS, fieldError } from '../errors';

export const MAX_JSON_DEPTH = 32;

const BRACE_OPEN = 0x7b; // {
const BRACKET_OPEN = 0x5b; // [
const BRACE_CLOSE = 0x7d; // }
const BRACKET_CLOSE = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * One pass over JSON text: the deepest nesting (stopping as soon as it passes `maxDepth`) and whether a
 * string holds an escaped NUL (\u0000). A raw NUL or other control character is left to JSON.parse,
 * which refuses it. Malformed text is left to JSON.parse too; the scan only has to be right for valid JSON.
 */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): { tooDeep: boolean; hasNul: boolean } {
  let depth = 0;
  let inString = false;
  let hasNul = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) {
        // \u0000 (the only way a NUL can appear in valid JSON); any other escape is skipped whole
        if (text.startsWith('u0000', i + 1)) hasNul = true;
        i++;
      } else if (c === QUOTE) {
        inString = false;
      }
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === BRACE_OPEN || c === BRACKET_OPEN) {
      if (++depth > maxDepth) return { tooDeep: true, hasNul };
    } else if (c === BRACE_CLOSE || c === BRACKET_CLOSE) {
      depth--;
    }
  }
  return { tooDeep: false, hasNul };
}

/** The dotted path of the first string or key holding a NUL ('' for the body itself); depth is already capped. */
export function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
      const found = nulPath(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const NUL_IN_URL = /%00|\u0000/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** The place of a NUL in the URL: the path parameter or query key that holds it, else `path` / `query`. */
export function nulInUrl(request: Pick<FastifyRequest, 'url' | 'params'>): string | undefined {
  if (!NUL_IN_URL.test(request.url)) return undefined;
  const queryStart = request.url.indexOf('?');
  const pathPart = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  if (NUL_IN_URL.test(pathPart)) {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const name = Object.keys(params).find(
      (key) => typeof params[key] === 'string' && (params[key] as string).includes('\u0000'),
    );
    return name && name !== '*' ? name : 'path';
  }
  for (const pair of request.url.slice(queryStart + 1).split('&')) {
    if (!NUL_IN_URL.test(pair)) continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq)).replaceAll('\u0000', '');
    return key || 'query';
  }
  return 'query';
}

/**
 * Fastify's `frameworkErrors` option (set where the instance is created): a path whose percent-encoding
 * does not decode (FST_ERR_BAD_URL) or whose parameter is longer than maxParamLength answers 400 in the
 * error shape, instead of Fastify's own body with an FST_ code. These replies bypass the error handler.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not validly percent-encoded'
        : 'The address is not valid';
  const statusCode = ERROR_STATUS.VALIDATION;
  const body: ErrorReply = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Bad Request',
    code: 'VALIDATION',
    message: `path: ${message}`,
    field: 'path',
    request_id: request.id,
  };
  return reply.code(statusCode).header(REQUEST_ID_HEADER, request.id).send(body);
}

export function registerInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const { tooDeep, hasNul } = scanJson(text);
    if (tooDeep)
      return done(fieldError('body', `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
    if (!hasNul) return parseJson(request, text, done);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const place = nulPath(parsed) || 'body';
      done(fieldError(place, 'Text may not contain NUL characters (\\u0000)'), undefined);
    });
  });

  app.addHook('onRequest', async (request) => {
    const place = nulInUrl(request);
    if (place) throw fieldError(place, 'The address may not contain NUL characters (%00)');
  });
}
