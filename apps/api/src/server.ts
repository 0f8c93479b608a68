/**
 * Entry point: listen, run the background work, seed the demo on first start of the embedded database, shut down
 * gracefully. The URL and the demo logins are printed as soon as the server listens; the demo creator catalogue
 * (first start only) and the creator search index are built after that.
 *
 * Background work starts here, never in buildApp, so tests decide when it runs: the outbox worker
 * (docs/decisions/018-outbox.md) delivers events (mail, notifications) after the commits that recorded them, and
 * the job queue (decision 021) runs timed and recurring jobs. Shutdown stops both through app.close() (work under
 * way finishes first), then closes the database.
 */
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { requestedWorkers, runPrimary, serveMetrics, workerIndex } from './scale-out';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { merchants } from './db/schema/merchants';
import { demoLoginsText, ensureDemoCatalogue, seedDemo } from './db/seed/demo';
import { seedDemoCampaigns } from './db/seed/demo-campaigns';
import { seedDemoContent } from './db/seed/demo-content';
import { seedDemoCreatorSide } from './db/seed/demo-creator-side';
import { seedDemoPayments } from './db/seed/demo-payments';
import { seedDemoReports } from './db/seed/demo-reports';
import { seedDemoSme } from './db/seed/demo-sme';
import type { Db } from './db/client';
import type { Storage } from './infra/storage';

/** Seeds the demo accounts and companies when there is no merchant yet; true on that first start. */
async function seedAccountsIfEmpty(db: Db, cost: number, storage: Storage): Promise<boolean> {
  const [anyMerchant] = await db.select({ id: merchants.id }).from(merchants).limit(1);
  if (anyMerchant) return false;
  await seedDemo(db, cost, storage);
  return true;
}

async function main() {
  let config;
  let workers;
  try {
    loadDotEnv();
    config = loadConfig();
    workers = requestedWorkers(process.argv, process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (workers > 1 && cluster.isPrimary) {
    await runPrimary(config, workers).catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
    return;
  }
  // In a cluster only worker 1 seeds the demo (the others would race it); each builds its own search index.
  const seeds = config.seedDemo && workerIndex() === 1;
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    shuttingDown = true;
    metricsServer?.close();
    await app.close();
  });
  // Outside a cluster this process serves METRICS_PORT itself (in one, the primary does).
  const metricsServer =
    config.metrics.port && !cluster.isWorker ? serveMetrics(config, () => app.metrics.text()) : null;
  await app.ready();
  app.deps.outbox.start();
  // The accounts first (two password hashes), so the logins printed below work the moment they appear.
  const firstStart = seeds && (await seedAccountsIfEmpty(app.deps.db, config.passwordHashCost, app.deps.storage));
  await app.listen({ port: config.port, host: config.host });
  const host =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  const url = `http://${host}:${config.port}`;
  if (cluster.isWorker) {
    console.log(`worker ${workerIndex()} (pid ${process.pid}) serving ${url}`);
  } else {
    console.log(`\nCreatorHub is running at ${url} (API docs at ${url}/api/docs)`);
    if (config.seedDemo) console.log(demoLoginsText(config.publicUrl));
    console.log('');
  }
  void afterListen(app, firstStart);
}

/** Set once shutdown begins: one-off work still running then ends with the database, which is no failure. */
let shuttingDown = false;

/**
 * How long after listening the background work begins. On PGlite every statement runs on the server's own thread:
 * begun at once, the job queue's start (its schema made or checked) and the search index's build held up the first
 * requests by about a second of every start (issue 22: a restart answers within 2 s).
 */
const BACKGROUND_WORK_DELAY_MS = 2_000;

/**
 * Work that must not hold up the first request, begun a moment after listening: the job queue (requests do not wait
 * for it), the demo catalogue on first start, then the search index (searches use SQL until it is built).
 */
async function afterListen(app: Awaited<ReturnType<typeof buildApp>>, firstStart: boolean) {
  await new Promise((resolve) => setTimeout(resolve, BACKGROUND_WORK_DELAY_MS).unref());
  if (shuttingDown) return;
  // The job queue makes its schema on first start (under a second on PGlite) and checks it on every start.
  void app.deps.queue.start().catch((err) => app.log.error({ err }, 'job queue did not start'));
  try {
    if (firstStart) {
      const started = Date.now();
      await ensureDemoCatalogue(app.deps.db);
      await seedDemoCampaigns(app.deps.db, app.deps.storage);
      await seedDemoCreatorSide(app.deps.db, app.deps.config.passwordHashCost);
      await seedDemoContent(app.deps.db, app.deps.storage);
      // Demo money moves through the sandbox provider, whose callbacks run on the queue.
      await app.deps.queue.start();
      await seedDemoPayments(app.deps);
      await seedDemoSme(app.deps);
      await seedDemoReports(app.deps);
      app.log.info({ ms: Date.now() - started }, 'demo creator catalogue and campaigns generated');
    }
    // Build the creator search index now rather than on the first search.
    await app.deps.creatorIndex.ready();
  } catch (err) {
    if (shuttingDown) app.log.info('post-start work stopped by the shutdown');
    else app.log.error({ err }, 'post-start work failed');
  }
}

// No top-level await: the bundle `npm start` runs is CommonJS, so V8 can keep its compiled code (decision 011).
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
