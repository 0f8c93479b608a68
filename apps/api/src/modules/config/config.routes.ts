import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelResponseSchema } from '@app/shared/auth';
import { PRIVACY_VERSION, TERMS_VERSION } from '@app/shared/validation';
import {
  budgetMinMaxSchema,
  channelSchema,
  configBundleSchema,
  contentCreatorTypeSchema,
  currencySchema,
  faqSchema,
} from '@app/shared/config';
import type { Deps } from '../../deps';
import * as config from './config.service';

const siteResponseSchema = z.object({
  support_phone: z.string(),
  support_email: z.string(),
  office_address: z.string(),
  partner_theme: z
    .object({
      name: z.string(),
      colorscheme: z
        .object({ primary: z.array(z.string()), secondary: z.array(z.string()), gray: z.array(z.string()) })
        .partial(),
      button_style: z.string().optional(),
      logo: z.string().optional(),
    })
    .nullable(),
});

export function configRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['conf'];
    app.get('/conf/terms/MERCHANT/latest', {
      config: { auth: 'public' },
      schema: { tags, summary: 'Current merchant terms version', response: { 200: labelResponseSchema } },
      handler: async () => ({ label: TERMS_VERSION }),
    });
    app.get('/conf/privacy/MERCHANT/latest', {
      config: { auth: 'public' },
      schema: { tags, summary: 'Current merchant privacy policy version', response: { 200: labelResponseSchema } },
      handler: async () => ({ label: PRIVACY_VERSION }),
    });
    app.get('/conf/site', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Support contacts and the partner theme of the requesting host',
        response: { 200: siteResponseSchema },
      },
      handler: async (request) =>
        config.siteInfo(deps, {
          host: (request.headers['x-forwarded-host'] as string | undefined) ?? request.hostname,
        }),
    });

    app.get('/conf/all', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary:
          'The config bundle: categories, channels with levels and content types, countries, locations, statuses',
        response: { 200: configBundleSchema },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return config.configBundle(deps);
      },
    });
    app.get('/conf/channels/countries/:country', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Channels available in a country',
        params: z.object({ country: z.string().max(8) }),
        response: { 200: z.array(channelSchema) },
      },
      handler: (request) => config.channelsForCountry(deps, request.params),
    });
    app.get('/conf/currencies/countries/:country', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Currencies a campaign in this country may use (the country's own first)",
        params: z.object({ country: z.string().max(8) }),
        response: { 200: z.array(currencySchema) },
      },
      handler: (request) => config.currenciesForCountry(deps, request.params),
    });
    app.get('/conf/budget_min_max/:currency', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Campaign and job budget bounds in a currency (minor units)',
        params: z.object({ currency: z.string().max(8) }),
        response: { 200: budgetMinMaxSchema },
      },
      handler: (request) => config.budgetMinMax(deps, request.params),
    });
    app.get('/content-creator-types', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The content creator types a creator profile may name',
        response: { 200: z.array(contentCreatorTypeSchema) },
      },
      handler: () => config.listContentCreatorTypes(deps),
    });
    app.get('/faqs/by_type/:type', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'FAQ entries of a type (MERCHANT, SME)',
        params: z.object({ type: z.string().max(40) }),
        response: { 200: z.array(faqSchema) },
      },
      handler: (request) => config.faqsByType(deps, request.params),
    });
  };
}
