import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentSchema, companyAssignmentSchema } from '@app/shared/assignments';
import type { Deps } from '../../deps';
import { actorOf, creatorOf } from '../../plugins/guards';
import { companyAssignments, creatorAssignments } from './assignments.service';

/** The agreed work: the creator's (under /api/creator, decision 016) and a company's. */
export function assignmentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/creator/assignments', {
      config: { auth: 'creator', cache: 'session' },
      schema: {
        tags: ['creator side'],
        summary: 'The agreed work: one row per task of an accepted invitation or bid',
        response: { 200: z.array(assignmentSchema) },
      },
      handler: (request) => creatorAssignments(deps, creatorOf(request)),
    });

    app.get('/companies/:company_id/assignments', {
      config: { auth: 'merchant' },
      schema: {
        tags: ['assignments'],
        summary: "The agreed work of a company and its brands, with each post's content state",
        params: z.object({ company_id: z.string().max(64) }),
        querystring: z.object({ campaign_id: z.string().max(64).optional(), job_id: z.string().max(64).optional() }),
        response: { 200: z.array(companyAssignmentSchema) },
      },
      handler: (request) =>
        companyAssignments(deps, actorOf(request), { company_id: request.params.company_id, ...request.query }),
    });
  };
}
