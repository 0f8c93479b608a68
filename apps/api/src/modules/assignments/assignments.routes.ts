import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentSchema } from '@app/shared/creator-accounts';
import type { Deps } from '../../deps';
import { creatorOf } from '../../plugins/guards';
import { creatorAssignments } from './assignments.service';

/** The agreed work on the creator side (under /api/creator, decision 016). */
export function assignmentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/creator/assignments', {
      config: { auth: 'creator' },
      schema: {
        tags: ['creator side'],
        summary: 'The agreed work: one row per task of an accepted invitation or bid',
        response: { 200: z.array(assignmentSchema) },
      },
      handler: (request) => creatorAssignments(deps, creatorOf(request)),
    });
  };
}
