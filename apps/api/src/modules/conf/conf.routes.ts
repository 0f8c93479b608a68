import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelResponseSchema } from '@app/shared/auth';
import { PRIVACY_VERSION, TERMS_VERSION } from '@app/shared/validation';
import type { Deps } from '../../deps';

const siteResponseSchema = z.object({
  support_phone: z.string(),
  support_email: z.string(),
  office_address: z.string(),
  partner_theme: z
    .object({
      name: z.string(),
      colorscheme: z.object({ primary: z.array(z.string()), secondary: z.array(z.string()), gray: z.array(z.string()) }).partial(),
      button_style: z.string().optional(),
      logo: z.string().optional(),
    })
    .nullable(),
});

export function confRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['conf'];
    app.get('/conf/terms/MERCHANT/latest', {
      schema: { tags, summary: 'Current merchant terms version', response: { 200: labelResponseSchema } },
      handler: async () => ({ label: TERMS_VERSION }),
    });
    app.get('/conf/privacy/MERCHANT/latest', {
      schema: { tags, summary: 'Current merchant privacy policy version', response: { 200: labelResponseSchema } },
      handler: async () => ({ label: PRIVACY_VERSION }),
    });
    app.get('/conf/site', {
      schema: { tags, summary: 'Support contacts and the partner theme of the requesting host', response: { 200: siteResponseSchema } },
      handler: async (request) => {
        const host = (request.headers['x-forwarded-host'] as string | undefined) ?? request.hostname;
        const bareHost = host.split(',')[0].trim().toLowerCase();
        const theme = deps.config.partnerThemes[bareHost] ?? deps.config.partnerThemes[bareHost.split(':')[0]] ?? null;
        return {
          support_phone: deps.config.support.phone,
          support_email: deps.config.support.email,
          office_address: deps.config.support.officeAddress,
          partner_theme: theme,
        };
      },
    });
  };
}
