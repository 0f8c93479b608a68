/**
 * Error reporting through @sentry/node (docs/decisions/028-error-reporting.md), against a fake ingestion server on
 * loopback: off when SENTRY_DSN is unset (nothing sent); on, an unexpected error (5xx) arrives tagged with the
 * reply's request id, with its release and environment, and nothing personal in any envelope: not the e-mail address,
 * the phone number, the password, the bearer token or the cookie sent with the request; a 4xx is not reported.
 *
 * The app listens on a real port (not inject): the SDK's HTTP server instrumentation is what would pick up headers,
 * cookies and bodies, so it must see real requests.
 */
import type { AddressInfo } from 'node:net';
import * as Sentry from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { AppError } from '../src/errors';
import { createTestDatabase, testConfig } from './helpers';
import { startSentryIngest, type SentryIngest } from './sentry-ingest';

const EMAIL = 'amani.otieno@kahawa.co.ke';
const PHONE = '+254 712 345678';
const PHONE_DIGITS = '254712345678';
const PASSWORD = 'Kahawa#Secret2024';
const TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJzZXNzaW9uLXNlY3JldC12YWx1ZSJ9.Zm9yZ2VkLXNpZ25hdHVyZS12YWx1ZS0xMjM0NTY3OA';
const COOKIE_VALUE = 'cookie-secret-9f8e7d6c';
/** Nothing of these may leave, in any form. */
const PERSONAL = [EMAIL, PHONE, PHONE_DIGITS, '712345678', PASSWORD, TOKEN, COOKIE_VALUE, 'eyJhbGciOiJIUzI1NiJ9'];

const personalBody = z.strictObject({ email: z.string(), phone: z.string(), password: z.string() });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ingest: SentryIngest;

beforeAll(async () => {
  database = await createTestDatabase();
  ingest = await startSentryIngest();
});
afterAll(async () => {
  await ingest?.close();
  await database?.release();
});

/** The app with two test routes: one that fails unexpectedly (with the caller's details in its message), one 403. */
async function appWith(env: Record<string, string>): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(testConfig(env), { database: database.database, logger: false });
  const schema = { body: personalBody };
  app.post('/api/test/boom', { config: { auth: 'public' }, schema }, async (request) => {
    const body = request.body as z.infer<typeof personalBody>;
    throw new Error(
      `boom for ${body.email} (${body.phone}) password=${body.password} with ${request.headers.authorization}`,
    );
  });
  app.post('/api/test/refused', { config: { auth: 'public' }, schema }, async (request) => {
    throw new AppError('FORBIDDEN', `refused for ${(request.body as z.infer<typeof personalBody>).email}`);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function post(url: string, path: string, requestId: string) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${TOKEN}`,
      cookie: `session=${COOKIE_VALUE}; theme=dark`,
      'x-request-id': requestId,
      'x-forwarded-for': '203.0.113.7',
    },
    body: JSON.stringify({ email: EMAIL, phone: PHONE, password: PASSWORD }),
  });
}

const errorEvents = () => ingest.items('event').map((item) => item.json);

describe('error reporting off (SENTRY_DSN unset)', () => {
  it('starts no SDK and sends nothing, even for a 500', async () => {
    const { app, url } = await appWith({});
    try {
      const res = await post(url, '/api/test/boom', 'unset-request-0001');
      expect(res.status).toBe(500);
      expect(Sentry.isEnabled()).toBe(false);
      await Sentry.flush(500);
    } finally {
      await app.close();
    }
    expect(ingest.envelopes).toEqual([]);
  });
});

describe('error reporting on (SENTRY_DSN set)', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app, url } = await appWith({
      SENTRY_DSN: ingest.dsn,
      SENTRY_ENVIRONMENT: 'staging-test',
      SENTRY_RELEASE: 'creatorhub@9.9.9-test',
    }));
  });
  afterAll(async () => {
    await app?.close();
    // The SDK stops with the last app that used it: nothing of it is left for the next test file of this worker.
    expect(Sentry.isEnabled()).toBe(false);
  });

  it('reports an unexpected error with its request id, release and environment, and nothing personal', async () => {
    const res = await post(url, '/api/test/boom', 'boom-request-0001');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('boom-request-0001');
    expect(((await res.json()) as { request_id: string }).request_id).toBe('boom-request-0001');

    const event = await ingest.waitFor(
      () => errorEvents().find((e) => e?.tags?.request_id === 'boom-request-0001'),
      'the error event of the failed request',
    );
    expect(event.release).toBe('creatorhub@9.9.9-test');
    expect(event.environment).toBe('staging-test');
    expect(event.level).toBe('error');
    expect(event.tags.route).toBe('/api/test/boom');
    expect(event.exception.values[0].type).toBe('Error');
    // The message is there, its personal parts replaced.
    expect(event.exception.values[0].value).toMatch(/^boom for \[email\] \(\[phone\]\) password=\[Filtered\]/);
    expect(event.user).toBeUndefined();
    expect(event.request?.data).toBeUndefined();
    expect(event.request?.cookies).toBeUndefined();

    // Every envelope so far (the error, the request's transaction, sessions), raw: nothing personal anywhere.
    await Sentry.flush(2000);
    expect(ingest.envelopes.flatMap((e) => e.items.map((i) => i.type))).toContain('span');
    for (const envelope of ingest.envelopes)
      for (const secret of [...PERSONAL, '203.0.113.7']) expect(envelope.text).not.toContain(secret);
  });

  it('does not report a 4xx (the caller’s input, not an error of ours)', async () => {
    const res = await post(url, '/api/test/refused', 'refused-request-0001');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { request_id: string }).request_id).toBe('refused-request-0001');
    await Sentry.flush(2000);
    // The request's spans went (trace sample rate 1, named by route), an error event did not.
    await ingest.waitFor(
      () => ingest.items('span').some((item) => item.text.includes('"POST /api/test/refused"')),
      'the spans of the refused request',
    );
    expect(errorEvents().filter((e) => e?.tags?.request_id === 'refused-request-0001')).toEqual([]);
    expect(errorEvents().map((e) => e?.exception?.values?.[0]?.value)).not.toContainEqual(
      expect.stringContaining('refused for'),
    );
    for (const envelope of ingest.envelopes) for (const secret of PERSONAL) expect(envelope.text).not.toContain(secret);
  });
});
