/**
 * Read replicas (DATABASE_READ_URL, docs/decisions/029-scale-out.md). Routes that only read data a moment old
 * may show (discovery, lists, reports, dashboards) are declared `config: { reads: 'replica' }` and run their
 * service on `replicaDeps(deps, request)`: the same deps with `db` on the replica. Everything else, the auth path
 * included, stays on the primary.
 *
 * Read-your-own-write: a successful write answers with a short-lived cookie, and while a caller carries it their
 * replica reads go to the primary too, so a campaign just created is in the list that the page loads next even
 * when the replica is a few hundred milliseconds behind. Reads of one thing by id (a campaign, a bid) always use
 * the primary: those are the pages a user opens right after creating it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route only reads and may read from the replica (POST reads included: search, reports). */
    reads?: 'replica';
  }
}

export const RECENT_WRITE_COOKIE = 'ch_recent_write';
/** How long after a write its author's reads stay on the primary: well above a healthy replica's lag. */
export const RECENT_WRITE_SECONDS = 10;

const onReplica = new WeakMap<Deps, Deps>();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The deps a replica-reading route runs on: the replica's, unless there is none or the caller wrote just now. */
export function replicaDeps(deps: Deps, request: FastifyRequest): Deps {
  if (deps.database.readDb === deps.db || wroteRecently(request)) return deps;
  let replica = onReplica.get(deps);
  if (!replica) {
    replica = { ...deps, db: deps.database.readDb };
    onReplica.set(deps, replica);
  }
  return replica;
}

export function wroteRecently(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie;
  return cookies !== undefined && cookies.includes(`${RECENT_WRITE_COOKIE}=1`);
}

/**
 * With a replica or the response cache (decision 035, which answers such a caller anew too), every successful write
 * (not a read sent by POST: a replica read or a cached one) marks its caller for a few seconds.
 */
export function registerReadRouting(app: FastifyInstance, deps: Deps): void {
  if (deps.database.readDb === deps.db && !deps.config.responseCache) return;
  app.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const { reads, cache } = request.routeOptions.config ?? {};
    if (reads === 'replica' || cache === 'session') return;
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${RECENT_WRITE_COOKIE}=1; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Strict${secure}`,
    );
  });
}
