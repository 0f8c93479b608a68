/**
 * `npm run seed`: migrates, loads the demo merchants and (when empty) the demo creator catalogue.
 * `npm run seed -- --creators 1000000 [--seed 42]` replaces the generated catalogue with N creators.
 */
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig, loadDotEnv } from '../../config';
import { databaseOptions, openDatabase } from '../client';
import { generateCatalogue } from './creators';
import { demoLoginsText, ensureDemoCatalogue, seedDemo } from './demo';
import { closeStorage, createStorage } from '../../infra/storage-s3';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoContent } from './demo-content';
import { seedDemoCreatorSide } from './demo-creator-side';

const { values } = parseArgs({
  options: { help: { type: 'boolean', short: 'h' }, creators: { type: 'string' }, seed: { type: 'string' } },
  strict: true,
});
if (values.help) {
  console.log(
    'Usage: npm run seed [-- --creators N [--seed S]]\n' +
      '  loads the demo data (idempotent); --creators replaces the generated creator catalogue with N creators',
  );
  process.exit(0);
}
const count = values.creators === undefined ? undefined : Number(values.creators);
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (count !== undefined && (!Number.isInteger(count) || count < 0 || count > 20_000_000)) {
  console.error('--creators must be a whole number between 0 and 20000000');
  process.exit(1);
}
if (seed !== undefined && !Number.isInteger(seed)) {
  console.error('--seed must be a whole number');
  process.exit(1);
}

loadDotEnv();
const config = loadConfig();
const database = openDatabase(databaseOptions(config));
const storage = await createStorage(config);
try {
  await database.migrate();
  await seedDemo(database.db, config.passwordHashCost, storage);
  if (count === undefined) {
    await ensureDemoCatalogue(database.db);
  } else {
    const bar = new SingleBar(
      {
        format: 'creators [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left',
        hideCursor: true,
        noTTYOutput: true,
        notTTYSchedule: 5000,
      },
      Presets.shades_classic,
    );
    bar.start(count, 0);
    const started = Date.now();
    await generateCatalogue(database.db, { count, seed, onProgress: (done) => bar.update(done) });
    bar.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Generated ${count} creators (seed ${seed ?? 42}) in ${seconds} s on ${database.kind}.`);
  }
  await seedDemoCampaigns(database.db, storage);
  await seedDemoCreatorSide(database.db, config.passwordHashCost);
  await seedDemoContent(database.db, storage);
  console.log(demoLoginsText(config.publicUrl));
} finally {
  closeStorage(storage);
  await database.close();
}
