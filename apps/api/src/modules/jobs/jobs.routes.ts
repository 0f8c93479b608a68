import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  creatorBidRequestSchema,
  creatorJobSchema,
  creatorJobsQuerySchema,
  creatorJobsResponseSchema,
  creatorWithdrawRequestSchema,
  jobBidSchema,
  jobFormSchema,
  jobListingSchema,
  jobListRequestSchema,
  jobSchema,
  merchantBidRequestSchema,
  offerSchema,
  updateJobRequestSchema,
} from '@app/shared/jobs';
import type { Deps } from '../../deps';
import { actorOf, creatorOf } from '../../plugins/guards';
import * as bids from './bids.service';
import * as jobs from './jobs.service';
import { replicaDeps } from '../../plugins/read-routing';

const params = z.object({ id: z.string().max(64) });

/** The job marketplace: the spec's merchant calls under /jobs-marketplace, and the creator side under /creator. */
export function jobRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['jobs'];

    app.post('/jobs-marketplace/job', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Create a job, or update it with job_id before its first bid; publish false keeps a draft',
        body: jobFormSchema,
        response: { 200: jobSchema },
      },
      handler: (request) => jobs.saveJob(deps, actorOf(request), request.body),
    });

    app.get('/jobs-marketplace/jobs/:id', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'One job with its expanded tasks', params, response: { 200: jobSchema } },
      handler: (request) => jobs.getJob(deps, actorOf(request), { job_id: request.params.id }),
    });

    app.post('/jobs-marketplace/get_jobs', {
      config: { auth: 'merchant', reads: 'replica', cache: 'session' },
      schema: {
        tags,
        summary: "A brand's jobs as job listings, drafts included",
        body: jobListRequestSchema,
        response: { 200: z.array(jobListingSchema) },
      },
      handler: (request) => jobs.listJobs(replicaDeps(deps, request), actorOf(request), request.body),
    });

    app.post('/jobs-marketplace/campaign_jobs', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary: "A brand's jobs with an accepted bid (agreed work)",
        body: jobListRequestSchema,
        response: { 200: z.array(jobListingSchema) },
      },
      handler: (request) =>
        jobs.listJobs(replicaDeps(deps, request), actorOf(request), { ...request.body, agreedOnly: true }),
    });

    app.post('/jobs-marketplace/update_job', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: 'Publish a draft, close a job (its open bids are rejected) or extend its bid end date',
        body: updateJobRequestSchema,
        response: { 200: jobSchema },
      },
      handler: (request) => jobs.updateJob(deps, actorOf(request), request.body),
    });

    app.post('/jobs-marketplace/all_job_bids', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary: "A job's bids with their whole history",
        body: z.object({ job_id: z.string().max(64) }),
        response: { 200: z.array(jobBidSchema) },
      },
      handler: (request) => bids.jobBidsOf(replicaDeps(deps, request), actorOf(request), request.body),
    });

    app.get('/jobs-marketplace/bids/:id', {
      config: { auth: 'merchant', cache: 'session' },
      schema: { tags, summary: 'One bid with its history', params, response: { 200: jobBidSchema } },
      handler: (request) => bids.getBid(deps, actorOf(request), { bid_id: request.params.id }),
    });

    app.post('/jobs-marketplace/bid', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary:
          "Answer a creator's offer: ACCEPT, REJECT (with a reason) or COUNTER (with an offer); " +
          "409 when it is not the brand's turn",
        body: merchantBidRequestSchema,
        response: { 200: jobBidSchema },
      },
      handler: (request) => bids.respondToBid(deps, actorOf(request), request.body),
    });

    app.get('/creator/jobs', {
      config: { auth: 'creator', reads: 'replica', cache: 'session' },
      schema: {
        tags,
        summary: 'Open jobs this creator may bid on, by channel and country, paged',
        querystring: creatorJobsQuerySchema,
        response: { 200: creatorJobsResponseSchema },
      },
      handler: (request) => bids.creatorJobs(replicaDeps(deps, request), creatorOf(request), request.query),
    });

    app.get('/creator/jobs/:id', {
      config: { auth: 'creator' },
      schema: { tags, summary: 'One job this creator may bid on', params, response: { 200: creatorJobSchema } },
      handler: (request) => bids.creatorJob(deps, creatorOf(request), request.params.id),
    });

    app.post('/creator/jobs/:id/bids', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary:
          'Bid: an offer per channel and post type (amounts in minor units); inside the bid window, once per job',
        params,
        body: creatorBidRequestSchema,
        response: { 201: jobBidSchema },
      },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(
            await bids.placeBid(deps, creatorOf(request), { job_id: request.params.id, offer: request.body.offer }),
          ),
    });

    app.get('/creator/bids', {
      config: { auth: 'creator', cache: 'session' },
      schema: { tags, summary: "The creator's bids with their history", response: { 200: z.array(jobBidSchema) } },
      handler: (request) => bids.creatorBids(deps, creatorOf(request)),
    });

    app.post('/creator/bids/:id/accept', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: "Accept the brand's counter-offer (409 when it is not the creator's turn)",
        params,
        response: { 200: jobBidSchema },
      },
      handler: (request) => bids.creatorMove(deps, creatorOf(request), { bid_id: request.params.id, action: 'ACCEPT' }),
    });

    app.post('/creator/bids/:id/counter', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: "Counter the brand's offer",
        params,
        body: z.object({ offer: offerSchema }),
        response: { 200: jobBidSchema },
      },
      handler: (request) =>
        bids.creatorMove(deps, creatorOf(request), {
          bid_id: request.params.id,
          action: 'COUNTER',
          offer: request.body.offer,
        }),
    });

    app.post('/creator/bids/:id/withdraw', {
      config: { auth: 'creator' },
      schema: {
        tags,
        summary: 'Withdraw an ongoing bid',
        params,
        body: creatorWithdrawRequestSchema.optional(),
        response: { 200: jobBidSchema },
      },
      handler: (request) =>
        bids.creatorMove(deps, creatorOf(request), {
          bid_id: request.params.id,
          action: 'WITHDRAW',
          reason: request.body?.reason,
        }),
    });
  };
}
