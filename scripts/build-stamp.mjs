/**
 * Content hashes of build inputs and the stamps that remember them, so `npm start` builds only what changed
 * (scripts/web-build.mjs, scripts/api-bundle.mjs). See docs/decisions/011-start-time-build-check.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// sourcemaps: the web build's maps, moved out of dist (apps/web/vite-source-maps.ts), are an output too.
const SKIP = new Set(['node_modules', 'dist', 'sourcemaps', '.vite', 'coverage']);

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : [];
  });
}

/**
 * sha256 over the given files and every file under the given folders (paths relative to the repository,
 * skipping node_modules, dist and sourcemaps), sorted by path, plus `extra` strings (environment, versions).
 */
export function hashInputs(paths, extra = []) {
  const hash = createHash('sha256');
  const files = paths.flatMap((p) => {
    const full = path.join(ROOT, p);
    if (!existsSync(full)) return [];
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const item of extra) hash.update(`${item}\0`);
  return hash.digest('hex');
}

/** The hash recorded by the last successful build, or null (no stamp, unreadable, or its output gone). */
export function readStamp(stampFile, output) {
  if (!existsSync(output) || !existsSync(stampFile)) return null;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).hash ?? null;
  } catch {
    return null;
  }
}

export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, JSON.stringify({ hash, builtAt: new Date().toISOString() }) + '\n');
}
