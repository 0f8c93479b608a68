import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@app/shared/auth';
import {
  createGroupRequestSchema,
  groupCreatorsResponseSchema,
  groupInfluencersRequestSchema,
  groupPageQuerySchema,
  groupSchema,
  importGroupRequestSchema,
  updateGroupRequestSchema,
} from '@app/shared/groups';
import { int32IdParam } from '@app/shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/guards';
import * as groups from './groups.service';

const params = z.object({ id: z.string().max(64) });
const listQuery = z.object({
  company_id: z.uuid({ error: 'company_id must be a company id' }).optional(),
  include_metrics: z.stringbool().optional().default(false),
});

/** Creator groups: the merchant paths and the others of spec section 7. */
export function groupRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['groups'];

    app.get('/merchant/influencer_groups', {
      config: { auth: 'merchant', cache: 'session' },
      schema: {
        tags,
        summary: 'Groups of a company (company_id) or of every company the caller reaches',
        querystring: listQuery,
        response: { 200: z.array(groupSchema) },
      },
      handler: (request) => groups.listGroups(deps, actorOf(request), request.query),
    });

    app.get('/influencer_groups', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Groups with metrics (include_metrics=true)',
        querystring: listQuery,
        response: { 200: z.object({ results: z.array(groupSchema) }) },
      },
      handler: async (request) => ({ results: await groups.listGroups(deps, actorOf(request), request.query) }),
    });

    app.post('/merchant/influencer_groups', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Create a group, optionally with creators',
        body: createGroupRequestSchema,
        response: { 201: groupSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await groups.createGroup(deps, actorOf(request), request.body)),
    });

    app.post('/merchant/influencer_groups/import', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Copy a group shared by its code into one of your companies',
        body: importGroupRequestSchema,
        response: { 201: groupSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await groups.importGroup(deps, actorOf(request), request.body)),
    });

    app.get('/influencer_groups/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One group with its creator count', params, response: { 200: groupSchema } },
      handler: (request) => groups.getGroup(deps, actorOf(request), { group_id: request.params.id }),
    });

    app.get('/merchant/influencer_groups/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'A group with a page of its creators',
        params,
        querystring: groupPageQuerySchema,
        response: { 200: groupSchema.extend({ influencers: groupCreatorsResponseSchema }) },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        const [group, influencers] = await Promise.all([
          groups.getGroup(deps, actor, { group_id: request.params.id }),
          groups.groupCreators(deps, actor, { ...request.query, group_id: request.params.id }),
        ]);
        return { ...group, influencers };
      },
    });

    app.get('/influencer_groups/:id/influencers', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "A page of the group's creators, optionally on one channel",
        params,
        querystring: groupPageQuerySchema,
        response: { 200: groupCreatorsResponseSchema },
      },
      handler: (request) =>
        groups.groupCreators(deps, actorOf(request), { ...request.query, group_id: request.params.id }),
    });

    app.patch('/merchant/influencer_groups/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Rename or describe a group',
        params,
        body: updateGroupRequestSchema,
        response: { 200: groupSchema },
      },
      handler: (request) =>
        groups.updateGroup(deps, actorOf(request), { ...request.body, group_id: request.params.id }),
    });

    app.patch('/merchant/influencer_groups/:id/replace_code', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Replace the share code (the old one stops working)',
        params,
        response: { 200: groupSchema },
      },
      handler: (request) => groups.replaceCode(deps, actorOf(request), { group_id: request.params.id }),
    });

    app.post('/influencer_groups/:id/influencers', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Add creators',
        params,
        body: groupInfluencersRequestSchema,
        response: { 200: groupSchema },
      },
      handler: (request) =>
        groups.addCreators(deps, actorOf(request), {
          group_id: request.params.id,
          influencer_ids: request.body.influencer_ids,
        }),
    });

    app.delete('/influencer_groups/:id/influencers', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Remove several creators',
        params,
        body: groupInfluencersRequestSchema,
        response: { 200: groupSchema },
      },
      handler: (request) =>
        groups.removeCreators(deps, actorOf(request), {
          group_id: request.params.id,
          influencer_ids: request.body.influencer_ids,
        }),
    });

    app.delete('/merchant/influencer_groups/:id/influencers/:influencer_id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Remove one creator',
        params: params.extend({ influencer_id: int32IdParam('influencer_id') }),
        response: { 200: groupSchema },
      },
      handler: (request) =>
        groups.removeCreators(deps, actorOf(request), {
          group_id: request.params.id,
          influencer_ids: [request.params.influencer_id],
        }),
    });

    app.delete('/merchant/influencer_groups/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Delete a group', params, response: { 200: messageResponseSchema } },
      handler: (request) => groups.deleteGroup(deps, actorOf(request), { group_id: request.params.id }),
    });

    app.get('/companies/:id/universe', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The company's creator universe: every creator in any of its groups, once",
        params,
        querystring: groupPageQuerySchema,
        response: {
          200: groupCreatorsResponseSchema.extend({
            /** All creators of the universe, whatever the channel tab; `total` counts the tab. */
            creators_count: z.number(),
            channels: z.record(z.string(), z.number()),
            groups_count: z.number(),
            combined_followers: z.number(),
            average_engagement_rate: z.number(),
          }),
        },
      },
      handler: (request) =>
        groups.universe(deps, actorOf(request), { ...request.query, company_id: request.params.id }),
    });
  };
}
