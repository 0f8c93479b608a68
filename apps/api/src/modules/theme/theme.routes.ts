import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customConfigResponseSchema, saveThemeRequestSchema } from '@app/shared/companies';
import type { Deps } from '../../deps';
import { readUpload, uploadField } from '../../infra/uploads';
import { actorOf } from '../../plugins/guards';
import * as theme from './theme.service';

const companyParams = z.object({ id: z.string().max(64) });

/** White-label theme and logo of a company (spec: custom_config with properties.value). */
export function themeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['theme'];
    app.get('/companies/:id/custom_config', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The company's theme (its own, else its parent's); null when none",
        params: companyParams,
        response: { 200: customConfigResponseSchema },
      },
      handler: (request) => theme.getCustomConfig(deps, actorOf(request), { company_id: request.params.id }),
    });

    app.put('/companies/:id/custom_config', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Save the theme: colour scales, button style, logo',
        params: companyParams,
        body: saveThemeRequestSchema,
        response: { 200: customConfigResponseSchema },
      },
      handler: (request) =>
        theme.saveCustomConfig(deps, actorOf(request), { ...request.body, company_id: request.params.id }),
    });

    app.delete('/companies/:id/custom_config', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Back to the default (or inherited) theme',
        params: companyParams,
        response: { 200: customConfigResponseSchema },
      },
      handler: (request) => theme.resetCustomConfig(deps, actorOf(request), { company_id: request.params.id }),
    });

    app.post('/upload/company/logo', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Upload the logo: multipart fields company_id, then file (jpeg or png, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ logo: z.string() }) },
      },
      handler: async (request) => {
        const form = await readUpload(request, 'image', ['company_id']);
        return theme.uploadLogo(deps, actorOf(request), {
          company_id: uploadField(form, 'company_id'),
          image: form.file,
        });
      },
    });
  };
}
