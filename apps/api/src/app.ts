import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { databaseOptions, openDatabase, type Database } from './db/client';
import type { Deps } from './deps';
import { createTokens } from './infra/tokens';
import { createSessionCache } from './infra/session-cache';
import { registerErrorHandling } from './plugins/errors';
import { startErrorReporting } from './infra/error-reporting';
import { registerCompression } from './plugins/compression';
import { registerHttpsOnlyHsts } from './plugins/hsts';
import { firstPaintRoutes } from './plugins/first-paint';
import { registerWebApp } from './plugins/web-app';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRequestIds, requestIdOf, requestLogController } from './plugins/request-id';
import { registerRouteGuards } from './plugins/guards';
import { frameworkErrors, registerInputGuards } from './plugins/input-guards';
import { registerStrictInput } from './plugins/strict-input';
import { setStoredFileHeaders } from './infra/uploads';
import { createMailer, type MailMessage } from './infra/mail';
import { createOutbox, type OutboxOptions } from './infra/outbox';
import { mailHandlers, outboxEvents } from './infra/outbox-events';
import { createLiveBus } from './infra/live';
import { createQueue, type QueueOptions } from './infra/queue';
import { createRateLimits } from './infra/rate-limits';
import { registerMetrics } from './plugins/metrics';
import { registerEmbeddedDbAdmission } from './plugins/embedded-db-admission';
import { registerReadRouting } from './plugins/read-routing';
import { registerResponseCache } from './plugins/response-cache';
import { PRIVATE_FOLDER, UPLOADS_URL_PREFIX } from './infra/storage';
import { createStorage, isS3Storage, registerS3PublicFiles } from './infra/storage-s3';
import { authRoutes } from './modules/auth/auth.routes';
import { configRoutes } from './modules/config/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { merchantRoutes } from './modules/merchants/merchants.routes';
import { companyRoutes } from './modules/companies/companies.routes';
import { invitationRoutes } from './modules/team/invitations.routes';
import { teamRoutes } from './modules/team/team.routes';
import { themeRoutes } from './modules/theme/theme.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { cubeRoutes, platformAnalyticsRoutes } from './modules/analytics/analytics.routes';
import multipart from '@fastify/multipart';
import { creatorRoutes } from './modules/creators/creators.routes';
import { CreatorIndexHolder } from './modules/creators/creators.index';
import { groupRoutes } from './modules/groups/groups.routes';
import { briefRoutes } from './modules/briefs/briefs.routes';
import { contractRoutes } from './modules/contracts/contracts.routes';
import { campaignRoutes } from './modules/campaigns/campaigns.routes';
import { creatorAccountRoutes } from './modules/creator-accounts/creator-accounts.routes';
import { assignmentRoutes } from './modules/assignments/assignments.routes';
import { contentRoutes } from './modules/content/content.routes';
import { remindDeadlines } from './modules/content/content.service';
import { notifyCampaignMilestones } from './modules/campaigns/campaigns.service';
import { jobRoutes } from './modules/jobs/jobs.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { notificationHandler } from './modules/notifications/notifications.service';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { reportingRoutes } from './modules/reporting/reporting.routes';
import { smeRoutes } from './modules/sme/sme.routes';
import { dashboardRoutes } from './modules/reporting/dashboard.routes';
import { refreshPostMetrics } from './modules/reporting/refresh.service';
import { simulatedConnector } from './modules/reporting/connectors/simulated';
import { createInstagramConnector } from './modules/reporting/connectors/instagram';
import { createTikTokConnector } from './modules/reporting/connectors/tiktok';
import { checkCollection, handleProviderCallback, refundFinishedWork } from './modules/payments/fundings.service';
import { sendDuePayouts, sendPayout } from './modules/payments/payouts.service';
import { createDarajaProvider } from './modules/payments/providers/daraja';
import { createSandboxProvider } from './modules/payments/providers/sandbox';
import { ProviderError, type PaymentProvider } from './modules/payments/providers/provider';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export interface BuildOptions {
  /** An already opened and migrated database (tests share one per file). */
  database?: Database;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Sees every mail once it is sent (or logged without SMTP_URL), secrets included (tests read links from it). */
  observeMail?: (message: MailMessage) => void;
  /** Outbox worker timings (tests shorten the backoff); the worker itself is started by server.ts, not here. */
  outbox?: Partial<OutboxOptions>;
  /** Job queue settings (tests poll faster); started by server.ts, not here. */
  queue?: Partial<QueueOptions>;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Before the instance exists: the SDK names each request's transaction by route from the instance's creation on.
  const reporter = await startErrorReporting(config.sentry);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'body.password'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One log line per request, with its id (plugins/request-id.ts), instead of Fastify's two.
    logController: requestLogController(),
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    // the spec's clients call some paths with a trailing slash (/merchant/influencer_groups/)
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Bad URLs and over-long path parameters answer in our error shape too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIds(app);
  registerHttpsOnlyHsts(app);
  registerErrorHandling(app, reporter);
  app.addHook('onClose', () => reporter.close());
  registerInputGuards(app); // NUL bytes, JSON depth: one guard at the edge for every route

  const database = options.database ?? openDatabase(databaseOptions(config));
  if (!options.database) await database.migrate();
  const mailer = createMailer(config, database.db, app.log, options.observeMail);
  const live = createLiveBus(config);
  // The provider is made before deps (it is part of them); its callbacks reach the service through `deps` later.
  let depsRef: Deps | null = null;
  const payments: PaymentProvider = config.payments.mpesa
    ? createDarajaProvider({
        ...config.payments.mpesa,
        callbackBase: `${config.payments.callbackOrigin}/api/payments/mpesa/${config.payments.callbackToken}`,
      })
    : createSandboxProvider(async (kind, body) => {
        // Until the queue runs (the first seconds after start) the sandbox cannot answer: the funding fails, retryable.
        if (!depsRef!.queue.started) throw new ProviderError('The sandbox provider is starting; try again in a moment');
        await depsRef!.queue.send(
          'payments.sandbox-callback',
          { kind, body },
          { startAfter: config.payments.sandboxDelaySeconds },
        );
      });
  const deps: Deps = {
    config,
    database,
    db: database.db,
    outbox: createOutbox({
      db: database.db,
      log: app.log,
      secret: config.jwtSecret,
      events: outboxEvents,
      handlers: {
        ...mailHandlers(config, mailer),
        'notification.created': notificationHandler({
          db: database.db,
          live,
          config,
          send: (mail) => mailer.send(mail),
        }),
        'payments.payout_due': async (payload) => void (await sendPayout(depsRef!, payload.payout_id)),
      },
      options: options.outbox,
    }),
    live,
    queue: createQueue({ database, log: app.log, options: options.queue }),
    limits: createRateLimits(config),
    tokens: createTokens(config),
    cache: createSessionCache(config),
    storage: await createStorage(config),
    // The index loads the whole catalogue: the replica's work when there is one.
    creatorIndex: new CreatorIndexHolder(database.readDb, (err) => app.log.error({ err }, 'creator index load failed')),
    log: app.log,
    payments,
    // A connected account is read from its platform; a demo post is simulated (labelled SIMULATED everywhere).
    metricConnectors: [
      createInstagramConnector({ graphUrl: config.reporting.instagramGraphUrl }),
      createTikTokConnector({ apiUrl: config.reporting.tiktokApiUrl }),
      simulatedConnector,
    ],
  };
  depsRef = deps;
  app.decorate('deps', deps);
  defineJobs(deps);
  registerEmbeddedDbAdmission(app, deps); // before the guards: their session reads are database work too
  registerRouteGuards(app, deps);
  registerMetrics(app, deps);
  registerReadRouting(app, deps);
  registerResponseCache(app, deps);
  registerStrictInput(app); // unknown request fields are refused, never dropped (decision 005)
  app.addHook('onClose', async () => {
    await deps.outbox.stop(); // a pass under way finishes (and its mail goes) before the mailer and database close
    await deps.queue.stop();
    mailer.close();
    await deps.limits.close();
    await live.close();
    await deps.cache.close();
    if (!options.database) await database.close();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Public files read from S3_PUBLIC_URL: https is allowed already, a plain-http bucket by its origin.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...httpOrigin(config.s3?.publicUrl)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The web app's error reports (VITE_SENTRY_DSN) go to their ingestion origin; Replay compresses in a worker.
        connectSrc: ["'self'", ...(config.sentryBrowserOrigin ? [config.sentryBrowserOrigin] : [])],
        ...(config.sentryBrowserOrigin ? { workerSrc: ["'self'", 'blob:'] } : {}),
        // PDF previews are fetched with the bearer token and shown from a blob: URL.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'self'", 'blob:'],
      },
    },
    // Sent on https requests only (plugins/hsts.ts).
    strictTransportSecurity: false,
  });
  await app.register(cors, { origin: false });
  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  // Public files from the bucket (decision 027): streamed with the same headers, or a redirect to S3_PUBLIC_URL.
  if (isS3Storage(deps.storage)) registerS3PublicFiles(app, deps.storage);
  else
    await app.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      wildcard: true,
      // Private files (contract PDFs) sit under UPLOAD_DIR too, but are read only through their access-checked routes.
      allowedPath: (pathName) => !pathName.replace(/^\/+/, '').toLowerCase().startsWith(`${PRIVATE_FOLDER}/`),
      // Never a page of our origin: sandboxed, and PDFs (brief assets) as attachments.
      setHeaders: setStoredFileHeaders,
    });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CreatorHub API', version: '1.0.0', description: 'Main API (/api) and secondary API (/ms).' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    // Schemas with .meta({ id }) (ErrorReply) become components the operations reference.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await registerCompression(api);
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps));
      await api.register(merchantRoutes(deps));
      await api.register(configRoutes(deps));
      await api.register(companyRoutes(deps));
      await api.register(teamRoutes(deps));
      await api.register(themeRoutes(deps));
      await api.register(invitationRoutes(deps));
      await api.register(onboardingRoutes(deps));
      await api.register(cubeRoutes(deps));
      await api.register(creatorRoutes(deps));
      await api.register(groupRoutes(deps));
      await api.register(contractRoutes(deps));
      await api.register(campaignRoutes(deps));
      await api.register(uploadRoutes(deps));
      await api.register(creatorAccountRoutes(deps));
      await api.register(assignmentRoutes(deps));
      await api.register(jobRoutes(deps));
      await api.register(contentRoutes(deps));
      await api.register(notificationRoutes(deps));
      await api.register(paymentRoutes(deps));
      await api.register(reportingRoutes(deps));
      await api.register(smeRoutes(deps));
      await api.register(dashboardRoutes(deps));
      await api.register(firstPaintRoutes(app, config.webDist));
    },
    { prefix: '/api' },
  );
  await app.register(
    async (ms) => {
      await registerCompression(ms);
      await ms.register(healthRoutes(deps));
      await ms.register(platformAnalyticsRoutes(deps));
      await ms.register(briefRoutes(deps));
    },
    { prefix: '/ms' },
  );

  registerWebApp(app, config.webDist);
  return app;
}

/** The origin of a plain-http URL (for the CSP), none for https (allowed already) or no URL. */
function httpOrigin(url: string | null | undefined): string[] {
  return url?.startsWith('http://') ? [new URL(url).origin] : [];
}

/** Outbox events delivered this long ago are deleted by the daily job. */
const OUTBOX_KEEP_DAYS = 14;

/** The queue's jobs (docs/decisions/021-queue-engine.md): each idempotent, each run once across processes. */
function defineJobs(deps: Deps): void {
  deps.queue.define({
    name: 'campaigns.milestones',
    cron: '* * * * *',
    handler: async () => void (await notifyCampaignMilestones(deps)),
  });
  deps.queue.define({
    name: 'content.deadline-reminders',
    cron: '*/5 * * * *',
    handler: async () => void (await remindDeadlines(deps)),
  });
  deps.queue.define({
    name: 'payments.sandbox-callback',
    retryLimit: 3,
    handler: async (data) =>
      void (await handleProviderCallback(deps, data.kind as 'stk' | 'b2c-result' | 'b2c-timeout', data.body)),
  });
  deps.queue.define({
    name: 'payments.collection-check',
    handler: async (data) => void (await checkCollection(deps, data as { funding_id: string; checks: number })),
  });
  deps.queue.define({
    name: 'payments.payouts-due',
    cron: '*/2 * * * *',
    handler: async () => void (await sendDuePayouts(deps)),
  });
  deps.queue.define({
    name: 'payments.refunds',
    cron: '*/10 * * * *',
    handler: async () => void (await refundFinishedWork(deps)),
  });
  deps.queue.define({
    name: 'reporting.refresh',
    cron: '7 * * * *',
    handler: async () => void (await refreshPostMetrics(deps, deps.metricConnectors)),
  });
  deps.queue.define({
    name: 'outbox.prune',
    cron: '17 3 * * *',
    handler: async () => void (await deps.outbox.pruneDelivered(OUTBOX_KEEP_DAYS)),
  });
}
