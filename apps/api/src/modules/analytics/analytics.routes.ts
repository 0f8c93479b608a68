import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEventRequestSchema, cubeTokenResponseSchema } from '@app/shared/companies';
import type { Deps } from '../../deps';
import { actorOf, clientOf } from '../../plugins/guards';
import { cubeToken, recordEvent } from './analytics.service';

/** Main API: the analytics query-service token. */
export function cubeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/auth/cube', {
      config: { auth: 'merchant' },
      schema: {
        tags: ['analytics'],
        summary: 'Short-lived token for the analytics query service, scoped to the caller’s companies',
        response: { 200: cubeTokenResponseSchema },
      },
      handler: (request) => cubeToken(deps, actorOf(request)),
    });
  };
}

/** Secondary API (/ms): product analytics events; anonymous visitors may send them too. */
export function platformAnalyticsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/platform-analytics/event', {
      config: { auth: 'merchant-optional' },
      schema: {
        tags: ['analytics'],
        summary: 'Record a product analytics event (with the user id when a token is sent)',
        body: analyticsEventRequestSchema,
        response: { 201: z.object({ id: z.number() }) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await recordEvent(deps, request.actor, { ...request.body, client: clientOf(request) })),
    });
  };
}
