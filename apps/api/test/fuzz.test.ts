/**
 * Fuzz suite (issue 8 part 9): walks the OpenAPI document and, for every operation under /api and /ms,
 * sends generated bad input (bodies, path and query parameters, headers, content types, tokens) as a real
 * verified merchant who owns a company, and fails on any 5xx or on an error reply without a `code`.
 *
 * Deterministic: cases come from fast-check with a seed (printed; FUZZ_SEED=<n> reproduces a run,
 * FUZZ_SEED=random picks one). FUZZ_RUNS sets the number of generated cases (default 4000, about 5,500 requests with
 * the probes; `npm run fuzz`
 * runs 50,000), FUZZ_OP="POST /api/companies" narrows the run to operations whose "METHOD /path" contains it.
 * Requests run one after another (app.inject), so a run replays the same way with the same seed.
 *
 * New routes need nothing here: every operation of the OpenAPI document is covered. A path parameter gets a
 * real id of the merchant's company, group, invitation or member (by its name and path), else a random one.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@app/shared/errors';
import { buildApp } from '../src/app';
import { generateCatalogue } from '../src/db/seed/creators';
import { frameworkErrors, MAX_JSON_DEPTH } from '../src/plugins/input-guards';
import {
  addMember,
  call,
  createCompany,
  createCreatorAccount,
  createTestContext,
  createVerifiedMerchant,
  STRONG_PASSWORD,
  testConfig,
  type TestContext,
} from './helpers';

// ---------------------------------------------------------------- settings

const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4000);
const ONLY = process.env.FUZZ_OP;
/**
 * Every operation also gets the issue's known probes (NUL, out-of-range ids, deep JSON, multipart garbage, bad tokens).
 */
const TIMEOUT_MS = Math.max(180_000, RUNS * 20);

// ---------------------------------------------------------------- OpenAPI walking

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
};

interface Param {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
  required: boolean;
}

interface Operation {
  method: string;
  path: string;
  key: string;
  params: Param[];
  body?: JsonSchema;
  multipart: boolean;
}

function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  const deref = (schema: JsonSchema | undefined, seen = 0): JsonSchema => {
    if (!schema) return {};
    if (schema.$ref && seen < 10) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return deref(doc.components?.schemas?.[name], seen + 1);
    }
    return schema;
  };
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths ?? {})) {
    if (!/^\/(api|ms)\//.test(path) || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      // A server-sent-events stream never ends on its own (notifications.test.ts drives the two streams).
      if (Object.values<any>(op.responses ?? {}).some((r) => r.content?.['text/event-stream'])) continue;
      const params: Param[] = (op.parameters ?? [])
        .filter((p: any) => p.in === 'path' || p.in === 'query')
        .map((p: any) => ({ name: p.name, in: p.in, schema: deref(p.schema), required: Boolean(p.required) }));
      const content = op.requestBody?.content ?? {};
      const body = content['application/json']?.schema ? deref(content['application/json'].schema) : undefined;
      const multipart =
        Boolean(content['multipart/form-data']) ||
        /multipart/i.test(`${op.summary ?? ''} ${op.description ?? ''}`) ||
        (op.consumes ?? []).includes('multipart/form-data');
      ops.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        params,
        body: body && resolveAll(body, deref),
        multipart,
      });
    }
  }
  return ops;
}

/** Inlines $refs so later walks need no document. */
function resolveAll(schema: JsonSchema, deref: (s: JsonSchema | undefined) => JsonSchema, depth = 0): JsonSchema {
  const s = deref(schema);
  if (depth > 12) return s;
  const out: JsonSchema = { ...s };
  if (s.properties)
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, resolveAll(v, deref, depth + 1)]),
    );
  if (s.items) out.items = resolveAll(s.items, deref, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (s[key]) out[key] = s[key]!.map((v) => resolveAll(v, deref, depth + 1));
  return out;
}

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
const firstBranch = (s: JsonSchema): JsonSchema => {
  const branches = s.anyOf ?? s.oneOf;
  if (!branches) return s.allOf ? Object.assign({}, ...s.allOf) : s;
  return branches.find((b) => !typesOf(b).includes('null')) ?? branches[0];
};

// ---------------------------------------------------------------- the world the requests run in

interface World {
  token: string;
  foreignToken: string;
  ownerEmail: string;
  companyId: string;
  foreignCompanyId: string;
  groupId: string;
  foreignGroupId: string;
  groupCode: string;
  invitationId: string;
  memberId: string;
  creatorId: number;
}

/** A valid value for a body field, by its schema and name: the baseline each case mutates one place of. */
function validValue(schema: JsonSchema, name: string, w: World, depth = 0): unknown {
  const s = firstBranch(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((v) => v !== null) ?? s.enum[0];
  if (s.default !== undefined && typeof s.default !== 'object') return s.default;
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(s.properties ?? {})) out[key] = validValue(value, key, w, depth + 1);
      return out;
    }
    case 'array':
      return depth > 6 ? [] : [validValue(s.items ?? {}, name, w, depth + 1)];
    case 'integer':
    case 'number':
      if (/ids?$/.test(name)) return w.creatorId;
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return validString(s, name, w);
  }
}

function validString(s: JsonSchema, name: string, w: World): string {
  if (name === 'company_id' || name === 'parent_id') return w.companyId;
  if (name === 'code') return w.groupCode;
  if (s.format === 'email' || name === 'email') return `fuzz.${Math.floor(Math.random() * 1e9)}@example.com`;
  if (s.format === 'uuid' || /_id$/.test(name)) return w.companyId;
  if (s.format === 'date' || name === 'date_of_birth') return '1990-05-17';
  if (s.format === 'date-time') return '2026-01-01T00:00:00Z';
  if (name === 'password') return STRONG_PASSWORD;
  if (/phone/.test(name)) return '+254 712 000111';
  if (name === 'otp') return '123456';
  if (/url|logo|avatar/.test(name)) return 'https://example.com/a.png';
  if (/colou?r/.test(name)) return '#336699';
  if (name === 'token') return 'x'.repeat(40);
  if (name === 'country' || name === 'countries') return 'KE';
  if (name === 'channel') return 'INSTAGRAM';
  return 'Fuzz Name'.slice(0, Math.max(s.maxLength ?? 9, 1)).padEnd(s.minLength ?? 0, 'a');
}

/** A real value for a path parameter: the merchant's own resources, by the parameter's name and the path. */
function realPathValue(op: Operation, param: Param, w: World): string {
  if (param.name === 'invitation_id') return w.invitationId;
  if (param.name === 'merchant_id') return w.memberId;
  if (param.name === 'influencer_id') return String(w.creatorId);
  if (param.name === 'country') return 'KE';
  if (param.name === 'currency') return 'KES';
  if (param.name === 'type') return 'MERCHANT';
  if (typesOf(param.schema).includes('integer') || typesOf(param.schema).includes('number')) return String(w.creatorId);
  if (/group/.test(op.path)) return w.groupId;
  return w.companyId;
}

function realQueryValue(param: Param, w: World): string {
  const s = firstBranch(param.schema);
  if (param.name === 'company_id') return w.companyId;
  if (param.name === 'email') return w.ownerEmail;
  if (s.enum) return String(s.enum[0]);
  if (/^(include_|is_)/.test(param.name)) return 'true';
  if (param.name === 'page_size') return '10';
  if (typesOf(s).includes('integer') || typesOf(s).includes('number')) return '1';
  return validString(s, param.name, w);
}

// ---------------------------------------------------------------- bad values

/** A JSON token written into the body as is (exponent forms, -0, numbers past 2^53). */
class Raw {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const nestArrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const nestObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const DEEP_ARRAY = nestArrays(40_000);
const DEEP_OBJECT = nestObjects(40_000);
const HUGE = 'x'.repeat(1_100_000); // past the 1 MB body limit
const BIG = 'y'.repeat(200_000);

const NUMBER_TOKENS = [
  '0',
  '-0',
  '-1',
  '1.5',
  '0.1',
  '1e3',
  '1E+2',
  '1e21',
  '1e400',
  '-1e400',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '1e-7',
  '5e-324',
  '123456789012345678901234567890',
  '1.0',
];
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(10),
  '%00',
  '\\u0000',
  "' OR '1'='1",
  '"; drop table merchants; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  '1e400',
  '1.5',
  '\ud800',
  'a\udfffb',
  '\uffff',
  '\u202e',
  'e\u0301',
  '🙂'.repeat(100),
  '\r\n\r\nX: y',
  'a'.repeat(10_000),
  BIG,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '\t\n\v\f\r',
  'ﬀ',
  'İ',
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const anyString = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
  {
    arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
    weight: 1,
  },
);
const rawNumber = fc.oneof(
  fc.constantFrom(...NUMBER_TOKENS),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: anyString, weight: 4 },
  { arbitrary: rawNumber.map((t) => new Raw(t)), weight: 4 },
  {
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { a: null }, ['a'], [1, 2, 3]),
    weight: 2,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      new Raw(nestArrays(33)),
      new Raw(nestObjects(33)),
      new Raw(DEEP_ARRAY),
      new Raw(nestArrays(31)),
    ),
    weight: 1,
  },
  { arbitrary: fc.array(anyString, { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.constant(new Raw(`[${'1,'.repeat(50_000)}1]`)), weight: 1 },
);

const RAW_BODIES = [
  '',
  '{',
  '{"a":}',
  'null',
  '"text"',
  '123',
  '[]',
  '{}',
  'true',
  DEEP_ARRAY,
  DEEP_OBJECT,
  nestArrays(33),
  nestObjects(33),
  nestObjects(32),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\ufeff{}',
  '{"a":"\u0000"}',
  '{"a":"\\ud800"}',
  '{"a\\u0000":1}',
  `{"a":"${HUGE}"}`,
  '{"name":"a","name":"b"}',
  'NaN',
  '{} x',
  '\u0000',
  '{"a":1e400}',
  '[{"a":[{"b":[null]}]}]',
  `{"a":"${BIG}"}`,
];

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'multipart/form-data',
  ';;;',
  'application/json; boundary=x',
  'text/html; charset=utf-16',
  'image/png',
  'application/problem+json',
];

function multipartBody(
  parts: Array<{ name: string; filename?: string; type?: string; data: string | Buffer }>,
  boundary = 'fuzzboundary',
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename !== undefined ? `; filename="${part.filename}"` : '';
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SIX_MB = Buffer.alloc(6 * 1024 * 1024, 1);
const MULTIPART_CASES: Array<{ label: string; contentType: string; payload: Buffer }> = [
  {
    label: 'garbage',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: Buffer.from('garbage\u0000garbage'),
  },
  {
    label: 'no closing boundary',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody(
      [{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG_MAGIC }],
      'fuzzboundary',
      false,
    ),
  },
  {
    label: 'no boundary param',
    contentType: 'multipart/form-data',
    payload: multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG_MAGIC }]),
  },
  {
    label: 'boundary mismatch',
    contentType: 'multipart/form-data; boundary=other',
    payload: multipartBody([{ name: 'file', filename: 'a.png', data: 'x' }]),
  },
  { label: 'empty boundary', contentType: 'multipart/form-data; boundary=', payload: Buffer.from('--\r\n\r\n') },
  { label: 'empty body', contentType: 'multipart/form-data; boundary=fuzzboundary', payload: Buffer.alloc(0) },
  {
    label: 'headerless part',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: Buffer.from('--fuzzboundary\r\n\r\nabc\r\n--fuzzboundary--\r\n'),
  },
  {
    label: 'broken header',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: Buffer.from(
      '--fuzzboundary\r\nContent-Disposition: form-data; name=\r\nX\u0000: y\r\n\r\nabc\r\n--fuzzboundary--\r\n',
    ),
  },
  {
    label: 'text as png',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', data: 'not an image' }]),
  },
  {
    label: 'png magic only',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG_MAGIC }]),
  },
  {
    label: 'NUL filename',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'file', filename: 'a\u0000.png', type: 'image/png', data: PNG_MAGIC }]),
  },
  {
    label: 'huge filename',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([
      { name: 'file', filename: `${'a'.repeat(20_000)}.png`, type: 'image/png', data: PNG_MAGIC },
    ]),
  },
  {
    label: 'path filename',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'file', filename: '../../../etc/passwd', type: 'image/png', data: PNG_MAGIC }]),
  },
  {
    label: 'two files',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([
      { name: 'file', filename: 'a.png', type: 'image/png', data: PNG_MAGIC },
      { name: 'file', filename: 'b.png', type: 'image/png', data: PNG_MAGIC },
    ]),
  },
  {
    label: 'field named file',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'file', data: 'plain field' }]),
  },
  {
    label: 'many fields',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: `v${i}\u0000` }))),
  },
  {
    label: 'NUL field',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([
      { name: 'na\u0000me', data: 'a\u0000b' },
      { name: 'file', filename: 'a.png', type: 'image/png', data: PNG_MAGIC },
    ]),
  },
  {
    label: 'wrong field',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'upload', filename: 'a.png', type: 'image/png', data: PNG_MAGIC }]),
  },
  {
    label: 'over 5 MB',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'file', filename: 'big.png', type: 'image/png', data: SIX_MB }]),
  },
  {
    label: 'json as multipart',
    contentType: 'multipart/form-data; boundary=fuzzboundary',
    payload: Buffer.from('{"a":1}'),
  },
  {
    label: 'mixed',
    contentType: 'multipart/mixed; boundary=fuzzboundary',
    payload: multipartBody([{ name: 'file', filename: 'a.png', data: PNG_MAGIC }]),
  },
];

// ---------------------------------------------------------------- cases

interface Case {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Auth =
  { kind: 'valid' } | { kind: 'foreign' } | { kind: 'none' } | { kind: 'header'; value: string; label: string };
type PathChoice = { kind: 'real' } | { kind: 'value'; name: string; value: string; raw?: boolean };
type QueryChoice =
  { kind: 'real' } | { kind: 'set'; name: string; value: string; raw?: boolean } | { kind: 'append'; text: string };
type BodyChoice =
  | { kind: 'valid' }
  | { kind: 'field'; path: string[]; value: unknown }
  | { kind: 'drop'; path: string[] }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'raw'; text: string }
  | { kind: 'multipart'; index: number }
  | { kind: 'none' };

interface Choice {
  auth: Auth;
  path: PathChoice;
  query: QueryChoice;
  body: BodyChoice;
  contentType?: string;
  header?: [string, string];
  method?: string;
}

/** Every place of a body baseline (dotted paths to objects' fields and arrays' first items). */
function placesOf(value: unknown, path: string[] = [], out: string[][] = []): string[][] {
  if (path.length) out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => placesOf(v, [...path, String(i)], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) placesOf(v, [...path, k], out);
  return out;
}

function setAt(target: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(target) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node?.[key];
  if (node && typeof node === 'object') {
    const last = path[path.length - 1];
    if (remove) {
      if (Array.isArray(node)) node.splice(Number(last), 1);
      else delete node[last];
    } else node[last] = value;
  }
  return copy;
}

function authArb(): fc.Arbitrary<Auth> {
  return fc.oneof(
    { arbitrary: fc.constant<Auth>({ kind: 'valid' }), weight: 16 },
    { arbitrary: fc.constant<Auth>({ kind: 'foreign' }), weight: 1 },
    { arbitrary: fc.constant<Auth>({ kind: 'none' }), weight: 1 },
    {
      arbitrary: fc
        .integer({ min: 0, max: 1000 })
        .map<Auth>((i) => ({ kind: 'header', value: `#${i}`, label: 'bad token' })),
      weight: 3,
    },
  );
}

function pathArb(op: Operation): fc.Arbitrary<PathChoice> {
  const params = op.params.filter((p) => p.in === 'path');
  if (!params.length) return fc.constant({ kind: 'real' });
  const value = fc.oneof(
    anyString.map((v) => ({ value: v, raw: false })),
    rawNumber.map((v) => ({ value: v, raw: false })),
    fc
      .constantFrom(
        '%',
        '%E0%A4%A',
        '%zz',
        '%00',
        '%ff%fe',
        '%2F',
        '..',
        '%2e%2e',
        'a'.repeat(101),
        'a'.repeat(5000),
        '%C0%80',
      )
      .map((v) => ({ value: v, raw: true })),
    fc
      .constantFrom('@foreignCompany', '@foreignGroup', '@company', '@group', '@creator')
      .map((v) => ({ value: v, raw: true })),
  );
  return fc.oneof(
    { arbitrary: fc.constant<PathChoice>({ kind: 'real' }), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...params), value)
        .map<PathChoice>(([p, v]) => ({ kind: 'value', name: p.name, ...v })),
      weight: 2,
    },
  );
}

function queryArb(op: Operation): fc.Arbitrary<QueryChoice> {
  const params = op.params.filter((p) => p.in === 'query');
  const known = params.length ? fc.constantFrom(...params.map((p) => p.name)) : fc.constant('page_number');
  const value = fc.oneof(
    anyString.map((v) => ({ value: v, raw: false })),
    rawNumber.map((v) => ({ value: v, raw: false })),
    fc
      .constantFrom('%', '%E0%A4%A', '%zz', '%00', '%ff%fe', '', 'a'.repeat(50_000), '1&x=2', '%C0%80')
      .map((v) => ({ value: v, raw: true })),
  );
  const appended = fc.constantFrom(
    'page_number=1&page_number=2',
    'page_number[]=1',
    'a[b][c]=1',
    '__proto__[x]=1',
    '__proto__=1',
    'constructor[prototype][x]=1',
    '%00=1',
    'a%00b=1',
    '=',
    '&&&',
    '?',
    'company_id=a&company_id=b',
    'include_metrics=maybe',
    'is_sme=2',
    `${'k'.repeat(5000)}=v`,
    Array.from({ length: 2000 }, (_, i) => `k${i}=v`).join('&'),
  );
  return fc.oneof(
    { arbitrary: fc.constant<QueryChoice>({ kind: 'real' }), weight: 4 },
    { arbitrary: fc.tuple(known, value).map<QueryChoice>(([name, v]) => ({ kind: 'set', name, ...v })), weight: 3 },
    {
      arbitrary: fc.tuple(anyString, value).map<QueryChoice>(([name, v]) => ({ kind: 'set', name: name || 'x', ...v })),
      weight: 1,
    },
    { arbitrary: appended.map<QueryChoice>((text) => ({ kind: 'append', text })), weight: 1 },
  );
}

function bodyArb(op: Operation, baseline: unknown): fc.Arbitrary<BodyChoice> {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
  const places = placesOf(baseline);
  const options: Array<{ arbitrary: fc.Arbitrary<BodyChoice>; weight: number }> = [
    { arbitrary: fc.constant<BodyChoice>(op.body ? { kind: 'valid' } : { kind: 'none' }), weight: 3 },
    { arbitrary: badValue.map<BodyChoice>((value) => ({ kind: 'whole', value })), weight: 1 },
    { arbitrary: fc.constantFrom(...RAW_BODIES).map<BodyChoice>((text) => ({ kind: 'raw', text })), weight: 1 },
    {
      arbitrary: fc.tuple(anyString, badValue).map<BodyChoice>(([key, value]) => ({ kind: 'extra', key, value })),
      weight: 1,
    },
  ];
  if (places.length) {
    options.push({
      arbitrary: fc
        .tuple(fc.constantFrom(...places), badValue)
        .map<BodyChoice>(([path, value]) => ({ kind: 'field', path, value })),
      weight: 6,
    });
    options.push({
      arbitrary: fc.constantFrom(...places).map<BodyChoice>((path) => ({ kind: 'drop', path })),
      weight: 1,
    });
  }
  if (hasBody)
    options.push({
      arbitrary: fc.nat(MULTIPART_CASES.length - 1).map<BodyChoice>((index) => ({ kind: 'multipart', index })),
      weight: op.multipart ? 8 : 1,
    });
  if (!hasBody && !op.body)
    return fc.oneof({ arbitrary: fc.constant<BodyChoice>({ kind: 'none' }), weight: 12 }, ...options.slice(1));
  return fc.oneof(...options);
}

function choiceArb(op: Operation, baseline: unknown): fc.Arbitrary<Choice> {
  return fc.record(
    {
      auth: authArb(),
      path: pathArb(op),
      query: queryArb(op),
      body: bodyArb(op, baseline),
      contentType: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 12 },
        { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
      ),
      header: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 12 },
        {
          arbitrary: fc.constantFrom<[string, string]>(
            ['accept', 'application/xml'],
            ['accept-version', '9.9.9'],
            ['x-forwarded-for', 'not-an-ip, ::1, 999.1.1.1'],
            ['user-agent', 'u'.repeat(20_000)],
            ['origin', 'https://evil.example'],
            ['cookie', 'a=b; c'],
            ['accept-encoding', 'gzip;q=abc'],
            ['content-encoding', 'gzip'],
            ['x-request-id', '%00'],
            ['accept-language', '*;q=-1'],
            ['range', 'bytes=-1'],
            ['if-none-match', '"x"'],
            ['authorization', 'Bearer a b c'],
          ),
          weight: 1,
        },
      ),
      method: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 30 },
        { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'), weight: 1 },
      ),
    },
    { requiredKeys: ['auth', 'path', 'query', 'body'] },
  );
}

/** The issue's known probes, sent to every operation whatever the seed. */
function directedChoices(op: Operation, baseline: unknown): Array<Partial<Choice>> {
  const out: Array<Partial<Choice>> = [{}];
  const numeric = ['2147483648', '-1', '1.5', '1e5', '1e400', '9007199254740993', '0'];
  for (const p of op.params) {
    const kind = p.in === 'path' ? 'value' : 'set';
    for (const value of ['a\u0000b', '\u0000', ...numeric])
      out.push(
        p.in === 'path'
          ? { path: { kind, name: p.name, value } as PathChoice }
          : { query: { kind, name: p.name, value } as QueryChoice },
      );
    out.push(
      p.in === 'path'
        ? { path: { kind: 'value', name: p.name, value: '%00', raw: true } }
        : { query: { kind: 'set', name: p.name, value: '%00', raw: true } },
    );
  }
  out.push({ query: { kind: 'append', text: 'x%00=1' } });
  for (const place of placesOf(baseline)) {
    out.push({ body: { kind: 'field', path: place, value: 'a\u0000b' } });
    for (const token of ['2147483648', '-1', '1.5', '1e21', '1e400'])
      out.push({ body: { kind: 'field', path: place, value: new Raw(token) } });
    out.push({ body: { kind: 'field', path: place, value: new Raw(DEEP_ARRAY) } });
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)) {
    for (const text of [DEEP_ARRAY, DEEP_OBJECT, nestArrays(33), nestObjects(32), '{"a\\u0000":1}', `{"a":"${HUGE}"}`])
      out.push({ body: { kind: 'raw', text } });
    for (let index = 0; index < MULTIPART_CASES.length; index++)
      if (op.multipart || index < 8) out.push({ body: { kind: 'multipart', index } });
    out.push({ body: { kind: 'raw', text: '{"a":1}' }, contentType: 'text/plain' });
  }
  // other methods on the same path: HEAD (Fastify adds it to every GET route) and OPTIONS
  if (op.method === 'GET') out.push({ method: 'HEAD' }, { method: 'HEAD', auth: { kind: 'none' } });
  out.push({ method: 'OPTIONS' });
  // bad tokens: a few per operation in turn (every one of them reaches every operation in the generated part)
  const first = Math.abs(hash(op.key));
  for (let i = 0; i < 4; i++)
    out.push({ auth: { kind: 'header', value: `#${(first + i) % BAD_AUTH_COUNT}`, label: 'bad token' } });
  return out;
}

let BAD_AUTH_COUNT = 0;
let badAuthHeaders: Array<{ label: string; value: string }> = [];

function buildCase(op: Operation, w: World, baseline: unknown, choice: Partial<Choice>): Case {
  const labels: string[] = [];
  // path
  let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.params.find((p) => p.in === 'path' && p.name === name) ?? {
      name,
      in: 'path' as const,
      schema: {},
      required: true,
    };
    const c = choice.path;
    if (c?.kind === 'value' && c.name === name) {
      labels.push(`path ${name}`);
      const symbolic: Record<string, string> = {
        '@foreignCompany': w.foreignCompanyId,
        '@foreignGroup': w.foreignGroupId,
        '@company': w.companyId,
        '@group': w.groupId,
        '@creator': String(w.creatorId),
      };
      if (c.value in symbolic) return symbolic[c.value];
      return c.raw ? c.value : enc(c.value);
    }
    return enc(realPathValue(op, param, w));
  });
  // query
  const query: string[] = [];
  const q = choice.query ?? { kind: 'real' };
  for (const p of op.params.filter((x) => x.in === 'query')) {
    if (q.kind === 'set' && q.name === p.name) continue;
    if (p.required || Math.abs(hash(p.name)) % 2 === 0) query.push(`${enc(p.name)}=${enc(realQueryValue(p, w))}`);
  }
  if (q.kind === 'set') {
    labels.push(`query ${q.name}`);
    query.push(`${enc(q.name)}=${q.raw ? q.value : enc(q.value)}`);
  } else if (q.kind === 'append') {
    labels.push('query text');
    query.push(q.text);
  }
  if (query.length) url += `?${query.join('&')}`;
  // headers
  const headers: Record<string, string> = {};
  const auth = choice.auth ?? { kind: 'valid' };
  if (auth.kind === 'valid') headers.authorization = `Bearer ${w.token}`;
  else if (auth.kind === 'foreign') headers.authorization = `Bearer ${w.foreignToken}`;
  else if (auth.kind === 'header') {
    const bad = badAuthHeaders[Number(auth.value.slice(1)) % badAuthHeaders.length];
    headers.authorization = bad.value;
    labels.push(`auth ${bad.label}`);
  } else labels.push('no auth');
  if (choice.header) {
    headers[choice.header[0]] = choice.header[1];
    labels.push(`header ${choice.header[0]}`);
  }
  // body
  let payload: string | Buffer | undefined;
  const body = choice.body ?? (op.body ? { kind: 'valid' } : { kind: 'none' });
  switch (body.kind) {
    case 'valid':
      payload = toJson(baseline);
      break;
    case 'field':
      payload = toJson(setAt(baseline, body.path, body.value));
      labels.push(`body ${body.path.join('.')}`);
      break;
    case 'drop':
      payload = toJson(setAt(baseline, body.path, undefined, true));
      labels.push(`body without ${body.path.join('.')}`);
      break;
    case 'extra':
      payload = toJson({
        ...(baseline && typeof baseline === 'object' && !Array.isArray(baseline) ? baseline : {}),
        [body.key]: body.value,
      });
      labels.push('body extra field');
      break;
    case 'whole':
      payload = toJson(body.value);
      labels.push('body replaced');
      break;
    case 'raw':
      payload = body.text;
      labels.push('raw body');
      break;
    case 'multipart': {
      const m = MULTIPART_CASES[body.index];
      payload = m.payload;
      headers['content-type'] = m.contentType;
      labels.push(`multipart ${m.label}`);
      break;
    }
    case 'none':
      break;
  }
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (choice.contentType) {
    headers['content-type'] = choice.contentType;
    labels.push(`content-type ${choice.contentType}`);
  }
  const method = choice.method ?? op.method;
  if (method !== op.method) labels.push(`method ${method}`);
  return { label: labels.join(', ') || 'baseline', method, url, headers, payload };
}

/** encodeURIComponent that also writes lone surrogates (as their WTF-8 bytes) instead of throwing. */
function enc(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]);
  }
  return out;
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
const show = (value: string | Buffer | undefined) =>
  value === undefined ? undefined : clip(JSON.stringify(Buffer.isBuffer(value) ? value.toString('latin1') : value));

// ---------------------------------------------------------------- the run

let ctx: TestContext;
/**
 * The fuzzed instance: the test context's database, generous limits, and a logger that prints only errors (the cause of
 * any 5xx).
 */
let app: FastifyInstance;
let creatorEmail: string;
let world: Omit<World, 'token' | 'groupId' | 'groupCode' | 'invitationId' | 'memberId'>;
let ownerPassword: string;
const ERROR_CODE_SET = new Set<string>(ERROR_CODES);

beforeAll(async () => {
  const env = {
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '1000000',
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000000',
    RATE_LIMIT_SLOWDOWN_MAX_MS: '0',
  };
  ctx = await createTestContext(env);
  app = await buildApp(testConfig({ ...env, LOG_LEVEL: 'error' }), { database: ctx.database, logger: true });
  await app.ready();
  await generateCatalogue(ctx.database.db, { count: 30, seed: 7 });
  const owner = await createVerifiedMerchant(ctx);
  ownerPassword = owner.password;
  creatorEmail = (await createCreatorAccount(ctx)).email;
  const companyId = (await createCompany(ctx, owner.token, { name: 'Fuzz Co', company_role: 'ACCOUNT' })).id;
  const foreign = await createVerifiedMerchant(ctx);
  const foreignCompanyId = (await createCompany(ctx, foreign.token, { name: 'Foreign Co', company_role: 'ACCOUNT' }))
    .id;
  const foreignGroup = await call(app, {
    method: 'POST',
    url: '/api/merchant/influencer_groups',
    token: foreign.token,
    payload: { company_id: foreignCompanyId, name: 'Foreign group', influencer_ids: [1, 2] },
  });
  if (foreignGroup.status !== 201) throw new Error(`group creation failed: ${JSON.stringify(foreignGroup.body)}`);
  world = {
    foreignToken: foreign.token,
    ownerEmail: owner.email,
    companyId,
    foreignCompanyId,
    foreignGroupId: foreignGroup.body.id,
    creatorId: 1,
  };

  const key = new TextEncoder().encode(ctx.config.jwtSecret);
  const otherKey = new TextEncoder().encode('another-secret-another-secret-another-secret');
  const sign = (
    claims: Record<string, unknown>,
    options: { sub?: string; exp?: number; k?: Uint8Array; issuer?: string } = {},
  ) => {
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setIssuer(options.issuer ?? 'creatorhub')
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600);
    if (options.sub !== undefined) jwt = jwt.setSubject(options.sub);
    return jwt.sign(options.k ?? key);
  };
  const ownerId = JSON.parse(Buffer.from(owner.token.split('.')[1], 'base64url').toString()).sub as string;
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  badAuthHeaders = [
    { label: 'sid not a uuid', value: `Bearer ${await sign({ sid: 'not-a-uuid' }, { sub: ownerId })}` },
    { label: 'sid a number', value: `Bearer ${await sign({ sid: 12345 }, { sub: ownerId })}` },
    { label: 'sid with NUL', value: `Bearer ${await sign({ sid: 'a\u0000b' }, { sub: ownerId })}` },
    { label: 'sid sql', value: `Bearer ${await sign({ sid: "'; drop table sessions; --" }, { sub: ownerId })}` },
    { label: 'unknown sid', value: `Bearer ${await sign({ sid: randomUUID() }, { sub: ownerId })}` },
    { label: 'sub not a uuid', value: `Bearer ${await sign({ sid: randomUUID() }, { sub: 'root' })}` },
    { label: 'sub with NUL', value: `Bearer ${await sign({ sid: randomUUID() }, { sub: '\u0000' })}` },
    { label: 'no claims', value: `Bearer ${await sign({})}` },
    {
      label: 'expired',
      value: `Bearer ${await sign({ sid: randomUUID() }, { sub: ownerId, exp: Math.floor(Date.now() / 1000) - 60 })}`,
    },
    { label: 'other issuer', value: `Bearer ${await sign({ sid: randomUUID() }, { sub: ownerId, issuer: 'evil' })}` },
    { label: 'other secret', value: `Bearer ${await sign({ sid: randomUUID() }, { sub: ownerId, k: otherKey })}` },
    {
      label: 'alg none',
      value:
        `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.` +
        `${b64({ sid: randomUUID(), sub: ownerId, iss: 'creatorhub' })}.`,
    },
    { label: 'garbage', value: 'Bearer garbage' },
    { label: 'three dots', value: 'Bearer a.b.c' },
    { label: 'empty bearer', value: 'Bearer ' },
    { label: 'bearer only', value: 'Bearer' },
    { label: 'basic', value: 'Basic dXNlcjpwYXNz' },
    { label: 'long', value: `Bearer ${'a'.repeat(20_000)}` },
    { label: 'percent NUL', value: 'Bearer %00' },
    { label: 'json header', value: `Bearer ${b64({ alg: 'HS256' })}.${b64([1, 2, 3])}.sig` },
    { label: 'not base64', value: 'Bearer ***.***.***' },
    { label: 'unicode', value: 'Bearer ÿÿÿ' },
  ];
  BAD_AUTH_COUNT = badAuthHeaders.length;
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

/**
 * A fresh session and fresh resources for each operation, so one operation's deletes and logouts do not starve the
 * next.
 */
async function worldFor(op: Operation): Promise<World> {
  // The creator side's routes run as a creator with a complete profile (the merchant's token is then the "foreign"
  // one).
  if (/^\/api\/creator\/(?!auth\/)/.test(op.path)) {
    const creator = await call(app, {
      method: 'POST',
      url: '/api/creator/auth/login',
      payload: { username: creatorEmail, password: STRONG_PASSWORD },
    });
    if (creator.status !== 200) throw new Error(`creator login failed: ${JSON.stringify(creator.body)}`);
    const merchant = await call(app, {
      method: 'POST',
      url: '/api/auth/login/merchant',
      payload: { username: world.ownerEmail, password: ownerPassword },
    });
    return {
      ...world,
      token: creator.body.access_token,
      foreignToken: merchant.body.access_token,
      groupId: randomUUID(),
      groupCode: 'ABCDEFGH',
      invitationId: randomUUID(),
      memberId: randomUUID(),
    };
  }
  const login = await call(app, {
    method: 'POST',
    url: '/api/auth/login/merchant',
    payload: { username: world.ownerEmail, password: ownerPassword },
  });
  if (login.status !== 200) throw new Error(`owner login failed: ${JSON.stringify(login.body)}`);
  const token = login.body.access_token as string;
  const w: World = {
    ...world,
    token,
    groupId: randomUUID(),
    groupCode: 'ABCDEFGH',
    invitationId: randomUUID(),
    memberId: randomUUID(),
  };
  if (/group|import/.test(op.path)) {
    const group = await call(app, {
      method: 'POST',
      url: '/api/merchant/influencer_groups',
      token,
      payload: { company_id: w.companyId, name: 'Fuzz group', influencer_ids: [1, 2, 3] },
    });
    if (group.status !== 201) throw new Error(`group creation failed: ${JSON.stringify(group.body)}`);
    w.groupId = group.body.id;
    w.groupCode = group.body.code;
  }
  if (op.path.includes('{invitation_id}')) {
    const invite = await call(app, {
      method: 'POST',
      url: `/api/companies/${w.companyId}/team/invitations`,
      token,
      payload: { email: `invitee.${randomUUID()}@example.com`, role: 'BRAND_MANAGER' },
    });
    if (invite.status !== 201) throw new Error(`invitation failed: ${JSON.stringify(invite.body)}`);
    w.invitationId = invite.body.id;
  }
  if (op.path.includes('{merchant_id}')) {
    const member = await createVerifiedMerchant(ctx);
    w.memberId = await addMember(ctx, w.companyId, member.email, 'BRAND_MANAGER');
  }
  return w;
}

interface Failure {
  op: string;
  case: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  status: number | string;
  reply: string;
}

describe('fuzz: every operation of the OpenAPI document, bad input in, never a 5xx out', () => {
  it('the document lists the operations', async () => {
    const ops = operationsOf(app.swagger());
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.some((op) => op.path.startsWith('/ms/'))).toBe(true);
  });

  it(
    `answers every generated request below 500 and every error with a code (seed ${SEED})`,
    async () => {
      const started = Date.now();
      const ops = operationsOf(app.swagger()).filter((op) => !ONLY || op.key.includes(ONLY));
      expect(ops.length).toBeGreaterThan(0);
      const perOp = Math.max(1, Math.ceil(RUNS / ops.length));
      console.log(
        `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} reproduces), ${ops.length} operations, ` +
          `${perOp} generated cases each plus the known probes`,
      );
      const failures: Failure[] = [];
      const codeless: Failure[] = [];
      const foreignCodes = new Map<string, Failure>();
      const statuses = new Map<number, number>();
      let requests = 0;

      for (const op of ops) {
        const w = await worldFor(op);
        const baseline = op.body ? validValue(op.body, 'body', w) : undefined;
        const generated = fc.sample(choiceArb(op, baseline), { seed: SEED ^ hash(op.key), numRuns: perOp });
        for (const choice of [...directedChoices(op, baseline), ...generated]) {
          const c = buildCase(op, w, baseline, choice);
          requests++;
          const record = (status: number | string, reply: string): Failure => ({
            op: op.key,
            case: c.label,
            method: c.method,
            url: clip(c.url),
            headers: Object.fromEntries(Object.entries(c.headers).map(([k, v]) => [k, clip(v, 120)])),
            payload: show(c.payload),
            status,
            reply: clip(reply, 500),
          });
          let response;
          try {
            response = await app.inject({
              method: c.method as 'GET',
              url: c.url,
              headers: c.headers,
              payload: c.payload,
            });
          } catch (error) {
            failures.push(record('inject threw', String(error)));
            continue;
          }
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) failures.push(record(response.statusCode, response.body));
          else if (response.statusCode >= 400 && c.method !== 'HEAD') {
            let code: unknown;
            try {
              code = JSON.parse(response.body)?.code;
            } catch {
              code = undefined;
            }
            if (typeof code !== 'string') codeless.push(record(response.statusCode, response.body));
            else if (!ERROR_CODE_SET.has(code))
              foreignCodes.set(`${response.statusCode} ${code}`, record(response.statusCode, response.body));
          }
        }
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const byStatus = Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0]));
      console.log(`fuzz: ${requests} requests in ${seconds} s; statuses ${JSON.stringify(byStatus)}`);
      if (foreignCodes.size) {
        const foreign = [...foreignCodes.values()].map((f) => JSON.stringify(f, null, 2));
        console.log(`fuzz: codes outside the shared list:\n${foreign.join('\n')}`);
      }
      if (failures.length || codeless.length) {
        // one example of each kind (operation, what was bad, status), with its count
        const kinds = new Map<string, { count: number; example: Failure }>();
        for (const f of [...failures, ...codeless]) {
          const kind = `${f.status} ${f.op} [${f.case}]`;
          const seen = kinds.get(kind);
          if (seen) seen.count++;
          else kinds.set(kind, { count: 1, example: f });
        }
        console.log(
          `fuzz: ${failures.length} replies of 500 or more, ${codeless.length} error replies without a code, ` +
            `${kinds.size} kinds (seed ${SEED}):`,
        );
        for (const [kind, { count, example }] of [...kinds].slice(0, 60))
          console.log(`${kind} x${count}\n${JSON.stringify(example, null, 2)}`);
      }
      expect(failures.map((f) => `${f.status} ${f.method} ${f.url} [${f.case}]`)).toEqual([]);
      expect(codeless.map((f) => `${f.status} ${f.method} ${f.url} [${f.case}]`)).toEqual([]);
      expect([...foreignCodes.keys()]).toEqual([]);
    },
    TIMEOUT_MS,
  );
});

describe('edge guards: the known bad inputs answer 400 naming the place', () => {
  const post = (url: string, payload: string | object, token?: string) =>
    call(app, {
      method: 'POST',
      url,
      token,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  let token: string;
  beforeAll(async () => {
    token = (await createVerifiedMerchant(ctx)).token;
  });

  it('refuses a NUL character in a body string or key, naming the field', async () => {
    const inString = await post('/api/companies/new', { name: 'Duka\u0000Bora', company_role: 'ACCOUNT' }, token);
    expect(inString.status).toBe(400);
    expect(inString.body).toMatchObject({ code: 'VALIDATION', field: 'name' });
    const nested = await post(
      '/api/influencers/search_for_campaign',
      { sortings: [{ sort_by: 'FOLLOWERS\u0000' }] },
      token,
    );
    expect(nested.body).toMatchObject({ code: 'VALIDATION', field: 'sortings.0.sort_by' });
    const inKey = await post('/api/companies/new', '{"na\\u0000me":"x"}', token);
    expect(inKey.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'name' });
  });

  it(`refuses JSON deeper than ${MAX_JSON_DEPTH} levels at parse time; that many reach validation`, async () => {
    for (const text of [nestArrays(40_000), nestObjects(40_000), nestArrays(MAX_JSON_DEPTH + 1)]) {
      const res = await post('/api/influencers/search_for_campaign', text, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'body', message: expect.stringContaining('nested') });
    }
    const atCap = await post(
      '/api/influencers/search_for_campaign',
      `{"countries":${nestArrays(MAX_JSON_DEPTH - 1)}}`,
      token,
    );
    expect(atCap.status).toBe(400);
    expect(atCap.body.field).toMatch(/^countries/);
    // escaped brackets inside strings are text, not nesting
    const inText = await post('/api/companies/new', { name: '['.repeat(100), company_role: 'ACCOUNT' }, token);
    expect(inText.body.field).toBe('name');
  });

  it('refuses a NUL byte in the path or query, naming the parameter', async () => {
    const query = await call(app, { method: 'GET', url: '/api/merchant/influencer_groups?company_id=%00', token });
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ code: 'VALIDATION', field: 'company_id' });
    const key = await call(app, { method: 'GET', url: '/api/merchant/influencer_groups?x%00y=1', token });
    expect(key.body).toMatchObject({ code: 'VALIDATION', field: 'xy' });
    const path = await call(app, { method: 'GET', url: '/api/companies/abc%00def', token });
    expect(path.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'id' });
    const unrouted = await call(app, { method: 'GET', url: '/api/no%00where', token });
    expect(unrouted.body).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'path' });
  });

  it('refuses ids and page numbers outside 1..2^31-1, fractions and exponent forms, naming the field', async () => {
    for (const token_ of ['2147483648', '-1', '0', '1.5', '1e21', '1e400', '9007199254740993']) {
      const res = await post('/api/influencers/find_by_ids', `{"ids":[${token_}]}`, token);
      expect(res.status, token_).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'ids.0' });
    }
    const page = await post('/api/influencers/find_by_ids', '{"ids":[1],"page_number":2147483648}', token);
    expect(page.body).toMatchObject({ code: 'VALIDATION', field: 'page_number' });
    const companyId = (await createCompany(ctx, token, { name: 'Bounds Co', company_role: 'ACCOUNT' })).id;
    const group = await post(
      '/api/merchant/influencer_groups',
      { company_id: companyId, name: 'Bounds', influencer_ids: [2147483648] },
      token,
    );
    expect(group.body).toMatchObject({ code: 'VALIDATION', field: 'influencer_ids.0' });
    const made = await post('/api/merchant/influencer_groups', { company_id: companyId, name: 'Bounds' }, token);
    for (const value of ['2147483648', '1e10', '1.5', '-1']) {
      const res = await call(app, {
        method: 'GET',
        url: `/api/influencer_groups/${made.body.id}/influencers?page_number=${value}`,
        token,
      });
      expect(res.status, value).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'page_number' });
    }
  });

  it('frameworkErrors answers an undecodable or over-long path parameter in the error shape', async () => {
    const bare = Fastify({ frameworkErrors });
    bare.get('/x/:id', async () => ({ ok: true }));
    for (const url of ['/x/%E0%A4%A', `/x/${'a'.repeat(200)}`]) {
      const res = await bare.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', field: 'path' });
    }
    await bare.close();
  });
});
