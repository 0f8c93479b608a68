/**
 * Unknown fields are refused (decision 005, Stripe's rule): a request field a route does not know answers
 * 400 VALIDATION naming it ("thumbnail_urls: Unknown field") instead of being dropped without a word.
 *
 * The shared zod schemas stay as they are (the web's forms resolve with them and may carry form-only
 * state); the API makes every object of a route's `body` and `querystring` schema strict when the route
 * is registered, once per schema (cached across app instances), so no route can forget. OpenAPI is built
 * from the same strict copies, so the document says `additionalProperties: false` for every request object.
 * An object that already says what to do with other keys (`z.looseObject`, `.catchall(...)`) keeps it;
 * `z.record` stays open by design. Query strings keep their number coercion (they are always text).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { globalRegistry, type $ZodType } from 'zod/v4/core';
import { AppError, fieldError } from '../errors';
import { UNKNOWN_FIELD_MESSAGE } from './errors';

/** The request parts whose objects are made strict (params are the path's own; headers are open by nature). */
export const STRICT_PARTS = ['body', 'querystring'] as const;

const strictCopies = new WeakMap<$ZodType, $ZodType>();

/** A copy of `schema` with every nested object strict (unknown keys refused); the same schema when nothing changes. */
export function strictInput<T extends $ZodType>(schema: T): T {
  return strictNode(schema, new Map()) as T;
}

function strictNode(schema: $ZodType, visiting: Map<$ZodType, $ZodType | null>): $ZodType {
  const cached = strictCopies.get(schema);
  if (cached) return cached;
  if (visiting.has(schema)) {
    // A cycle without z.lazy (a getter shape): resolved at parse time, when the copy exists.
    return z.lazy(() => (visiting.get(schema) ?? strictCopies.get(schema) ?? schema) as z.ZodType);
  }
  visiting.set(schema, null);
  const copy = rewrite(schema, visiting);
  visiting.set(schema, copy);
  if (copy !== schema) keepMeta(schema, copy);
  strictCopies.set(schema, copy);
  strictCopies.set(copy, copy);
  return copy;
}

/** Descriptions and examples follow the copy, so OpenAPI reads as before. */
function keepMeta(original: $ZodType, copy: $ZodType): void {
  const meta = globalRegistry.get(original);
  if (!meta) return;
  // One id names one schema in the document: a component used by requests is made strict where it is
  // defined (as richTextSchema is), so requests and answers share it.
  if (meta.id) throw new Error(`The request schema ${String(meta.id)} has open objects: define it with z.strictObject`);
  globalRegistry.add(copy, meta);
}

function rewrite(schema: $ZodType, visiting: Map<$ZodType, $ZodType | null>): $ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const run = (inner: unknown) => strictNode(inner as $ZodType, visiting);
  const copyWith = (changes: Record<string, unknown>) =>
    (schema as unknown as { clone(def: unknown): $ZodType }).clone({ ...def, ...changes });
  const same = (a: unknown[], b: unknown[]) => a.every((item, i) => item === b[i]);

  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, $ZodType>;
      const newShape = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, run(value)]));
      // Already strict, or open on purpose (looseObject, catchall): only the fields are rewritten.
      const catchall = def.catchall === undefined ? z.never() : run(def.catchall);
      if (
        def.catchall !== undefined &&
        catchall === def.catchall &&
        same(Object.values(newShape), Object.values(shape))
      )
        return schema;
      return copyWith({ shape: newShape, catchall });
    }
    case 'array':
    case 'set': {
      const key = def.type === 'array' ? 'element' : 'valueType';
      const inner = run(def[key]);
      return inner === def[key] ? schema : copyWith({ [key]: inner });
    }
    case 'record':
    case 'map': {
      const keyType = run(def.keyType);
      const valueType = run(def.valueType);
      return keyType === def.keyType && valueType === def.valueType ? schema : copyWith({ keyType, valueType });
    }
    case 'tuple': {
      const items = (def.items as $ZodType[]).map(run);
      const rest = def.rest ? run(def.rest) : def.rest;
      return same(items, def.items as $ZodType[]) && rest === def.rest ? schema : copyWith({ items, rest });
    }
    case 'union': {
      const options = (def.options as $ZodType[]).map(run);
      return same(options, def.options as $ZodType[]) ? schema : copyWith({ options });
    }
    case 'intersection': {
      // zod reports a key only when both sides refuse it, so strict sides still intersect.
      const left = run(def.left);
      const right = run(def.right);
      return left === def.left && right === def.right ? schema : copyWith({ left, right });
    }
    case 'pipe': {
      const input = run(def.in);
      const output = run(def.out);
      return input === def.in && output === def.out ? schema : copyWith({ in: input, out: output });
    }
    case 'lazy': {
      const getter = def.getter as () => $ZodType;
      const { _cachedInner: _dropped, ...rest } = def;
      return (schema as unknown as { clone(def: unknown): $ZodType }).clone({ ...rest, getter: () => run(getter()) });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'promise':
    case 'success': {
      const inner = run(def.innerType);
      return inner === def.innerType ? schema : copyWith({ innerType: inner });
    }
    default:
      // Leaves: strings, numbers, enums, literals, transforms, custom checks...
      return schema;
  }
}

/** The schemas directly inside `schema` (object fields, items, options, wrapped and piped schemas). */
function childrenOf(schema: $ZodType): $ZodType[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const pick = (...keys: string[]) => keys.map((key) => def[key]).filter(Boolean) as $ZodType[];
  switch (def.type) {
    case 'object':
      return [...Object.values(def.shape as Record<string, $ZodType>), ...pick('catchall')];
    case 'array':
      return pick('element');
    case 'set':
      return pick('valueType');
    case 'record':
    case 'map':
      return pick('keyType', 'valueType');
    case 'tuple':
      return [...(def.items as $ZodType[]), ...pick('rest')];
    case 'union':
      return def.options as $ZodType[];
    case 'intersection':
      return pick('left', 'right');
    case 'pipe':
      return pick('in', 'out');
    case 'lazy':
      return [(def.getter as () => $ZodType)()];
    default:
      return pick('innerType');
  }
}

/**
 * The first place of a JSON body schema that reshapes the input before validating it: `z.coerce` (text into a
 * number, boolean, date or bigint) or `z.preprocess`. A JSON body carries numbers as numbers, so "100" is
 * refused, not read as 100 (decision 005). Query strings and path parameters are text and keep their coercion.
 */
export function coercionIn(schema: $ZodType, seen = new Set<$ZodType>()): string | null {
  if (seen.has(schema)) return null;
  seen.add(schema);
  const def = schema._zod.def as unknown as { type: string; coerce?: boolean; in?: $ZodType };
  if (def.coerce) return `z.coerce.${def.type}()`;
  // z.preprocess is a transform piped into the schema: the way digits in a string used to become numbers.
  if (def.type === 'pipe' && def.in?._zod.def.type === 'transform') return 'z.preprocess()';
  for (const child of childrenOf(schema)) {
    const found = coercionIn(child, seen);
    if (found) return found;
  }
  return null;
}

/** Routes of the two APIs (docs and static files take what they take). */
const isApiRoute = (url: string) => /^\/(api|ms)(\/|$)/.test(url) && !url.startsWith('/api/docs');

/** The reply to fields sent where a route takes none: each named, the first as `field`. */
function unknownFields(keys: string[]): AppError {
  return new AppError('VALIDATION', keys.map((key) => `${key}: ${UNKNOWN_FIELD_MESSAGE}`).join('; '), {
    field: keys[0],
  });
}

/** A JSON body sent to a route that takes none (a POST that only acts, a DELETE): refused, not ignored. */
async function refuseBody(request: FastifyRequest) {
  const body = request.body as unknown;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length) throw unknownFields(keys);
    return;
  }
  throw fieldError('body', 'This call takes no body');
}

/** Query parameters sent to a route that reads none. */
async function refuseQuery(request: FastifyRequest) {
  const keys = Object.keys((request.query ?? {}) as object);
  if (keys.length) throw unknownFields(keys);
}

/**
 * Makes the body and query string of every route strict as it is registered (see the file's comment); an /api
 * or /ms route without a body or query schema refuses any field sent there. A multipart route's text fields
 * are read by name (infra/uploads.ts), not here.
 */
export function registerStrictInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as (Record<string, unknown> & { consumes?: string[] }) | undefined;
    if (isApiRoute(route.url)) {
      const refusals = [
        ...(!schema?.body && !schema?.consumes?.includes('multipart/form-data') ? [refuseBody] : []),
        ...(!schema?.querystring ? [refuseQuery] : []),
      ];
      if (refusals.length)
        route.preValidation = [...refusals, ...(route.preValidation ? [route.preValidation].flat() : [])];
    }
    if (!schema) return;
    for (const part of STRICT_PARTS) {
      const value = schema[part];
      if (!value || typeof value !== 'object' || !('_zod' in value)) continue;
      const coerced = part === 'body' ? coercionIn(value as $ZodType) : null;
      if (coerced)
        throw new Error(
          `Route ${String(route.method)} ${route.url}: a JSON body takes numbers as numbers, not ${coerced}`,
        );
      schema[part] = strictInput(value as $ZodType);
    }
  });
}
