import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@app/shared/auth';
import {
  contractListQuerySchema,
  contractSchema,
  contractSummarySchema,
  contractTemplateFieldsSchema,
  contractTemplateSchema,
  voidContractRequestSchema,
} from '@app/shared/contracts';
import type { Deps } from '../../deps';
import { fieldsOf, parseUploadFields, readUploadForm, sendPdf, uploadField } from '../../infra/uploads';
import { actorOf, clientOf } from '../../plugins/guards';
import * as contracts from './contracts.service';
import * as templates from './templates.service';

const params = z.object({ id: z.string().max(64) });
const companyQuery = z.object({ company_id: z.uuid({ error: 'company_id must be a company id' }) });

/** Contract templates (multipart, spec section 7) and the contracts made from them. */
export function contractRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['contracts'];
    const multipart = {
      consumes: ['multipart/form-data'],
      description:
        'Fields: company_id (create), title, type (FILE or TEXT), body (Editor.js JSON as text, for TEXT) ' +
        'and file (a PDF, for FILE).',
    };

    app.get('/contract_templates', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "A company's contract templates",
        querystring: companyQuery,
        response: { 200: z.array(contractTemplateSchema) },
      },
      handler: (request) => templates.listTemplates(deps, actorOf(request), request.query),
    });

    app.get('/contract_templates/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One contract template', params, response: { 200: contractTemplateSchema } },
      handler: (request) => templates.getTemplate(deps, actorOf(request), { template_id: request.params.id }),
    });

    app.get('/contract_templates/:id/file', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "The template's PDF (FILE templates)", params },
      handler: async (request, reply) =>
        sendPdf(reply, await templates.templateFile(deps, actorOf(request), { template_id: request.params.id })),
    });

    app.post('/contract_templates', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Create a template: a PDF (type FILE) or a text (type TEXT)',
        ...multipart,
        response: { 201: contractTemplateSchema },
      },
      handler: async (request, reply) => {
        const form = await readUploadForm(request, 'document', {
          fields: ['company_id', ...fieldsOf(contractTemplateFieldsSchema)],
          fileRequired: false,
        });
        const fields = parseUploadFields(contractTemplateFieldsSchema, form);
        const created = await templates.createTemplate(deps, actorOf(request), {
          ...fields,
          company_id: uploadField(form, 'company_id'),
          file: form.file,
        });
        return reply.code(201).send(created);
      },
    });

    app.put('/contract_templates/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Change the title, the text or the PDF of a template (contracts already made keep theirs)',
        params,
        ...multipart,
        response: { 200: contractTemplateSchema },
      },
      handler: async (request) => {
        const form = await readUploadForm(request, 'document', {
          fields: fieldsOf(contractTemplateFieldsSchema),
          fileRequired: false,
        });
        return templates.updateTemplate(deps, actorOf(request), {
          ...parseUploadFields(contractTemplateFieldsSchema.partial(), form),
          template_id: request.params.id,
          file: form.file,
        });
      },
    });

    app.delete('/contract_templates/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Delete a template; refused (409) while a live campaign uses it',
        params,
        response: { 200: messageResponseSchema },
      },
      handler: (request) => templates.deleteTemplate(deps, actorOf(request), { template_id: request.params.id }),
    });

    app.get('/contracts', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'The contracts of a company and its brands, newest first',
        querystring: contractListQuerySchema,
        response: { 200: z.array(contractSummarySchema) },
      },
      handler: (request) => contracts.listContracts(deps, actorOf(request), request.query),
    });

    app.get('/contracts/:id', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'One contract: its text or file, status and signature audit trail',
        params,
        response: { 200: contractSchema },
      },
      handler: (request) => contracts.getContract(deps, actorOf(request), { contract_id: request.params.id }),
    });

    app.get('/contracts/:id/file', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "The contract's PDF as it was when the contract was made", params },
      handler: async (request, reply) =>
        sendPdf(reply, await contracts.contractFile(deps, actorOf(request), { contract_id: request.params.id })),
    });

    app.post('/contracts/:id/void', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Void a pending or signed contract',
        params,
        body: voidContractRequestSchema,
        response: { 200: contractSchema },
      },
      handler: (request) =>
        contracts.voidContract(deps, actorOf(request), {
          contract_id: request.params.id,
          reason: request.body.reason,
          client: clientOf(request),
        }),
    });
  };
}
