import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyDetailSchema,
  companySummarySchema,
  createCompanyRequestSchema,
  updateCompanyRequestSchema,
} from '@app/shared/companies';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/guards';
import * as companiesService from './companies.service';

const companyParams = z.object({ id: z.string().max(64) });

export function companyRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['companies'];

    app.get('/companies', {
      config: { auth: 'merchant', cache: 'session' },
      schema: {
        tags,
        summary: 'Companies the caller may enter (direct and inherited), SME businesses excluded',
        response: { 200: z.array(companySummarySchema) },
      },
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
      handler: async (request, reply) =>
        reply.code(201).send(await companiesService.createCompany(deps, actorOf(request), request.body)),
    });

    app.get('/companies/:id', {
      config: { auth: 'merchant', cache: 'session' },
      schema: {
        tags,
        summary: 'One company with its profile',
        params: companyParams,
        response: { 200: companyDetailSchema },
      },
      handler: (request) => companiesService.getCompany(deps, actorOf(request), { company_id: request.params.id }),
    });

    app.put('/companies/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Edit the company profile',
        params: companyParams,
        body: updateCompanyRequestSchema,
        response: { 200: companyDetailSchema },
      },
      handler: (request) =>
        companiesService.updateCompany(deps, actorOf(request), { ...request.body, company_id: request.params.id }),
    });
  };
}
