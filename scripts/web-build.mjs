#!/usr/bin/env node
/**
 * Builds the web app only when what goes into it changed since the last build.
 *
 * Inputs: everything under apps/web and packages/shared (node_modules and dist aside), the root
 * package-lock.json, and the VITE_* variables of the environment. Their content hash is kept in
 * apps/web/dist/.build-stamp after a successful build; the same hash with dist/index.html present means
 * nothing to do (milliseconds). Otherwise `npm run build -w apps/web`, then the stamp.
 *
 *   node scripts/web-build.mjs           build if changed
 *   node scripts/web-build.mjs --force   build anyway
 *   node scripts/web-build.mjs --check   exit 1 when a build is due, without building
 *
 * See docs/decisions/011-start-time-build-check.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkStamp, ROOT, writeStamp } from './build-stamp.mjs';

const DIST = path.join(ROOT, 'apps/web/dist');
const INDEX = path.join(DIST, 'index.html');
const STAMP = path.join(DIST, '.build-stamp');

/** The stamp's verdict on the web build's inputs (checkStamp). */
export function checkWebInputs() {
  const viteEnv = Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`);
  return checkStamp(STAMP, INDEX, ['apps/web', 'packages/shared', 'package-lock.json'], viteEnv);
}

/** Builds when due; returns whether it built. Throws when the build fails. */
export function ensureWebBuild({ force = false, log = console.log } = {}) {
  const { current, state } = checkWebInputs();
  if (!force && current) return false;
  log(
    existsSync(INDEX)
      ? 'Web sources changed since the last build: building the web app...'
      : 'Building the web app (first start)...',
  );
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Vite's file list is noise here; its errors and warnings go to stderr.
  const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: process.platform === 'win32',
  });
  if (result.status !== 0)
    throw new Error(
      `web build failed (exit ${result.status ?? result.signal}); run \`npm run build -w apps/web\` to see why`,
    );
  writeStamp(STAMP, state);
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = new Set(process.argv.slice(2));
  if (args.has('--check')) {
    const due = !checkWebInputs().current;
    console.log(due ? 'web build due' : 'web build up to date');
    process.exit(due ? 1 : 0);
  }
  try {
    if (!ensureWebBuild({ force: args.has('--force') })) console.log('Web app up to date.');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
