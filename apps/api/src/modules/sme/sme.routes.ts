import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  packageTierSchema,
  smeCampaignListQuerySchema,
  smeCampaignListSchema,
  smeCampaignSchema,
  smeCreateCampaignRequestSchema,
  smePreviewRequestSchema,
  smePreviewSchema,
} from '@app/shared/sme';
import type { Deps } from '../../deps';
import { actorOf, clientOf } from '../../plugins/guards';
import * as sme from './sme.service';

const params = z.object({ sme_id: z.string().max(64) });

/** The SME area's calls (issue 21): `/api/sme/...`, for merchants of a small business (decision 025). */
export function smeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sme'];

    app.get('/sme/packages', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'The packages of spec section 9 (KES): name, price, creators, videos, reach, engagement, popular',
        response: { 200: z.object({ packages: z.array(packageTierSchema) }) },
      },
      handler: () => sme.packages(),
    });

    app.post('/sme/:sme_id/campaigns/preview', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary:
          'The recommended package for a budget (whole shillings), the creators chosen automatically within its ' +
          'work budget (or the ones kept after swaps, checked again), other matches to swap, and the priced lines',
        params,
        body: smePreviewRequestSchema,
        response: { 200: smePreviewSchema },
      },
      handler: (request) => sme.previewCampaign(deps, actorOf(request), request.params.sme_id, request.body),
    });

    app.post('/sme/:sme_id/campaigns', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary:
          'Create the previewed campaign (creator_selection_method AUTO_SELECTION, budget the package price): ' +
          'creators invited, drafts pre-approved in Contents, paid through the payments calls',
        params,
        body: smeCreateCampaignRequestSchema,
        response: { 201: smeCampaignSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(
          await sme.createSmeCampaign(deps, actorOf(request), request.params.sme_id, {
            ...request.body,
            client: clientOf(request),
          }),
        ),
    });

    app.get('/sme/:sme_id/campaigns', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The business's campaigns (the spec's SME view), sorted by status ascending, paged",
        params,
        querystring: smeCampaignListQuerySchema,
        response: { 200: smeCampaignListSchema },
      },
      handler: (request) => sme.smeCampaigns(deps, actorOf(request), request.params.sme_id, request.query),
    });
  };
}
