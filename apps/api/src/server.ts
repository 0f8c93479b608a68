/** Entry point: listen, seed the demo on first start of the embedded database, shut down gracefully. */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { merchants } from './db/schema/merchants';
import { demoLoginsText, ensureDemoCatalogue, seedDemo } from './db/seed/demo';
import type { Db } from './db/client';

async function seedIfEmpty(db: Db, cost: number, publicUrl: string, log: (m: string) => void) {
  const [anyMerchant] = await db.select({ id: merchants.id }).from(merchants).limit(1);
  if (!anyMerchant) {
    await seedDemo(db, cost);
    await ensureDemoCatalogue(db);
  }
  log(demoLoginsText(publicUrl));
}

async function main() {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.ready();
  if (config.seedDemo) await seedIfEmpty(app.deps.db, config.passwordHashCost, config.publicUrl, (m) => console.log(m));
  await app.listen({ port: config.port, host: config.host });
  // Build the creator search index now rather than on the first search.
  void app.deps.creatorIndex.ready();
}

await main();
