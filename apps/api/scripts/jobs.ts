/**
 * `npm run jobs`: what background work failed, for support (docs/decisions/021-queue-engine.md).
 *   npm run jobs                       failed queue jobs and failed outbox events, newest first
 *   npm run jobs -- --retry-job NAME:ID      runs a failed queue job again
 *   npm run jobs -- --retry-event ID         tries a failed outbox event again (its secrets are gone: mail
 *                                            carrying a code or link is better asked for anew)
 * Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: PGlite is one process).
 */
import { parseArgs } from 'node:util';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { loadConfig, loadDotEnv } from '../src/config';
import { databaseOptions, openDatabase } from '../src/db/client';
import { outbox } from '../src/db/schema/outbox';
import { createQueue, type QueueLog } from '../src/infra/queue';

const { values } = parseArgs({
  options: {
    'retry-job': { type: 'string' },
    'retry-event': { type: 'string' },
    limit: { type: 'string', default: '50' },
    help: { type: 'boolean', short: 'h' },
  },
  strict: true,
});
if (values.help) {
  console.log('Usage: npm run jobs [-- --retry-job NAME:ID | --retry-event ID | --limit N]');
  process.exit(0);
}

loadDotEnv();
const config = loadConfig();
const database = openDatabase(databaseOptions(config));
const log: QueueLog = {
  warn: (details, message) => console.warn(message, details),
  debug: () => undefined,
  child: () => log,
};
const queue = createQueue({ database, log });
const limit = Math.max(1, Number(values.limit) || 50);
try {
  await database.migrate();
  await queue.start({ workers: false });
  if (values['retry-job']) {
    const [name, id] = values['retry-job'].split(':');
    await queue.retry(name, id);
    console.log(`queued ${name} ${id} again`);
  } else if (values['retry-event']) {
    const [row] = await database.db
      .update(outbox)
      .set({ failedAt: null, attempts: 0, availableAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, values['retry-event']))
      .returning({ id: outbox.id, type: outbox.type });
    console.log(row ? `outbox event ${row.type} ${row.id} will be tried again` : 'no such outbox event');
  } else {
    const jobs = await queue.failed(limit);
    console.log(`Failed queue jobs (${jobs.length}):`);
    for (const job of jobs)
      console.log(
        `  ${job.created_on.toISOString()}  ${job.name}:${job.id}  tries ${job.retry_count + 1}  ` +
          JSON.stringify(job.output ?? {}).slice(0, 200),
      );
    const events = await database.db
      .select()
      .from(outbox)
      .where(isNotNull(outbox.failedAt))
      .orderBy(desc(outbox.failedAt))
      .limit(limit);
    console.log(`Failed outbox events (${events.length}):`);
    for (const event of events)
      console.log(
        `  ${event.failedAt!.toISOString()}  ${event.type}  ${event.id}  tries ${event.attempts}  ` +
          (event.lastError ?? '').slice(0, 200),
      );
  }
} finally {
  await queue.stop();
  await database.close();
}
