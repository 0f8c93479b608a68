import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyDashboardSchema } from '@app/shared/dashboard';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/guards';
import * as dashboard from './dashboard.service';
import { replicaDeps } from '../../plugins/read-routing';

/** The company dashboard (issue 20 part 7). */
export function dashboardRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/companies/:id/dashboard', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags: ['reporting'],
        summary:
          "The company dashboard: campaigns running and ending this week, content waiting for review, this month's " +
          'reach and engagement against last month, money in escrow and paid this month (with payments.view), and ' +
          "the caller's latest notifications; for the company and everything under it",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: companyDashboardSchema },
      },
      handler: (request) => dashboard.companyDashboard(replicaDeps(deps, request), actorOf(request), request.params.id),
    });
  };
}
