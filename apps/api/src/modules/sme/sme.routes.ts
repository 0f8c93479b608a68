import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  packageTierSchema,
  smeCampaignListQuerySchema,
  smeCampaignListSchema,
  smeCampaignSchema,
  smeContentsQuerySchema,
  smeContentsSchema,
  smeCreateCampaignRequestSchema,
  smeDashboardSchema,
  smePreviewRequestSchema,
  smePreviewSchema,
  smeSettingsRequestSchema,
  smeSettingsSchema,
} from '@app/shared/sme';
import type { Deps } from '../../deps';
import { actorOf, clientOf } from '../../plugins/guards';
import * as home from './sme-home.service';
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
      handler: (request) => sme.packages(deps, actorOf(request)),
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

    app.get('/sme/:sme_id/dashboard', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary:
          'Reach, engagement, active campaigns and creators of the last 30 days against the 30 before (icon, name, ' +
          'percentageChange, value), the latest campaigns and the content waiting for approval',
        params,
        response: { 200: smeDashboardSchema },
      },
      handler: (request) => home.smeDashboard(deps, actorOf(request), request.params.sme_id),
    });

    app.get('/sme/:sme_id/contents', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary:
          "Every piece the business's creators made, newest first (filter ALL, TO_REVIEW or LIVE), with live posts' " +
          'figures; drafts are decided with the content calls',
        params,
        querystring: smeContentsQuerySchema,
        response: { 200: smeContentsSchema },
      },
      handler: (request) => home.smeContents(deps, actorOf(request), request.params.sme_id, request.query),
    });

    app.get('/sme/:sme_id/settings', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'The business profile and logo, the M-Pesa number that pays, the owner\u2019s notification choices',
        params,
        response: { 200: smeSettingsSchema },
      },
      handler: (request) => home.getSmeSettings(deps, actorOf(request), request.params.sme_id),
    });

    app.put('/sme/:sme_id/settings', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Save the business profile, the M-Pesa number and the notification choices, all or nothing',
        params,
        body: smeSettingsRequestSchema,
        response: { 200: smeSettingsSchema },
      },
      handler: (request) => home.putSmeSettings(deps, actorOf(request), request.params.sme_id, request.body),
    });

    app.post('/sme/:sme_id/logo', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The business's logo: multipart `file` (jpeg or png, at most 5 MB)",
        consumes: ['multipart/form-data'],
        params,
        response: { 200: z.object({ logo: z.string() }) },
      },
      handler: (request) => home.uploadSmeLogo(deps, actorOf(request), request.params.sme_id, request),
    });
  };
}
