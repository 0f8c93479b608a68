/**
 * Request metrics and `GET /metrics` (Prometheus text). The route exists on the API's port only with METRICS_TOKEN
 * (a bearer token, compared in constant time); with METRICS_PORT alone it is served on that internal port instead
 * (server.ts / scale-out.ts), and with neither the figures are still kept but not exposed.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { bearerMatches, createMetrics, METRICS_CONTENT_TYPE, type AppMetrics } from '../infra/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  const metrics = createMetrics({ database: deps.database, queue: deps.queue, live: deps.live });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onClose', async () => metrics.close());
  const token = deps.config.metrics.token;
  if (!token) return;
  app.get('/metrics', {
    config: { auth: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token))
        throw new AppError('UNAUTHENTICATED', 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>"', {
          field: 'authorization',
        });
      return reply
        .type(METRICS_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    },
  });
}
