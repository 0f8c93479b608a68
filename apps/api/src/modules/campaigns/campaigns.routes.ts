import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@app/shared/auth';
import {
  campaignDraftSchema,
  campaignListsSchema,
  campaignPricesRequestSchema,
  campaignPricesResponseSchema,
  campaignStatsSchema,
  publicCampaignSchema,
  campaignSchema,
  campaignSearchRequestSchema,
  campaignSearchResponseSchema,
  createCampaignRequestSchema,
  createDraftRequestSchema,
  updateDraftRequestSchema,
} from '@app/shared/campaigns';
import type { Deps } from '../../deps';
import { actorOf, clientOf } from '../../plugins/guards';
import * as campaigns from './campaigns.service';
import * as drafts from './drafts.service';

const params = z.object({ id: z.string().max(64) });
const companyQuery = z.object({ company_id: z.uuid({ error: 'company_id must be a company id' }) });

/** Campaigns and their drafts (spec section 7: /campaigns, /campaign_drafts). */
export function campaignRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['campaigns'];

    app.post('/campaigns', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Create a campaign: creators, deliverables (tasks), contracts; money computed by the server', body: createCampaignRequestSchema, response: { 201: campaignSchema } },
      handler: async (request, reply) => reply.code(201).send(await campaigns.createCampaign(deps, actorOf(request), { ...request.body, client: clientOf(request) })),
    });

    app.post('/campaigns/prices', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "Creators' prices per channel and post type in minor units of a currency (the wizard's live cost)", body: campaignPricesRequestSchema, response: { 200: campaignPricesResponseSchema } },
      handler: (request) => campaigns.campaignPrices(deps, actorOf(request), request.body),
    });

    app.get('/campaigns/:id/stats', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "A campaign's figures from its rows", params, response: { 200: campaignStatsSchema } },
      handler: (request) => campaigns.campaignStats(deps, actorOf(request), { campaign_id: request.params.id }),
    });

    app.get('/public/campaigns/:id', {
      config: { auth: 'public' },
      schema: { tags, summary: 'The public campaign page: nothing private; unknown ids are 404', params, response: { 200: publicCampaignSchema } },
      handler: (request) => campaigns.publicCampaign(deps, { campaign_id: request.params.id }),
    });

    app.get('/campaigns/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One campaign', params, response: { 200: campaignSchema } },
      handler: (request) => campaigns.getCampaign(deps, actorOf(request), { campaign_id: request.params.id }),
    });

    app.post('/campaigns/:id/cancel', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Cancel an upcoming or ongoing campaign (409 otherwise); its live contracts become void', params, body: z.object({ reason: z.string().trim().min(1, 'Say why').max(500) }), response: { 200: campaignSchema } },
      handler: (request) => campaigns.cancelCampaign(deps, actorOf(request), { campaign_id: request.params.id, reason: request.body.reason, client: clientOf(request) }),
    });

    app.get('/campaigns/all/companies/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "A company's campaigns (its brands' too) by date: ongoing, upcoming, finished", params, response: { 200: campaignListsSchema } },
      handler: (request) => campaigns.campaignLists(deps, actorOf(request), { company_id: request.params.id }),
    });

    app.post('/campaigns/search/companies/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Search a company\'s campaigns by status and name, sorted and paged', params, body: campaignSearchRequestSchema, response: { 200: campaignSearchResponseSchema } },
      handler: (request) => campaigns.searchCampaigns(deps, actorOf(request), { ...request.body, company_id: request.params.id }),
    });

    app.get('/campaign_drafts', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "A company's drafts, last changed first", querystring: companyQuery, response: { 200: z.array(campaignDraftSchema) } },
      handler: (request) => drafts.listDrafts(deps, actorOf(request), request.query),
    });

    app.post('/campaign_drafts', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Save the wizard as a draft (any fields; dates may be null)', body: createDraftRequestSchema, response: { 201: campaignDraftSchema } },
      handler: async (request, reply) => reply.code(201).send(await drafts.createDraft(deps, actorOf(request), request.body)),
    });

    app.get('/campaign_drafts/:id', {
      config: { auth: 'merchant' },
      schema: { tags, params, response: { 200: campaignDraftSchema } },
      handler: (request) => drafts.getDraft(deps, actorOf(request), { draft_id: request.params.id }),
    });

    app.patch('/campaign_drafts/:id', {
      config: { auth: 'merchant' },
      schema: { tags, params, body: updateDraftRequestSchema, response: { 200: campaignDraftSchema } },
      handler: (request) => drafts.updateDraft(deps, actorOf(request), { ...request.body, draft_id: request.params.id }),
    });

    app.delete('/campaign_drafts/:id', {
      config: { auth: 'merchant' },
      schema: { tags, params, response: { 200: messageResponseSchema } },
      handler: (request) => drafts.deleteDraft(deps, actorOf(request), { draft_id: request.params.id }),
    });
  };
}
