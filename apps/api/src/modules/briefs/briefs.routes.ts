import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@app/shared/auth';
import {
  briefIdRequestSchema,
  briefListSchema,
  briefSchema,
  createBriefRequestSchema,
  listBriefsRequestSchema,
  updateBriefRequestSchema,
} from '@app/shared/briefs';
import type { Deps } from '../../deps';
import { readUpload, uploadField } from '../../infra/uploads';
import { actorOf } from '../../plugins/guards';
import * as briefs from './briefs.service';

/** Campaign briefs on the secondary API (spec section 7: POST /briefs/...), same process and auth as /api. */
export function briefRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['briefs'];

    app.post('/briefs/brief', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Create a brief for a brand',
        body: createBriefRequestSchema,
        response: { 201: briefSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await briefs.createBrief(deps, actorOf(request), request.body)),
    });

    app.post('/briefs/get_briefs', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "A brand's briefs, newest change first; name narrows by part of the name",
        body: listBriefsRequestSchema,
        response: { 200: briefListSchema },
      },
      handler: (request) => briefs.listBriefs(deps, actorOf(request), request.body),
    });

    app.post('/briefs/get_brief', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One brief', body: briefIdRequestSchema, response: { 200: briefSchema } },
      handler: (request) => briefs.getBrief(deps, actorOf(request), request.body),
    });

    app.post('/briefs/update_brief', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Change any fields of a brief; thumbnail and assets list the stored file URLs to keep',
        body: updateBriefRequestSchema,
        response: { 200: briefSchema },
      },
      handler: (request) => briefs.updateBrief(deps, actorOf(request), request.body),
    });

    app.post('/briefs/delete_brief', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Delete a brief', body: briefIdRequestSchema, response: { 200: messageResponseSchema } },
      handler: (request) => briefs.deleteBrief(deps, actorOf(request), request.body),
    });

    for (const slot of ['thumbnail', 'assets'] as const) {
      app.post(`/briefs/upload_${slot === 'thumbnail' ? 'thumbnail' : 'asset'}`, {
        config: { auth: 'merchant' },
        schema: {
          tags,
          summary:
            slot === 'thumbnail'
              ? 'Set the thumbnail: multipart fields brief_id and file (jpeg or png, at most 5 MB); ' +
                'replaces the last one'
              : 'Add an asset: multipart fields brief_id and file (jpeg, png or PDF, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: briefSchema },
        },
        handler: async (request) => {
          const form = await readUpload(request, slot === 'thumbnail' ? 'image' : 'image-or-document', ['brief_id']);
          return briefs.addBriefFile(deps, actorOf(request), {
            brief_id: uploadField(form, 'brief_id'),
            slot,
            file: form.file,
          });
        },
      });
    }
  };
}
