import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponseSchema,
  emailVerificationRequestSchema,
  emailVerificationResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  savePasswordRequestSchema,
} from '@app/shared/auth';
import {
  contractSchema,
  contractSummarySchema,
  declineContractRequestSchema,
  signContractRequestSchema,
} from '@app/shared/contracts';
import {
  creatorLoginResponseSchema,
  creatorProfileSchema,
  creatorProfileUpdateSchema,
  creatorSignupRequestSchema,
  declineInvitationRequestSchema,
  invitationSchema,
  paymentVerificationRequestSchema,
} from '@app/shared/creator-accounts';
import type { Deps } from '../../deps';
import { readUpload, sendPdf } from '../../infra/uploads';
import { clientOf, creatorOf, signupAttemptOf } from '../../plugins/guards';
import * as auth from '../auth/auth.service';
import { initiateCreatorSignup, resendSignupCode, verifySignupCode } from '../auth/signup.service';
import * as contracts from '../contracts/contracts.service';
import * as accounts from './accounts.service';
import { requireCreatorId } from './accounts.service';
import * as invitations from './invitations.service';

const params = z.object({ id: z.string().max(64) });

/**
 * The creator side under /api/creator (decision 016): its own tokens, refused by merchant routes and
 * the reverse. Sign-up, code and password resets run the merchant machinery with the creator kind.
 */
export function creatorAccountRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['creator side'];

    app.post('/creator/auth/signup', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Creator sign-up; e-mails a 6-digit code (same answer whether or not the address has an account)',
        body: creatorSignupRequestSchema,
        response: { 201: accessTokenResponseSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await initiateCreatorSignup(deps, { ...request.body, client: clientOf(request) })),
    });

    app.post('/creator/auth/email-verification', {
      config: { auth: 'creator-signup' },
      schema: {
        tags,
        summary: "The sign-up's code: creates the account and answers its first session",
        body: emailVerificationRequestSchema,
        response: { 200: emailVerificationResponseSchema },
      },
      handler: (request) =>
        verifySignupCode(deps, signupAttemptOf(request), {
          otp: request.body.otp,
          client: clientOf(request),
          kind: 'CREATOR',
        }),
    });

    app.get('/creator/auth/resend-email-verification', {
      config: { auth: 'creator-signup' },
      schema: { tags, summary: 'E-mail a new sign-up code', response: { 200: messageResponseSchema } },
      handler: (request) =>
        resendSignupCode(deps, signupAttemptOf(request), { client: clientOf(request), kind: 'CREATOR' }),
    });

    app.post('/creator/auth/login', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Creator log-in',
        body: loginRequestSchema,
        response: { 200: creatorLoginResponseSchema },
      },
      handler: (request) => accounts.creatorLogin(deps, { ...request.body, client: clientOf(request) }),
    });

    app.post('/creator/auth/logout', {
      config: { auth: 'creator' },
      schema: { tags, summary: 'Revoke the current creator session', response: { 200: messageResponseSchema } },
      handler: (request) => accounts.creatorLogout(deps, creatorOf(request)),
    });

    app.post('/creator/auth/reset_password', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password-reset link (same reply whether or not the account exists)',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      handler: (request) =>
        auth.requestPasswordReset(deps, { email: request.body.email, client: clientOf(request), kind: 'CREATOR' }),
    });

    app.post('/creator/auth/save_password', {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends all creator sessions',
        body: savePasswordRequestSchema,
        response: { 200: messageResponseSchema },
      },
      handler: (request) => auth.savePassword(deps, { ...request.body, client: clientOf(request), kind: 'CREATOR' }),
    });

    app.get('/creator/me', {
      config: { auth: 'creator' },
      schema: { tags, summary: 'The creator profile with its verification', response: { 200: creatorProfileSchema } },
      handler: (request) => accounts.creatorProfile(deps, creatorOf(request).accountId),
    });

    app.put('/creator/me', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'Save the whole profile; the first save lists the creator in the catalogue',
        body: creatorProfileUpdateSchema,
        response: { 200: creatorProfileSchema },
      },
      handler: (request) => accounts.updateCreatorProfile(deps, creatorOf(request), request.body),
    });

    app.post('/creator/verification/identity', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'Send an identity document (image or PDF, field file) for review',
        consumes: ['multipart/form-data'],
        response: { 200: creatorProfileSchema },
      },
      handler: async (request) => {
        const form = await readUpload(request, 'image-or-document');
        return accounts.submitIdentity(deps, creatorOf(request), form.file);
      },
    });

    app.post('/creator/verification/social', {
      config: { auth: 'creator' },
      schema: { tags, summary: "Send the profile's channels for review", response: { 200: creatorProfileSchema } },
      handler: (request) => accounts.submitSocial(deps, creatorOf(request)),
    });

    app.post('/creator/verification/payment', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'Send the M-Pesa payout number for review',
        body: paymentVerificationRequestSchema,
        response: { 200: creatorProfileSchema },
      },
      handler: (request) => accounts.submitPayment(deps, creatorOf(request), request.body),
    });

    app.get('/creator/invitations', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: "The creator's campaign invitations, newest first",
        response: { 200: z.array(invitationSchema) },
      },
      handler: (request) => invitations.listInvitations(deps, creatorOf(request)),
    });

    app.get('/creator/invitations/:id', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'One invitation (its id is the campaign id)',
        params,
        response: { 200: invitationSchema },
      },
      handler: (request) => invitations.getInvitation(deps, creatorOf(request), request.params.id),
    });

    app.post('/creator/invitations/:id/accept', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'Accept: makes the assignments (409 once answered or when the campaign ended)',
        params,
        response: { 200: invitationSchema },
      },
      handler: (request) =>
        invitations.acceptInvitation(deps, creatorOf(request), { invitation_id: request.params.id }),
    });

    app.post('/creator/invitations/:id/decline', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'Decline with a reason: ends the contracts of the campaign',
        params,
        body: declineInvitationRequestSchema,
        response: { 200: invitationSchema },
      },
      handler: (request) =>
        invitations.declineInvitation(deps, creatorOf(request), {
          invitation_id: request.params.id,
          reason: request.body.reason,
          client: clientOf(request),
        }),
    });

    app.get('/creator/contracts', {
      config: { auth: 'creator' },
      schema: { tags, summary: "The creator's contracts", response: { 200: z.array(contractSummarySchema) } },
      handler: (request) => contracts.creatorContracts(deps, requireCreatorId(creatorOf(request))),
    });

    app.get('/creator/contracts/:id', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'One contract: its exact text or file, with text_hash',
        params,
        response: { 200: contractSchema },
      },
      handler: (request) => contracts.creatorContract(deps, requireCreatorId(creatorOf(request)), request.params.id),
    });

    app.get('/creator/contracts/:id/file', {
      config: { auth: 'creator' },
      schema: { tags, summary: "The contract's PDF", params },
      handler: async (request, reply) =>
        sendPdf(
          reply,
          await contracts.creatorContractFile(deps, requireCreatorId(creatorOf(request)), request.params.id),
        ),
    });

    app.post('/creator/contracts/:id/sign', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary:
          'Sign: full name, agree, and the text_hash of the text shown ' +
          '(409 if it changed or is not awaiting a signature)',
        params,
        body: signContractRequestSchema,
        response: { 200: contractSchema },
      },
      handler: async (request) => {
        const creatorId = requireCreatorId(creatorOf(request));
        await contracts.signContract(
          deps,
          { creator_id: creatorId },
          {
            contract_id: request.params.id,
            full_name: request.body.full_name,
            text_hash: request.body.text_hash,
            client: clientOf(request),
          },
        );
        return contracts.creatorContract(deps, creatorId, request.params.id);
      },
    });

    app.post('/creator/contracts/:id/decline', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'Decline a contract awaiting a signature, with a reason',
        params,
        body: declineContractRequestSchema,
        response: { 200: contractSchema },
      },
      handler: async (request) => {
        const actor = creatorOf(request);
        const creatorId = requireCreatorId(actor);
        const me = await accounts.creatorProfile(deps, actor.accountId);
        await contracts.declineContract(
          deps,
          { creator_id: creatorId, name: `${me.first_name} ${me.last_name}` },
          { contract_id: request.params.id, reason: request.body.reason, client: clientOf(request) },
        );
        return contracts.creatorContract(deps, creatorId, request.params.id);
      },
    });
  };
}
