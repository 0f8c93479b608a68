/**
 * The embedded database's admission gate (plugins/embedded-db-admission.ts): requests reach their handlers
 * EMBEDDED_DB_ACTIVE_REQUESTS at a time in arrival order, uploads and long-lived routes pass, a client that leaves
 * gives its place back, and PostgreSQL is never gated.
 */
import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Deps } from '../src/deps';
import { EMBEDDED_DB_ACTIVE_REQUESTS, registerEmbeddedDbAdmission } from '../src/plugins/embedded-db-admission';

/** A handler that starts (recorded) and waits until the test lets it finish. */
function heldHandlers() {
  const started: string[] = [];
  const waiting = new Map<string, () => void>();
  const handler = (name: string) =>
    new Promise<{ name: string }>((resolve) => {
      started.push(name);
      waiting.set(name, () => resolve({ name }));
    });
  const finish = (name: string) => waiting.get(name)!();
  return { started, handler, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function appOn(kind: 'pglite' | 'postgres', held: ReturnType<typeof heldHandlers>) {
  app = Fastify();
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  registerEmbeddedDbAdmission(app, { database: { kind } } as unknown as Deps);
  app.get<{ Params: { name: string } }>('/api/work/:name', (request) => held.handler(request.params.name));
  app.post<{ Params: { name: string } }>('/api/upload/:name', (request) => held.handler(request.params.name));
  app.get<{ Params: { name: string } }>('/api/stream/:name', { config: { longLived: true } }, (request) =>
    held.handler(request.params.name),
  );
  app.get('/assets/file.js', () => 'ok');
  await app.ready();
  return app;
}

describe('on the embedded database', () => {
  it('lets requests reach their handlers a few at a time, in the order they came', async () => {
    const held = heldHandlers();
    await appOn('pglite', held);
    const names = ['a', 'b', 'c', 'd'];
    const answers = names.map((name) => app.inject({ method: 'GET', url: `/api/work/${name}` }));
    await settle();
    expect(EMBEDDED_DB_ACTIVE_REQUESTS).toBe(2);
    expect(held.started).toEqual(['a', 'b']);
    held.finish('b');
    await settle();
    expect(held.started).toEqual(['a', 'b', 'c']);
    held.finish('a');
    held.finish('c');
    await settle();
    held.finish('d');
    const replies = await Promise.all(answers);
    expect(replies.map((reply) => reply.json().name)).toEqual(names);
  });

  it('lets the event loop serve its sockets before each admitted request starts', async () => {
    // Without that turn, each request let through started in the same chain of promises as the one before it: under
    // 200 users the chain never ended and sockets waited unread past clients' 10 s timeouts (issue 22).
    const held = heldHandlers();
    await appOn('pglite', held);
    const answers = ['a', 'b', 'c'].map((name) => app.inject({ method: 'GET', url: `/api/work/${name}` }));
    await settle();
    const order: string[] = [];
    held.finish('a');
    setImmediate(() => order.push(`I/O turn with ${held.started.length} started`));
    await settle();
    expect(order).toEqual(['I/O turn with 2 started']);
    expect(held.started).toEqual(['a', 'b', 'c']);
    held.finish('b');
    held.finish('c');
    await Promise.all(answers);
  });

  it('never holds uploads, long-lived routes or files outside the API behind the gate', async () => {
    const held = heldHandlers();
    await appOn('pglite', held);
    const busy = ['a', 'b'].map((name) => app.inject({ method: 'GET', url: `/api/work/${name}` }));
    await settle();
    const upload = app.inject({
      method: 'POST',
      url: '/api/upload/u',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    const stream = app.inject({ method: 'GET', url: '/api/stream/s' });
    const file = await app.inject({ method: 'GET', url: '/assets/file.js' });
    await settle();
    expect(held.started).toEqual(['a', 'b', 'u', 's']);
    expect(file.body).toBe('ok');
    for (const name of ['a', 'b', 'u', 's']) held.finish(name);
    await Promise.all([...busy, upload, stream]);
  });

  it('gives the place of a client that left back to the next request', async () => {
    const held = heldHandlers();
    await appOn('pglite', held);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const leaving = ['x', 'y'].map((name) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/work/${name}` });
      req.on('error', () => undefined);
      req.end();
      return req;
    });
    await settle();
    expect(held.started).toEqual(['x', 'y']);
    const next = app.inject({ method: 'GET', url: '/api/work/z' });
    await settle();
    expect(held.started).toEqual(['x', 'y']);
    leaving[0].destroy();
    await settle();
    expect(held.started).toEqual(['x', 'y', 'z']);
    for (const name of ['x', 'y', 'z']) held.finish(name);
    expect((await next).json()).toEqual({ name: 'z' });
  });
});

describe('on PostgreSQL', () => {
  it('lets every request through at once (the pool queues the statements)', async () => {
    const held = heldHandlers();
    await appOn('postgres', held);
    const answers = ['a', 'b', 'c', 'd'].map((name) => app.inject({ method: 'GET', url: `/api/work/${name}` }));
    await settle();
    expect(held.started).toEqual(['a', 'b', 'c', 'd']);
    for (const name of ['a', 'b', 'c', 'd']) held.finish(name);
    await Promise.all(answers);
  });
});
