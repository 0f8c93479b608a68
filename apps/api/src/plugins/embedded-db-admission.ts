/**
 * On the embedded database (PGlite) every statement of every request runs one at a time, on this process's own
 * thread. With 200 requests in flight, a request of six statements waited its turn six times behind all the others'
 * statements: some waited past 10 s (issue 22's load benchmark timed out 124 of 4,578 requests). Here requests are
 * let through to their handlers a few at a time, in arrival order: each one admitted runs its statements back to
 * back, and the time a request waits is its place in one queue. PostgreSQL has its pool and needs no gate.
 *
 * Each admitted request starts after a turn of the event loop (setImmediate). Without it the next request started
 * inside the promise chain of the one before; with a queue always full the chain did not end, the loop did not get
 * back to its sockets, and requests sat unread for 10-14 s (the stall of longer runs: Fastify timed every answer
 * in milliseconds while clients timed out). 200 users for 60 s: 0 timeouts, ~540 requests/s, p99 ~0.8 s
 * (docs/benchmarks.md).
 *
 * The gate is taken once the body is read and valid (a slow or bad client holds no place) and given back when the
 * answer is ready (a streamed answer, such as a CSV export, reads on ungated) or the client leaves. Never gated:
 * uploads (a multipart body is read by the handler, for as long as the client takes to send it) and routes declared
 * `config: { longLived: true }` (the notification stream), which would hold a place for hours.
 */
import { Sema } from 'async-sema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route keeps its connection open (server-sent events): never gated. */
    longLived?: boolean;
  }
}

/** Requests at work on the embedded database at once: enough to keep it busy while others parse and answer. */
export const EMBEDDED_DB_ACTIVE_REQUESTS = 2;

const GATED_PATH = /^\/(api|ms)\//;

export function registerEmbeddedDbAdmission(app: FastifyInstance, deps: Deps): void {
  if (deps.database.kind !== 'pglite') return;
  const gate = new Sema(EMBEDDED_DB_ACTIVE_REQUESTS);
  const admitted = new WeakMap<FastifyRequest, () => void>();
  app.addHook('preHandler', async (request, reply) => {
    const route = request.routeOptions;
    if (!route.url || !GATED_PATH.test(route.url) || route.config?.longLived) return;
    if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
    await gate.acquire();
    // A turn of the event loop before the handler: without it each admitted request started in the promise chain of
    // the one before, and under load that chain kept the loop from reading sockets for seconds (header).
    await new Promise((resolve) => setImmediate(resolve));
    let held = true;
    const release = () => {
      if (held) gate.release();
      held = false;
    };
    admitted.set(request, release);
    reply.raw.once('close', release); // the client went away before an answer
  });
  // The handler is done with the database once its answer is ready; a streamed answer reads on ungated.
  app.addHook('onSend', async (request) => {
    admitted.get(request)?.();
  });
}
