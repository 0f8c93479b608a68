import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), database_kind: z.string() });

export function healthRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      config: { auth: 'public' },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } },
      handler: async (_request, reply) => {
        const up = await deps.database.ping();
        return reply
          .code(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', database_kind: deps.database.kind });
      },
    });
    // A route that does no work: the baseline of `npm run bench`.
    app.get('/ping', { config: { auth: 'public' }, schema: { hide: true }, handler: async () => ({ ok: true }) });
  };
}
