import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccountFromInviteRequestSchema, invitationPreviewSchema } from '@app/shared/companies';
import { loginResponseSchema, merchantProfileSchema } from '@app/shared/auth';
import { emailSchema } from '@app/shared/validation';
import type { Deps } from '../../deps';
import { actorOf, clientOf } from '../../plugins/guards';
import * as team from './team.service';

/** The invitee's side: anonymous preview and sign-up, or acceptance by an existing account. */
export function invitationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['team'];
    app.get('/auth/invite/merchant/preview', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Who invited whom to which company, for the invitation page',
        querystring: z.object({ token: z.string().min(10).max(200), email: emailSchema }),
        response: { 200: invitationPreviewSchema },
      },
      handler: (request) => team.previewInvitation(deps, { ...request.query, client: clientOf(request) }),
    });

    app.post('/auth/create_account_from_invite/merchant', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Create an account from an invitation link and join the company',
        body: createAccountFromInviteRequestSchema,
        response: { 201: loginResponseSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await team.createAccountFromInvite(deps, { ...request.body, client: clientOf(request) })),
    });

    app.post('/auth/accept_invite/merchant', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Accept an invitation with the account already logged in',
        body: z.object({ token: z.string().min(10).max(200) }),
        response: { 200: merchantProfileSchema },
      },
      handler: (request) =>
        team.acceptInvitation(deps, actorOf(request), { token: request.body.token, client: clientOf(request) }),
    });
  };
}
