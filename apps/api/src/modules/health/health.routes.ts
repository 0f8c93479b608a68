import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { OUTAGE_RETRY_AFTER_SECONDS } from '../../plugins/errors';

const readySchema = z.object({ ready: z.literal(true), database: z.literal('up'), database_kind: z.string() });

/** A readiness probe must answer quickly even when the database hangs (a half-open connection, a full pool). */
export const READY_PING_TIMEOUT_MS = 2_000;

async function pingWithin(deps: Deps, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([deps.database.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  database_kind: z.string(),
});

export function healthRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
      handler: async (_request, reply) => {
        const up = await deps.database.ping();
        return reply
          .code(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', database_kind: deps.database.kind });
      },
    });
    app.get('/health/ready', {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 when the database answers a ping within 2 s; ' +
          'otherwise 503 UNAVAILABLE with Retry-After (take the process out of rotation)',
        response: { 200: readySchema },
      },
      handler: async () => {
        if (!(await pingWithin(deps, READY_PING_TIMEOUT_MS))) {
          throw new AppError(
            'UNAVAILABLE',
            'The database is not reachable; this process is not ready to serve requests.',
            {
              retryAfter: OUTAGE_RETRY_AFTER_SECONDS,
            },
          );
        }
        return { ready: true as const, database: 'up' as const, database_kind: deps.database.kind };
      },
    });
    // A route that does no work: the baseline of `npm run bench`.
    app.get('/ping', { config: { auth: 'public' }, schema: { hide: true }, handler: async () => ({ ok: true }) });
  };
}
