/**
 * The response cache on the routes that declare it (docs/decisions/035-response-cache.md): `config: { cache:
 * 'session' }` on a read whose answer is a function of its caller's session, its URL and body, and the database.
 * The route's guard has run (the session is live) when the cache is asked; the kept answer is the caller's own
 * (the key starts with their session id) and is served while no table it read has been written since.
 *
 * What a request reads outside its own statements comes from the session cache (the actor, the profile, the
 * companies it reaches), which is dropped per merchant, creator account or session whenever they change (here or,
 * through Redis, in another process): every kept answer carries its owner's tags (`ownerTags`), and each drop
 * outdates that owner's answers, so a removed membership is refused at once. A caller who wrote a moment ago (the
 * `ch_recent_write` cookie) is answered anew, so a write made through another process is seen even before its stamp
 * arrives through Redis.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Deps } from '../deps';
import { readingTables, type TableReads } from '../db/table-access';
import { createResponseCache, type ResponseCache } from '../infra/response-cache';
import type { Dropped } from '../infra/session-cache';
import { wroteRecently } from './read-routing';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answers may be kept per session until a table it read is written (decision 035). */
    cache?: 'session';
  }
  interface FastifyRequest {
    /** A cached route's read under way: what it reads, under which key, from when. */
    cacheRead?: CacheRead;
  }
}

interface CacheRead extends TableReads {
  key: string;
  since: number;
}

/** The tags of a session cache's drop: what it outdates (`ownerTags` gives an answer the same). */
export const dropTag = (kind: Dropped['kind'], id: string) => `${kind}:${id}`;

/** The session-cache drops that outdate the caller's answers: their merchant or creator account, their session. */
function ownerTags(request: FastifyRequest): string[] {
  if (request.actor)
    return [dropTag('merchant', request.actor.merchantId), dropTag('session', request.actor.sessionId)];
  if (request.creator) {
    return [dropTag('creator-account', request.creator.accountId), dropTag('session', request.creator.sessionId)];
  }
  return [];
}

export const CACHE_HEADER = 'x-cache';
const REFRESH_HEADER = 'x-cache-refresh';
/** Expired answers read anew at once per process. */
export const REFRESHES_AT_ONCE = 2;

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

/** The caller's session, the method, the URL with its query and the body: one answer each. */
function keyOf(request: FastifyRequest): string | null {
  const session = request.actor?.sessionId ?? request.creator?.sessionId;
  if (!session) return null;
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${session}\n${request.method}\n${request.url}\n${body}`;
}

export function registerResponseCache(app: FastifyInstance, deps: Deps): ResponseCache {
  const cache = createResponseCache({
    enabled: deps.config.responseCache,
    redisUrl: deps.config.redisUrl,
    writes: deps.database.writes,
  });
  app.addHook('onClose', () => cache.close());
  if (!cache.enabled) return cache;
  const stopFollowing = deps.cache.onDrop(({ kind, id }) => cache.stamp([dropTag(kind, id)]));
  app.addHook('onClose', async () => stopFollowing());

  // An expired answer is read anew behind the caller it was served to: the same request again, through every hook
  // (the session is checked anew), marked by a header only this process knows. One refresh per key, and a few at a
  // time: answers kept together expire together, and their refreshes must not crowd out the callers (an expired
  // answer not refreshed now is on its next read; one whose refresh kept nothing is dropped).
  const refreshToken = randomUUID();
  const refreshes = new Set<string>();
  const refreshing = (request: FastifyRequest) => request.headers[REFRESH_HEADER] === refreshToken;
  const refresh = (request: FastifyRequest, key: string) => {
    if (refreshes.has(key) || refreshes.size >= REFRESHES_AT_ONCE) return;
    refreshes.add(key);
    const { authorization } = request.headers;
    app
      .inject({
        method: request.method as 'GET' | 'POST',
        url: request.url,
        headers: { ...(authorization ? { authorization } : {}), [REFRESH_HEADER]: refreshToken },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      })
      .catch((err: unknown) => app.log.warn({ err }, 'response cache refresh failed'))
      .finally(() => {
        refreshes.delete(key);
        // Not replaced (an error, or a read that could not be kept): the next caller reads it in full.
        if (cache.get(key)?.expired) cache.drop(key);
      });
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if ((route.config as { cache?: string } | undefined)?.cache !== 'session') return;
    const handler = route.handler as Handler;
    route.handler = async function cachedHandler(this: FastifyInstance, request, reply) {
      const key = keyOf(request);
      if (key === null || wroteRecently(request)) {
        app.metrics.observeCache('bypass');
        return handler.call(this, request, reply);
      }
      const found = refreshing(request) ? undefined : cache.get(key);
      if (found) {
        app.metrics.observeCache('hit');
        if (found.expired) refresh(request, key);
        return reply.header(CACHE_HEADER, 'hit').type(found.answer.contentType).send(found.answer.body);
      }
      app.metrics.observeCache('miss');
      const read: CacheRead = { key, since: cache.now(), tables: new Set(), untracked: false };
      request.cacheRead = read;
      reply.header(CACHE_HEADER, 'miss');
      // Awaited inside: a handler may return a lazy query (drizzle's run when awaited), which must run in here.
      return readingTables(read, async () => await handler.call(this, request, reply));
    };
  });

  // At the root, so it sees the serialized answer before the API scopes' compression does.
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.cacheRead;
    if (!read || read.untracked || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.hasHeader('set-cookie')) return payload;
    cache.set(read.key, {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      tables: [...read.tables, ...ownerTags(request)],
      since: read.since,
    });
    return payload;
  });
  return cache;
}
