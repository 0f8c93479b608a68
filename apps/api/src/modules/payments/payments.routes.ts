import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingRequestSchema,
  billingSchema,
  earningsSchema,
  fundingRequestSchema,
  fundingSchema,
  mpesaPhoneSchema,
  paymentsPageSchema,
  paymentsQuerySchema,
  payoutSchema,
  type PaymentsQuery,
} from '@app/shared/payments';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { actorOf, creatorOf } from '../../plugins/guards';
import * as fundings from './fundings.service';
import * as payouts from './payouts.service';
import * as statements from './statements.service';
import type { CallbackKind } from './providers/provider';

const id = z.string().max(64);
const companyParams = z.object({ company_id: id });
const params = z.object({ id });

/** A CSV answer streamed with a download name; JSON otherwise. */
async function sendPayments(
  deps: Deps,
  reply: FastifyReply,
  actor: Parameters<typeof statements.paymentsPage>[1],
  query: PaymentsQuery,
  companyId?: string,
) {
  if (query.format === 'csv') {
    const stream = await statements.paymentsCsv(deps, actor, query, companyId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${new Date().toISOString().slice(0, 10)}.csv"`)
      .send(stream);
  }
  return statements.paymentsPage(deps, actor, query, companyId);
}

function sendPdf(reply: FastifyReply, doc: { number: string; pdf: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${doc.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(doc.pdf));
}

const CALLBACK_KINDS: Record<string, CallbackKind> = {
  stk: 'stk',
  'b2c/result': 'b2c-result',
  'b2c/timeout': 'b2c-timeout',
};

/** Payments: billing, fundings, payouts, statements, documents, and the provider's callbacks. */
export function paymentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payments'];

    app.get('/companies/:company_id/billing', {
      config: { auth: 'merchant' },
      schema: { tags, summary: "The company's billing mode", params: companyParams, response: { 200: billingSchema } },
      handler: (request) => fundings.getBilling(deps, actorOf(request), request.params.company_id),
    });

    app.put('/companies/:company_id/billing', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Set the billing mode: M-Pesa with the paying number, or invoice (owners)',
        params: companyParams,
        body: billingRequestSchema,
        response: { 200: billingSchema },
      },
      handler: (request) => fundings.putBilling(deps, actorOf(request), request.params.company_id, request.body),
    });

    app.post('/payments/fundings', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Fund a campaign or an accepted bid: agreed work + 30% platform fee + 15% VAT, by M-Pesa or invoice',
        body: fundingRequestSchema,
        response: { 201: fundingSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await fundings.createFunding(deps, actorOf(request), request.body)),
    });

    app.get('/payments/fundings/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One funding with its lines and state', params, response: { 200: fundingSchema } },
      handler: (request) => fundings.getFunding(deps, actorOf(request), request.params.id),
    });

    app.post('/payments/fundings/:id/retry', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Ask again for a failed M-Pesa funding (optionally from another number)',
        params,
        body: z.object({ phone: mpesaPhoneSchema('phone').optional() }),
        response: { 200: fundingSchema },
      },
      handler: (request) => fundings.retryFunding(deps, actorOf(request), request.params.id, request.body),
    });

    app.get('/companies/:company_id/fundings', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The fundings of a company's campaign or bid, newest first",
        params: companyParams,
        querystring: z.object({
          campaign_id: z.uuid('campaign_id is not a valid id').optional(),
          bid_id: z.uuid('bid_id is not a valid id').optional(),
        }),
        response: { 200: z.object({ results: z.array(fundingSchema) }) },
      },
      handler: async (request) => ({
        results: await fundings.fundingsOf(deps, actorOf(request), {
          company_id: request.params.company_id,
          ...request.query,
        }),
      }),
    });

    app.get('/companies/:company_id/payments', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The company's payments (its tree): balances, fundings, payouts, refunds; format=csv streams a CSV",
        params: companyParams,
        querystring: paymentsQuerySchema,
        response: { 200: paymentsPageSchema },
      },
      handler: (request, reply) =>
        sendPayments(deps, reply, actorOf(request), request.query, request.params.company_id),
    });

    app.get('/payments', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Payments across every company whose payments the merchant may read; format=csv streams a CSV',
        querystring: paymentsQuerySchema,
        response: { 200: paymentsPageSchema },
      },
      handler: (request, reply) => sendPayments(deps, reply, actorOf(request), request.query),
    });

    app.get('/companies/:company_id/payouts', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The payouts of the company's work, newest first",
        params: companyParams,
        response: { 200: z.object({ results: z.array(payoutSchema) }) },
      },
      handler: async (request) => ({
        results: await statements.companyPayouts(deps, actorOf(request), request.params.company_id),
      }),
    });

    app.post('/payments/payouts/:id/retry', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'Retry a failed payout (owners)', params, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await payouts.retryPayout(deps, actorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    });

    app.get('/payments/documents/:id.pdf', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'An invoice or receipt of a company whose payments the caller may read (PDF)', params },
      handler: async (request, reply) =>
        sendPdf(reply, await statements.merchantDocument(deps, actorOf(request), request.params.id)),
    });

    app.get('/profile/payments', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "The M-Pesa numbers the merchant pays with (companies' billing they set, fundings they paid)",
        response: {
          200: z.object({
            numbers: z.array(
              z.object({
                phone: z.string(),
                billing_for: z.array(z.string()),
                payments: z.number().int(),
                last_used_at: z.string().nullable(),
              }),
            ),
            provider: z.enum(['MPESA', 'SANDBOX']),
          }),
        },
      },
      handler: (request) => statements.profileNumbers(deps, actorOf(request)),
    });

    app.get('/profile/payments/history', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'The fundings this merchant started, newest first',
        response: {
          200: z.object({
            results: z.array(fundingSchema.extend({ company_name: z.string() })),
            provider: z.enum(['MPESA', 'SANDBOX']),
          }),
        },
      },
      handler: (request) => statements.profileHistory(deps, actorOf(request)),
    });

    app.get('/creator/earnings', {
      config: { auth: 'creator' },
      schema: {
        tags: ['creator side'],
        summary: 'Earnings: pending, paid, tax withheld, carried cents; each payout with its receipt',
        response: { 200: earningsSchema },
      },
      handler: (request) => statements.creatorEarnings(deps, creatorOf(request)),
    });

    app.get('/creator/earnings/documents/:id.pdf', {
      config: { auth: 'creator' },
      schema: { tags: ['creator side'], summary: "A payout receipt of the creator's own (PDF)", params },
      handler: async (request, reply) =>
        sendPdf(reply, await statements.creatorDocument(deps, creatorOf(request), request.params.id)),
    });

    // Daraja's callbacks: the path carries the deployment's unguessable token; the body is Daraja's, kept as sent.
    for (const [suffix, kind] of Object.entries(CALLBACK_KINDS)) {
      app.post(`/payments/mpesa/:token/${suffix}`, {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: `M-Pesa ${kind} callback (Daraja's shape); answered { ResultCode: 0 } once received`,
          params: z.object({ token: z.string().max(100) }),
          body: z.looseObject({}),
          response: { 200: z.object({ ResultCode: z.number(), ResultDesc: z.string() }) },
        },
        handler: async (request) => {
          const expected = Buffer.from(deps.config.payments.callbackToken);
          const given = Buffer.from(request.params.token);
          if (given.length !== expected.length || !timingSafeEqual(given, expected))
            throw new AppError('NOT_FOUND', 'Not found');
          await fundings.handleProviderCallback(deps, kind, request.body);
          return { ResultCode: 0, ResultDesc: 'Accepted' };
        },
      });
    }
  };
}
