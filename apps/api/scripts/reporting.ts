/**
 * Reports for platform staff (docs/decisions/024-reporting.md):
 *   npm run reporting -- connect --creator ID --channel INSTAGRAM|TIKTOK --account ACCOUNT_ID --token TOKEN
 *       a creator's platform account the refresh job may read (the token is sealed at rest)
 *   npm run reporting -- refresh      reads every due connected or demo post now (what the hourly job does)
 * Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: PGlite is one process).
 */
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../src/config';
import { buildApp } from '../src/app';
import { saveConnection } from '../src/modules/reporting/connections';
import { refreshPostMetrics } from '../src/modules/reporting/refresh.service';

const CHANNELS = ['INSTAGRAM', 'TIKTOK'];
const { values, positionals } = parseArgs({
  options: {
    creator: { type: 'string' },
    channel: { type: 'string' },
    account: { type: 'string' },
    token: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  allowPositionals: true,
  strict: true,
});
const command = positionals[0];
const USAGE =
  'Usage: npm run reporting -- connect --creator ID --channel INSTAGRAM|TIKTOK --account ACCOUNT_ID --token TOKEN' +
  ' | npm run reporting -- refresh';
if (values.help || !command || !['connect', 'refresh'].includes(command)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

loadDotEnv();
const app = await buildApp(loadConfig({ ...process.env, SEED_DEMO: 'false' }), { logger: false });
const { deps } = app;
try {
  if (command === 'connect') {
    const creatorId = Number(values.creator);
    if (!Number.isSafeInteger(creatorId) || creatorId < 1) throw new Error('--creator must be a creator id');
    if (!values.channel || !CHANNELS.includes(values.channel)) throw new Error('--channel is INSTAGRAM or TIKTOK');
    if (!values.account || !values.token) throw new Error('--account and --token are required');
    await saveConnection(deps.db, deps.config.jwtSecret, {
      creator_id: creatorId,
      channel: values.channel,
      account_id: values.account,
      token: values.token,
    });
    console.log(`Creator ${creatorId}'s ${values.channel} account ${values.account} is connected`);
  } else {
    const { read, failed } = await refreshPostMetrics(deps, deps.metricConnectors);
    console.log(`Read ${read} posts; ${failed} failed (see metric_connections.last_error)`);
    process.exitCode = failed ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await app.close();
}
