import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@app/shared/auth';
import {
  cancelCampaignRequestSchema,
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
  createSubtasksRequestSchema,
  purchaseOrderFieldsSchema,
  purchaseOrderSchema,
  subtaskSchema,
  updateDraftRequestSchema,
  updateSubtaskRequestSchema,
} from '@app/shared/campaigns';
import type { Deps } from '../../deps';
import { actorOf, clientOf } from '../../plugins/guards';
import { fieldsOf, parseUploadFields, readUpload, readUploadForm, uploadField } from '../../infra/uploads';
import * as purchaseOrders from './purchase-orders.service';
import * as tasks from './tasks.service';
import * as campaigns from './campaigns.service';
import * as drafts from './drafts.service';
import { replicaDeps } from '../../plugins/read-routing';

const params = z.object({ id: z.string().max(64) });
const taskParams = z.object({ id: z.string().max(64), task_id: z.string().max(64) });
const subtaskParams = taskParams.extend({ subtask_id: z.string().max(64) });
const subtaskCreatorParams = subtaskParams.extend({ influencer_id: z.coerce.number().int().min(1).max(2_147_483_647) });
const companyQuery = z.object({ company_id: z.uuid({ error: 'company_id must be a company id' }) });

/** Campaigns and their drafts (spec section 7: /campaigns, /campaign_drafts). */
export function campaignRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['campaigns'];

    app.post('/campaigns', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Create a campaign: creators, deliverables (tasks), contracts; money computed by the server',
        body: createCampaignRequestSchema,
        response: { 201: campaignSchema },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await campaigns.createCampaign(deps, actorOf(request), { ...request.body, client: clientOf(request) })),
    });

    app.post('/campaigns/prices', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "Creators' prices per channel and post type in minor units of a currency (the wizard's live cost)",
        body: campaignPricesRequestSchema,
        response: { 200: campaignPricesResponseSchema },
      },
      handler: (request) => campaigns.campaignPrices(deps, actorOf(request), request.body),
    });

    app.get('/campaigns/:id/stats', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: { tags, summary: "A campaign's figures from its rows", params, response: { 200: campaignStatsSchema } },
      handler: (request) =>
        campaigns.campaignStats(replicaDeps(deps, request), actorOf(request), { campaign_id: request.params.id }),
    });

    app.get('/public/campaigns/:id', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The public campaign page: nothing private; unknown ids are 404',
        params,
        response: { 200: publicCampaignSchema },
      },
      handler: (request) => campaigns.publicCampaign(deps, { campaign_id: request.params.id }),
    });

    app.get('/campaigns/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One campaign', params, response: { 200: campaignSchema } },
      handler: (request) => campaigns.getCampaign(deps, actorOf(request), { campaign_id: request.params.id }),
    });

    app.post('/campaigns/:id/cancel', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Cancel an upcoming or ongoing campaign (409 otherwise); its live contracts become void',
        params,
        body: cancelCampaignRequestSchema,
        response: { 200: campaignSchema },
      },
      handler: (request) =>
        campaigns.cancelCampaign(deps, actorOf(request), {
          campaign_id: request.params.id,
          reason: request.body.reason,
          client: clientOf(request),
        }),
    });

    app.get('/campaigns/all/companies/:id', {
      config: { auth: 'merchant', reads: 'replica', cache: 'session' },
      schema: {
        tags,
        summary: "A company's campaigns (its brands' too) by date: ongoing, upcoming, finished",
        params,
        response: { 200: campaignListsSchema },
      },
      handler: (request) =>
        campaigns.campaignLists(replicaDeps(deps, request), actorOf(request), { company_id: request.params.id }),
    });

    app.post('/campaigns/search/companies/:id', {
      config: { auth: 'merchant', reads: 'replica', cache: 'session' },
      schema: {
        tags,
        summary: "Search a company's campaigns by status and name, sorted and paged",
        params,
        body: campaignSearchRequestSchema,
        response: { 200: campaignSearchResponseSchema },
      },
      handler: (request) =>
        campaigns.searchCampaigns(replicaDeps(deps, request), actorOf(request), {
          ...request.body,
          company_id: request.params.id,
        }),
    });

    app.get('/campaigns/:id/tasks/:task_id/subtasks', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "A task's subtasks (dated posts), soonest first",
        params: taskParams,
        response: { 200: z.array(subtaskSchema) },
      },
      handler: (request) =>
        tasks.listSubtasks(deps, actorOf(request), { campaign_id: request.params.id, task_id: request.params.task_id }),
    });

    app.post('/campaigns/:id/tasks/:task_id/subtasks', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary:
          "Add subtasks: dated posts of the task, due inside the campaign's dates, " +
          'for some of its creators (all when none are named)',
        params: taskParams,
        body: createSubtasksRequestSchema,
        response: { 201: z.array(subtaskSchema) },
      },
      handler: async (request, reply) =>
        reply.code(201).send(
          await tasks.createSubtasks(deps, actorOf(request), {
            campaign_id: request.params.id,
            task_id: request.params.task_id,
            subtasks: request.body.subtasks,
          }),
        ),
    });

    for (const method of ['put', 'patch'] as const) {
      app[method]('/campaigns/:id/tasks/:task_id/subtasks/:subtask_id', {
        config: { auth: 'merchant' },
        schema: {
          tags,
          summary: "Move a subtask's end date (inside the campaign's dates)",
          params: subtaskParams,
          body: updateSubtaskRequestSchema,
          response: { 200: subtaskSchema },
        },
        handler: (request) =>
          tasks.updateSubtask(deps, actorOf(request), {
            campaign_id: request.params.id,
            task_id: request.params.task_id,
            subtask_id: request.params.subtask_id,
            end_date: request.body.end_date,
          }),
      });
    }

    app.delete('/campaigns/:id/tasks/:task_id/subtasks/:subtask_id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Delete a subtask', params: subtaskParams, response: { 200: messageResponseSchema } },
      handler: (request) =>
        tasks.deleteSubtask(deps, actorOf(request), {
          campaign_id: request.params.id,
          task_id: request.params.task_id,
          subtask_id: request.params.subtask_id,
        }),
    });

    app.delete('/campaigns/:id/tasks/:task_id/subtasks/:subtask_id/influencers/:influencer_id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Take a creator off a subtask',
        params: subtaskCreatorParams,
        response: { 200: subtaskSchema },
      },
      handler: (request) =>
        tasks.removeSubtaskCreator(deps, actorOf(request), {
          campaign_id: request.params.id,
          task_id: request.params.task_id,
          subtask_id: request.params.subtask_id,
          influencer_id: request.params.influencer_id,
        }),
    });

    app.post('/upload/campaign/logo', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'The campaign logo: multipart fields campaign_id and file (jpeg or png, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ thumbnail: z.string() }) },
      },
      handler: async (request) => {
        const form = await readUpload(request, 'image', ['campaign_id']);
        return campaigns.uploadCampaignLogo(deps, actorOf(request), {
          campaign_id: uploadField(form, 'campaign_id'),
          file: form.file,
        });
      },
    });

    app.post('/universe/po_data', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary:
          'Record a purchase order for a campaign paid by invoice: multipart fields campaign_id, ' +
          'campaign_name (the PO name), po_number, amount_minor (digits), currency, and an optional PDF file',
        consumes: ['multipart/form-data'],
        response: { 201: purchaseOrderSchema },
      },
      handler: async (request, reply) => {
        const form = await readUploadForm(request, 'document', {
          fields: fieldsOf(purchaseOrderFieldsSchema),
          fileRequired: false,
        });
        const fields = parseUploadFields(purchaseOrderFieldsSchema, form);
        return reply
          .code(201)
          .send(await purchaseOrders.recordPurchaseOrder(deps, actorOf(request), { ...fields, file: form.file }));
      },
    });

    app.get('/campaign_drafts', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "A company's drafts, last changed first",
        querystring: companyQuery,
        response: { 200: z.array(campaignDraftSchema) },
      },
      handler: (request) => drafts.listDrafts(deps, actorOf(request), request.query),
    });

    app.post('/campaign_drafts', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Save the wizard as a draft (any fields; dates may be null)',
        body: createDraftRequestSchema,
        response: { 201: campaignDraftSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await drafts.createDraft(deps, actorOf(request), request.body)),
    });

    app.get('/campaign_drafts/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One saved campaign draft', params, response: { 200: campaignDraftSchema } },
      handler: (request) => drafts.getDraft(deps, actorOf(request), { draft_id: request.params.id }),
    });

    app.patch('/campaign_drafts/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Change any fields of a draft (dates may be null)',
        params,
        body: updateDraftRequestSchema,
        response: { 200: campaignDraftSchema },
      },
      handler: (request) =>
        drafts.updateDraft(deps, actorOf(request), { ...request.body, draft_id: request.params.id }),
    });

    app.delete('/campaign_drafts/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Delete a campaign draft', params, response: { 200: messageResponseSchema } },
      handler: (request) => drafts.deleteDraft(deps, actorOf(request), { draft_id: request.params.id }),
    });
  };
}
