import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRoleRequestSchema,
  companyDetailSchema,
  companySummarySchema,
  createCompanyRequestSchema,
  customConfigResponseSchema,
  invitationSchema,
  inviteRequestSchema,
  saveThemeRequestSchema,
  teamResponseSchema,
  updateCompanyRequestSchema,
} from '@app/shared/companies';
import { messageResponseSchema } from '@app/shared/auth';
import type { Deps } from '../../deps';
import { actorOf, bearerSecurity, requireActor } from '../../plugins/guards';
import * as companiesService from './companies.service';
import * as team from './team.service';

const companyParams = z.object({ id: z.string().max(64) });
const invitationParams = companyParams.extend({ invitation_id: z.string().max(64) });
const memberParams = companyParams.extend({ merchant_id: z.string().max(64) });

export function companyRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireActor(deps));
    const tags = ['companies'];
    const security = bearerSecurity;

    app.get('/companies', {
      schema: { tags, security, summary: 'Companies the caller may enter (direct and inherited), SME businesses excluded', response: { 200: z.array(companySummarySchema) } },
      handler: (request) => companiesService.listCompanies(deps, actorOf(request)),
    });

    app.post('/companies/new', {
      schema: {
        tags,
        security,
        summary: 'Create an agency, company (ACCOUNT) or brand; with parent_id a client company or brand under it',
        body: createCompanyRequestSchema,
        response: { 201: companyDetailSchema },
      },
      handler: async (request, reply) => reply.code(201).send(await companiesService.createCompany(deps, actorOf(request), request.body)),
    });

    app.get('/companies/:id', {
      schema: { tags, security, params: companyParams, response: { 200: companyDetailSchema } },
      handler: (request) => companiesService.getCompany(deps, actorOf(request), request.params.id),
    });

    app.put('/companies/:id', {
      schema: { tags, security, summary: 'Edit the company profile', params: companyParams, body: updateCompanyRequestSchema, response: { 200: companyDetailSchema } },
      handler: (request) => companiesService.updateCompany(deps, actorOf(request), request.params.id, request.body),
    });

    app.get('/companies/:id/custom_config', {
      schema: { tags, security, summary: "The company's theme (its own, else its parent's); null when none", params: companyParams, response: { 200: customConfigResponseSchema } },
      handler: (request) => companiesService.getCustomConfig(deps, actorOf(request), request.params.id),
    });

    app.put('/companies/:id/custom_config', {
      schema: { tags, security, summary: 'Save the theme: colour scales, button style, logo', params: companyParams, body: saveThemeRequestSchema, response: { 200: customConfigResponseSchema } },
      handler: (request) => companiesService.saveCustomConfig(deps, actorOf(request), request.params.id, request.body),
    });

    app.delete('/companies/:id/custom_config', {
      schema: { tags, security, summary: 'Back to the default (or inherited) theme', params: companyParams, response: { 200: customConfigResponseSchema } },
      handler: (request) => companiesService.resetCustomConfig(deps, actorOf(request), request.params.id),
    });

    app.post('/companies/:id/logo', {
      schema: {
        tags,
        security,
        summary: 'Upload the logo (multipart field file: jpeg or png, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: companyParams,
        response: { 200: z.object({ logo: z.string() }) },
      },
      handler: (request) => companiesService.uploadLogo(deps, actorOf(request), request.params.id, request),
    });

    // ---- Team ----
    const teamTags = ['team'];
    app.get('/companies/:id/team', {
      schema: { tags: teamTags, security, summary: 'Members (direct and inherited), open invitations, roles the caller may give', params: companyParams, response: { 200: teamResponseSchema } },
      handler: (request) => team.getTeam(deps, actorOf(request), request.params.id),
    });

    app.post('/companies/:id/team/invitations', {
      schema: { tags: teamTags, security, summary: 'Invite a teammate by e-mail', params: companyParams, body: inviteRequestSchema, response: { 201: invitationSchema } },
      handler: async (request, reply) => reply.code(201).send(await team.invite(deps, actorOf(request), request.params.id, request.body)),
    });

    app.post('/companies/:id/team/invitations/:invitation_id/resend', {
      schema: { tags: teamTags, security, summary: 'E-mail a fresh link (the old one stops working)', params: invitationParams, response: { 200: invitationSchema } },
      handler: (request) => team.resendInvitation(deps, actorOf(request), request.params.id, request.params.invitation_id),
    });

    app.delete('/companies/:id/team/invitations/:invitation_id', {
      schema: { tags: teamTags, security, summary: 'Revoke an open invitation', params: invitationParams, response: { 200: messageResponseSchema } },
      handler: (request) => team.revokeInvitation(deps, actorOf(request), request.params.id, request.params.invitation_id),
    });

    app.patch('/companies/:id/team/members/:merchant_id', {
      schema: { tags: teamTags, security, summary: "Change a direct member's role", params: memberParams, body: changeRoleRequestSchema, response: { 200: teamResponseSchema } },
      handler: (request) => team.changeRole(deps, actorOf(request), request.params.id, request.params.merchant_id, request.body.role),
    });

    app.delete('/companies/:id/team/members/:merchant_id', {
      schema: { tags: teamTags, security, summary: 'Remove a direct member', params: memberParams, response: { 200: teamResponseSchema } },
      handler: (request) => team.removeMember(deps, actorOf(request), request.params.id, request.params.merchant_id),
    });
  };
}
