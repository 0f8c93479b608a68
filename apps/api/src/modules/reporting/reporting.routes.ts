import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  audienceResponseSchema,
  campaignMetricsResponseSchema,
  insightsResponseSchema,
  metricReviewRequestSchema,
  metricSnapshotSchema,
  METRICS_CSV_COLUMNS,
  reportSubjectSchema,
} from '@app/shared/reporting';
import type { Deps } from '../../deps';
import { actorOf, clientOf, creatorOf } from '../../plugins/guards';
import { STORED_FILE_CSP } from '../../infra/uploads';
import * as exports from './export.service';
import * as ingestion from './ingestion.service';
import * as insights from './insights.service';
import * as metrics from './metrics.service';
import { replicaDeps } from '../../plugins/read-routing';

const id = z.string().max(64);
const params = z.object({ id });
/** A CSV file of metrics travels as text in JSON; 5 MB of text is about 50,000 lines. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** The spec's reporting calls (section 7), the report's CSV, metric imports and the creators' reports. */
export function reportingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['reporting'];

    app.post('/reporting/campaign_metrics', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary:
          "A campaign's (or job's) figures per day, per creator and in total; or, with brand_id, from and to, what " +
          "a brand's campaigns and jobs gained in that range",
        body: reportSubjectSchema,
        response: { 200: campaignMetricsResponseSchema },
      },
      handler: (request) => metrics.campaignMetrics(replicaDeps(deps, request), actorOf(request), request.body),
    });

    app.post('/reporting/audience_data', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary: "The report's audience: age, gender, top countries and cities, weighted by each creator's reach",
        body: reportSubjectSchema,
        response: { 200: audienceResponseSchema },
      },
      handler: (request) => metrics.audienceData(replicaDeps(deps, request), actorOf(request), request.body),
    });

    app.post('/reporting/insights', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary: 'Insights from the campaign\u2019s own figures against benchmarks, by platform and category',
        body: reportSubjectSchema,
        response: { 200: insightsResponseSchema },
      },
      handler: (request) => insights.campaignInsights(replicaDeps(deps, request), actorOf(request), request.body),
    });

    app.post('/reporting/insights_public', {
      config: { auth: 'public', reads: 'replica' },
      schema: {
        tags,
        summary: 'The public campaign page\u2019s insights: nothing private (no costs, no budget, no contact)',
        body: z.strictObject({ campaign_id: z.string().max(64) }),
        response: { 200: insightsResponseSchema },
      },
      handler: (request) =>
        insights.publicInsights(replicaDeps(deps, request), { ...request.body, client: clientOf(request) }),
    });

    app.get('/reporting/campaign_metrics.csv', {
      config: { auth: 'merchant', reads: 'replica' },
      schema: {
        tags,
        summary: 'The report as CSV: one row per live post and day, streamed',
        querystring: reportSubjectSchema,
      },
      handler: async (request, reply) => {
        const csv = await exports.reportCsv(replicaDeps(deps, request), actorOf(request), request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .send(csv.stream);
      },
    });

    app.post('/reporting/imports', {
      config: { auth: 'merchant' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          `Import a campaign's post figures from CSV text with the header ${METRICS_CSV_COLUMNS.join(',')}: ` +
          'every line is checked first; one bad line refuses the file (issues name line and column)',
        body: z.strictObject({
          campaign_id: z.string().max(64),
          csv: z.string().max(5 * 1024 * 1024, 'csv must be at most 5 MB'),
        }),
        response: { 200: z.object({ imported: z.number().int(), posts: z.number().int() }) },
      },
      handler: (request) => ingestion.importMetricsCsv(deps, actorOf(request), request.body),
    });

    app.get('/content/:id/metrics', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "A live post's readings, newest first (creators' reports to accept or dispute among them)",
        params,
        response: { 200: z.array(metricSnapshotSchema) },
      },
      handler: (request) => ingestion.postSnapshots(deps, actorOf(request), request.params.id),
    });

    app.post('/content/metrics/:id/review', {
      config: { auth: 'merchant' },
      schema: {
        tags,
        summary: "Accept a creator's reported figures (they count from now on) or dispute them with a reason",
        params,
        body: metricReviewRequestSchema,
        response: { 200: metricSnapshotSchema },
      },
      handler: (request) =>
        ingestion.reviewMetrics(deps, actorOf(request), { snapshot_id: request.params.id, ...request.body }),
    });

    app.get('/content/metrics/:id/evidence', {
      config: { auth: 'merchant' },
      schema: { tags, summary: 'The screenshot a creator sent with a report', params },
      handler: async (request, reply) => {
        const file = await ingestion.snapshotEvidence(deps, { merchant: actorOf(request) }, request.params.id);
        return reply.type(file.type).header('content-security-policy', STORED_FILE_CSP).send(file.bytes);
      },
    });

    const creatorTags = ['creator side'];

    app.post('/creator/content/:id/metrics', {
      config: { auth: 'creator' },
      schema: {
        tags: creatorTags,
        summary:
          "Report a live post's figures from the platform's insights: multipart fields impressions, reach, views, " +
          'likes, comments, shares, saved, followers (whole numbers), optional captured_at, and the screenshot as ' +
          '`file` (jpeg or png, at most 5 MB); the brand accepts or disputes them',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: metricSnapshotSchema },
      },
      handler: async (request, reply) => {
        const row = await ingestion.reportMetrics(deps, creatorOf(request), { content_id: request.params.id, request });
        return reply.code(201).send(row);
      },
    });

    app.get('/creator/content/:id/metrics', {
      config: { auth: 'creator' },
      schema: {
        tags: creatorTags,
        summary: "My live post's readings and reports, newest first",
        params,
        response: { 200: z.array(metricSnapshotSchema) },
      },
      handler: (request) => ingestion.creatorPostMetrics(deps, creatorOf(request), request.params.id),
    });

    app.get('/creator/content/metrics/:id/evidence', {
      config: { auth: 'creator' },
      schema: { tags: creatorTags, summary: 'The screenshot I sent with a report', params },
      handler: async (request, reply) => {
        const file = await ingestion.snapshotEvidence(deps, { creator: creatorOf(request) }, request.params.id);
        return reply.type(file.type).header('content-security-policy', STORED_FILE_CSP).send(file.bytes);
      },
    });
  };
}
