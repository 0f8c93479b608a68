import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponseSchema,
  completeSignupRequestSchema,
  emailVerificationRequestSchema,
  emailVerificationResponseSchema,
  initiateQuerySchema,
  initiateRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  merchantProfileSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  savePasswordRequestSchema,
} from '@app/shared/auth';
import type { Deps } from '../../deps';
import { actorOf, clientOf, codeHolderOf } from '../../plugins/guards';
import * as auth from './auth.service';
import { initiateSignup } from './signup.service';

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];

    app.post('/auth/login/merchant', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Log in with e-mail (case-insensitive) and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
      handler: (request) => auth.login(deps, { ...request.body, client: clientOf(request) }),
    });

    app.post('/merchant/auth/initiate', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign up (brand, or SME with is_sme=true); e-mails a 6-digit code',
        querystring: initiateQuerySchema,
        body: initiateRequestSchema,
        response: { 201: accessTokenResponseSchema },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await initiateSignup(deps, { ...request.body, is_sme: request.query.is_sme, client: clientOf(request) }),
          ),
    });

    app.post('/auth/merchant/email-verification', {
      config: { auth: 'signup' },
      schema: {
        tags,
        summary: 'Verify the e-mail with the mailed code; the first verification creates the account',
        body: emailVerificationRequestSchema,
        response: { 200: emailVerificationResponseSchema },
      },
      handler: (request) =>
        auth.verifyEmail(deps, codeHolderOf(request), { otp: request.body.otp, client: clientOf(request) }),
    });

    // Two paths for the same action: both are in use by clients.
    for (const url of ['/auth/merchant/resend-email-verification', '/auth/resend_email_verification/merchant']) {
      app.get(url, {
        config: { auth: 'signup' },
        schema: { tags, summary: 'E-mail a new verification code', response: { 200: messageResponseSchema } },
        handler: (request) => auth.resendVerification(deps, codeHolderOf(request), { client: clientOf(request) }),
      });
    }

    app.post('/auth/merchant/complete-signup', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "Create the merchant's business (SME with is_sme=true) with them as OWNER",
        querystring: initiateQuerySchema,
        body: completeSignupRequestSchema,
        response: { 201: merchantProfileSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(
          await auth.completeSignup(deps, actorOf(request), {
            business_name: request.body.business_name,
            is_sme: request.query.is_sme,
          }),
        ),
    });

    app.post('/auth/logout', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Revoke the current session', response: { 200: messageResponseSchema } },
      handler: (request) => auth.logout(deps, actorOf(request)),
    });

    app.post('/auth/reset_password/merchant', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password-reset link (same reply whether or not the account exists)',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      handler: (request) => auth.requestPasswordReset(deps, { email: request.body.email, client: clientOf(request) }),
    });

    app.post('/auth/save_password/merchant', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends all sessions',
        body: savePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      handler: (request) => auth.savePassword(deps, { ...request.body, client: clientOf(request) }),
    });
  };
}
