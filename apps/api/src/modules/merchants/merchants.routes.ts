import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lastCompanyRequestSchema,
  merchantProfileSchema,
  phoneNumberRequestSchema,
  updateMerchantRequestSchema,
} from '@app/shared/auth';
import type { Deps } from '../../deps';
import { actorOf } from '../../plugins/guards';
import { notificationPreferencesSchema } from '@app/shared/notification-schemas';
import { readUpload } from '../../infra/uploads';
import * as merchantsService from './merchants.service';

export function merchantRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['merchant'];
    const response = { 200: merchantProfileSchema };

    app.get('/user/merchant', {
      config: { auth: 'merchant', cache: 'session' },
      schema: { tags, summary: "The caller's profile with their companies", response },
      handler: (request) => merchantsService.getProfile(deps, actorOf(request)),
    });

    app.put('/user/merchant', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Update names, date of birth, avatar and accepted terms',
        body: updateMerchantRequestSchema,
        response,
      },
      handler: (request) => merchantsService.updateProfile(deps, actorOf(request), request.body),
    });

    app.patch('/user/merchant/phone_number', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Change the phone number', body: phoneNumberRequestSchema, response },
      handler: (request) => merchantsService.updatePhone(deps, actorOf(request), request.body),
    });

    app.patch('/user/merchants/last_company', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Remember the company last worked in', body: lastCompanyRequestSchema, response },
      handler: (request) => merchantsService.setLastCompany(deps, actorOf(request), request.body),
    });

    app.get('/user/merchant/notification_preferences', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'E-mail and in-app switches per topic',
        response: { 200: notificationPreferencesSchema },
      },
      handler: (request) => merchantsService.getNotificationPreferences(deps, actorOf(request)),
    });

    app.put('/user/merchant/notification_preferences', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Save the e-mail and in-app switches per topic',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
      handler: (request) => merchantsService.saveNotificationPreferences(deps, actorOf(request), request.body),
    });

    app.post('/user/merchant/avatar', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Upload a profile picture (multipart field file: jpeg or png, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response,
      },
      handler: async (request) =>
        merchantsService.uploadAvatar(deps, actorOf(request), { image: (await readUpload(request, 'image')).file }),
    });
  };
}
