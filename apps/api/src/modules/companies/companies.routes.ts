import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyDetailSchema,
  companySummarySchema,
  createCompanyRequestSchema,
  customConfigResponseSchema,
  saveThemeRequestSchema,
  updateCompanyRequestSchema,
} from '@app/shared/companies';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/guards';
import { readImageUpload } from '../../infra/uploads';
import * as companiesService from './companies.service';

const companyParams = z.object({ id: z.string().max(64) });

export function companyRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['companies'];

    app.get('/companies', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Companies the caller may enter (direct and inherited), SME businesses excluded', response: { 200: z.array(companySummarySchema) } },
      handler: (request) => companiesService.listCompanies(deps, actorOf(request)),
    });

    app.post('/companies/new', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Create an agency, company (ACCOUNT) or brand; with parent_id a client company or brand under it',
        body: createCompanyRequestSchema,
        response: { 201: companyDetailSchema },
      },
      handler: async (request, reply) => reply.code(201).send(await companiesService.createCompany(deps, actorOf(request), request.body)),
    });

    app.get('/companies/:id', {
      config: { auth: 'merchant' },
      schema: { tags, params: companyParams, response: { 200: companyDetailSchema } },
      handler: (request) => companiesService.getCompany(deps, actorOf(request), request.params.id),
    });

    app.put('/companies/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Edit the company profile', params: companyParams, body: updateCompanyRequestSchema, response: { 200: companyDetailSchema } },
      handler: (request) => companiesService.updateCompany(deps, actorOf(request), request.params.id, request.body),
    });

    app.get('/companies/:id/custom_config', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "The company's theme (its own, else its parent's); null when none", params: companyParams, response: { 200: customConfigResponseSchema } },
      handler: (request) => companiesService.getCustomConfig(deps, actorOf(request), request.params.id),
    });

    app.put('/companies/:id/custom_config', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Save the theme: colour scales, button style, logo', params: companyParams, body: saveThemeRequestSchema, response: { 200: customConfigResponseSchema } },
      handler: (request) => companiesService.saveCustomConfig(deps, actorOf(request), request.params.id, request.body),
    });

    app.delete('/companies/:id/custom_config', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Back to the default (or inherited) theme', params: companyParams, response: { 200: customConfigResponseSchema } },
      handler: (request) => companiesService.resetCustomConfig(deps, actorOf(request), request.params.id),
    });

    app.post('/companies/:id/logo', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Upload the logo (multipart field file: jpeg or png, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: companyParams,
        response: { 200: z.object({ logo: z.string() }) },
      },
      handler: async (request) => companiesService.uploadLogo(deps, actorOf(request), { company_id: request.params.id, image: await readImageUpload(request) }),
    });
  };
}
