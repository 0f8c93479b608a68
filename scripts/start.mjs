#!/usr/bin/env node
/**
 * `npm start`: builds the web app only when its sources changed (scripts/web-build.mjs), bundles the API
 * server only when its sources changed (scripts/api-bundle.mjs), then runs the server in this process.
 * If the bundle cannot be made or loaded, the server runs from its TypeScript sources through tsx, as
 * `npm run start -w apps/api` does. See docs/decisions/011-start-time-build-check.md.
 */
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-stamp.mjs';
import { runBundle } from './run-bundle.mjs';
import { ensureWebBuild } from './web-build.mjs';

// A cluster worker (`--workers N`) runs this file again: its primary has built the web app already.
if (cluster.isPrimary) {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

let bundle;
try {
  const { ensureApiBundle, SERVER_BUNDLE } = await import('./api-bundle.mjs');
  const { hash } = await ensureApiBundle();
  bundle = { file: SERVER_BUNDLE, hash };
} catch (error) {
  console.warn(`API bundle unavailable (${error.message.split('\n')[0]}); running the TypeScript sources through tsx.`);
}

if (bundle) {
  runBundle(bundle.file, bundle.hash);
} else {
  // What `node --import tsx` does: load tsx's loader (a dependency of apps/api, resolved from there), then the entry.
  const requireFromApi = createRequire(path.join(ROOT, 'apps/api/package.json'));
  await import(pathToFileURL(requireFromApi.resolve('tsx')).href);
  await import(pathToFileURL(path.join(ROOT, 'apps/api/src/server.ts')).href);
}
