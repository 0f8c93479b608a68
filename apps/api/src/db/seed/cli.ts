/** `npm run seed`: migrates and loads the demo data; safe to run again. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../../config';
import { openDatabase } from '../client';
import { demoLoginsText, seedDemo } from './demo';

const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true });
if (values.help) {
  console.log('Usage: npm run seed   loads the demo merchants and companies (idempotent)');
  process.exit(0);
}

loadDotEnv();
const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  await seedDemo(database.db, config.passwordHashCost);
  console.log(demoLoginsText(config.publicUrl));
} finally {
  await database.close();
}
