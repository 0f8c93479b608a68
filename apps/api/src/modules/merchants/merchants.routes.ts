import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lastCompanyRequestSchema, merchantProfileSchema, phoneNumberRequestSchema, updateMerchantRequestSchema } from '@app/shared/auth';
import type { Deps } from '../../deps';
import { actorOf, bearerSecurity, requireActor } from '../../plugins/guards';
import { notificationPreferencesSchema } from '@app/shared/notifications';
import * as merchantsService from './merchants.service';

export function merchantRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireActor(deps));
    const tags = ['merchant'];
    const response = { 200: merchantProfileSchema };

    app.get('/user/merchant', {
      schema: { tags, security: bearerSecurity, summary: "The caller's profile with their companies", response },
      handler: (request) => merchantsService.getProfile(deps, actorOf(request).merchantId),
    });

    app.put('/user/merchant', {
      schema: { tags, security: bearerSecurity, summary: 'Update names, date of birth, avatar and accepted terms', body: updateMerchantRequestSchema, response },
      handler: (request) => merchantsService.updateProfile(deps, actorOf(request), request.body),
    });

    app.patch('/user/merchant/phone_number', {
      schema: { tags, security: bearerSecurity, body: phoneNumberRequestSchema, response },
      handler: (request) => merchantsService.updatePhone(deps, actorOf(request), request.body.phone_number),
    });

    app.patch('/user/merchants/last_company', {
      schema: { tags, security: bearerSecurity, summary: 'Remember the company last worked in', body: lastCompanyRequestSchema, response },
      handler: (request) => merchantsService.setLastCompany(deps, actorOf(request), request.body.company_id),
    });

    app.get('/user/merchant/notification_preferences', {
      schema: { tags, security: bearerSecurity, summary: 'E-mail and in-app switches per topic', response: { 200: notificationPreferencesSchema } },
      handler: (request) => merchantsService.getNotificationPreferences(deps, actorOf(request)),
    });

    app.put('/user/merchant/notification_preferences', {
      schema: { tags, security: bearerSecurity, body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
      handler: (request) => merchantsService.saveNotificationPreferences(deps, actorOf(request), request.body),
    });

    app.post('/user/merchant/avatar', {
      schema: { tags, security: bearerSecurity, summary: 'Upload a profile picture (multipart field file: jpeg or png, at most 5 MB)', consumes: ['multipart/form-data'], response },
      handler: (request) => merchantsService.uploadAvatar(deps, actorOf(request), request),
    });
  };
}
