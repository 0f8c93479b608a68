import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creatorProfileSchema,
  creatorSearchRequestSchema,
  creatorSearchResponseSchema,
  findByIdsRequestSchema,
  findByIdsResponseSchema,
} from '@app/shared/creators';
import { postMetricsSchema } from '@app/shared/reporting';
import { int32IdParam } from '@app/shared/validation';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/guards';
import { postMetrics } from '../reporting/metrics.service';
import * as creatorsService from './creators.service';
import { replicaDeps } from '../../plugins/read-routing';

export function creatorRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['creators'];

    app.post('/influencers/search_for_campaign', {
      config: { auth: 'merchant', reads: 'replica', cache: 'session' },
      schema: {
        tags,
        summary: 'Search creators with every filter of the spec, sorted and paged',
        body: creatorSearchRequestSchema,
        response: { 200: creatorSearchResponseSchema },
      },
      handler: (request) => creatorsService.searchCreators(replicaDeps(deps, request), actorOf(request), request.body),
    });

    app.post('/influencers/find_by_ids', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary: 'Creators by id, in the order given, a page of at most 50',
        body: findByIdsRequestSchema,
        response: { 200: findByIdsResponseSchema },
      },
      handler: (request) => creatorsService.findByIds(replicaDeps(deps, request), actorOf(request), request.body),
    });

    app.get('/influencer/social-media-data/:id', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary:
          "With a creator's id: the creator's profile (channels, prices, audience, verification, recent posts). " +
          "With a live post's id (a uuid): the spec's post metrics of that post (its report card)",
        params: z.object({ id: z.union([z.uuid(), int32IdParam('id')], { error: 'id must be a creator or post id' }) }),
        response: { 200: z.union([creatorProfileSchema, postMetricsSchema]) },
      },
      handler: (request) => {
        const { id } = request.params;
        return typeof id === 'string'
          ? postMetrics(replicaDeps(deps, request), actorOf(request), id)
          : creatorsService.socialMediaData(replicaDeps(deps, request), actorOf(request), { influencer_id: id });
      },
    });
  };
}
