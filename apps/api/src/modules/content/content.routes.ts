import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveContentRequestSchema,
  contentDetailSchema,
  contentItemSchema,
  contentQueueQuerySchema,
  contentQueueSchema,
  rejectLiveRequestSchema,
  requestChangesRequestSchema,
  submitLiveRequestSchema,
} from '@app/shared/content';
import type { Deps } from '../../deps';
import { sendRangedFile } from '../../infra/uploads';
import { actorOf, creatorOf } from '../../plugins/guards';
import * as content from './content.service';

const id = z.string().max(64);
const params = z.object({ id });
const fileParams = z.object({ id, file_id: id });
const companyParams = z.object({ company_id: id });

/** Content pre-approval and live posts: the creator side under /creator, the reviewers' side under /content. */
export function contentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const creatorTags = ['creator side'];
    const tags = ['content'];

    app.post('/creator/assignments/:id/content', {
      config: { auth: 'creator' },
      schema: {
        tags: creatorTags,
        summary:
          'Submit a draft of a post: multipart `file` parts (jpeg, png, webp up to 5 MB; mp4, mov, webm up to ' +
          'VIDEO_MAX_MB), `caption`, optional `post_index` (default 1); again after changes were requested',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: contentItemSchema },
      },
      handler: async (request, reply) => {
        const item = await content.submitDraft(deps, creatorOf(request), {
          assignment_id: request.params.id,
          request,
        });
        return reply.code(201).send(item);
      },
    });

    app.post('/creator/assignments/:id/live', {
      config: { auth: 'creator' },
      schema: {
        tags: creatorTags,
        summary: 'Submit the live link of a post straight away, for work without pre-approval',
        params,
        body: submitLiveRequestSchema.extend({ post_index: z.number().int().min(1).max(1000).optional() }),
        response: { 200: contentItemSchema },
      },
      handler: (request) =>
        content.submitLive(deps, creatorOf(request), { assignment_id: request.params.id, ...request.body }),
    });

    app.get('/creator/content/:id', {
      config: { auth: 'creator' },
      schema: {
        tags: creatorTags,
        summary: 'One of my content items: its rounds, comments and caption check',
        params,
        response: { 200: contentItemSchema },
      },
      handler: (request) => content.creatorContent(deps, creatorOf(request), request.params.id),
    });

    app.post('/creator/content/:id/live', {
      config: { auth: 'creator' },
      schema: {
        tags: creatorTags,
        summary: 'Submit the live link of an approved post (or a corrected one after a rejection)',
        params,
        body: submitLiveRequestSchema,
        response: { 200: contentItemSchema },
      },
      handler: (request) =>
        content.submitLive(deps, creatorOf(request), { content_id: request.params.id, ...request.body }),
    });

    app.get('/creator/content/:id/files/:file_id', {
      config: { auth: 'creator' },
      schema: { tags: creatorTags, summary: 'A file of my draft (answers Range requests)', params: fileParams },
      handler: async (request, reply) => {
        const file = await content.contentFile(
          deps,
          { creator: creatorOf(request) },
          { content_id: request.params.id, file_id: request.params.file_id },
        );
        return sendRangedFile(request, reply, deps.storage, file);
      },
    });

    app.get('/companies/:company_id/content', {
      config: { auth: 'merchant', cache: 'session' },
      schema: {
        tags,
        summary: 'The pre-approval queue of a company and its brands: filter by status, campaign, creator, late',
        params: companyParams,
        querystring: contentQueueQuerySchema,
        response: { 200: contentQueueSchema },
      },
      handler: (request) =>
        content.contentQueue(deps, actorOf(request), { company_id: request.params.company_id, query: request.query }),
    });

    app.get('/content/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "One content item with its rounds, comments, the brief's requirements and the caption check",
        params,
        response: { 200: contentDetailSchema },
      },
      handler: (request) => content.contentDetail(deps, actorOf(request), request.params.id),
    });

    const reviews = [
      { path: 'approve', move: 'APPROVE', body: approveContentRequestSchema, summary: 'Approve the draft' },
      {
        path: 'request-changes',
        move: 'REQUEST_CHANGES',
        body: requestChangesRequestSchema,
        summary: 'Send the draft back with a comment (refused on the last round)',
      },
      { path: 'verify-live', move: 'VERIFY_LIVE', body: null, summary: 'Verify the live post (no body)' },
      {
        path: 'reject-live',
        move: 'REJECT_LIVE',
        body: rejectLiveRequestSchema,
        summary: 'Reject the live link with a reason',
      },
    ] as const;
    for (const review of reviews) {
      app.post(`/content/:id/${review.path}`, {
        config: { auth: 'merchant' },
        schema: {
          tags,
          summary: review.summary,
          params,
          ...(review.body ? { body: review.body } : {}),
          response: { 200: contentDetailSchema },
        },
        handler: (request) => {
          const body = (request.body ?? {}) as { comment?: string; reason?: string };
          return content.reviewContent(deps, actorOf(request), {
            content_id: request.params.id,
            move: review.move,
            comment: body.comment ?? body.reason,
          });
        },
      });
    }

    app.get('/content/:id/files/:file_id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'A file of a draft (answers Range requests, so video seeks)', params: fileParams },
      handler: async (request, reply) => {
        const file = await content.contentFile(
          deps,
          { merchant: actorOf(request) },
          { content_id: request.params.id, file_id: request.params.file_id },
        );
        return sendRangedFile(request, reply, deps.storage, file);
      },
    });
  };
}
