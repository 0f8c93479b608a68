import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRoleRequestSchema,
  invitationSchema,
  inviteRequestSchema,
  teamResponseSchema,
} from '@app/shared/companies';
import { messageResponseSchema } from '@app/shared/auth';
import type { Deps } from '../../deps';
import { actorOf, clientOf } from '../../plugins/guards';
import * as team from './team.service';

const companyParams = z.object({ id: z.string().max(64) });
const invitationParams = companyParams.extend({ invitation_id: z.string().max(64) });
const memberParams = companyParams.extend({ merchant_id: z.string().max(64) });

/** A company's team: members (direct and inherited), roles, invitations. */
export function teamRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['team'];
    app.get('/companies/:id/team', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Members (direct and inherited), open invitations, roles the caller may give',
        params: companyParams,
        response: { 200: teamResponseSchema },
      },
      handler: (request) => team.getTeam(deps, actorOf(request), { company_id: request.params.id }),
    });

    app.post('/companies/:id/team/invitations', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Invite a teammate by e-mail',
        params: companyParams,
        body: inviteRequestSchema,
        response: { 201: invitationSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(
          await team.invite(deps, actorOf(request), {
            company_id: request.params.id,
            ...request.body,
            client: clientOf(request),
          }),
        ),
    });

    app.post('/companies/:id/team/invitations/:invitation_id/resend', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'E-mail a fresh link (the old one stops working)',
        params: invitationParams,
        response: { 200: invitationSchema },
      },
      handler: (request) =>
        team.resendInvitation(deps, actorOf(request), {
          company_id: request.params.id,
          invitation_id: request.params.invitation_id,
          client: clientOf(request),
        }),
    });

    app.delete('/companies/:id/team/invitations/:invitation_id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Revoke an open invitation',
        params: invitationParams,
        response: { 200: messageResponseSchema },
      },
      handler: (request) =>
        team.revokeInvitation(deps, actorOf(request), {
          company_id: request.params.id,
          invitation_id: request.params.invitation_id,
        }),
    });

    app.patch('/companies/:id/team/members/:merchant_id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "Change a direct member's role",
        params: memberParams,
        body: changeRoleRequestSchema,
        response: { 200: teamResponseSchema },
      },
      handler: (request) =>
        team.changeRole(deps, actorOf(request), {
          company_id: request.params.id,
          merchant_id: request.params.merchant_id,
          role: request.body.role,
        }),
    });

    app.delete('/companies/:id/team/members/:merchant_id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Remove a direct member', params: memberParams, response: { 200: teamResponseSchema } },
      handler: (request) =>
        team.removeMember(deps, actorOf(request), {
          company_id: request.params.id,
          merchant_id: request.params.merchant_id,
        }),
    });
  };
}
