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

/** The input files: the given files and every file under the given folders, sorted by path. */
function inputFiles(paths, root) {
  return paths
    .flatMap((p) => {
      const full = path.join(root, p);
      if (!existsSync(full)) return [];
      return statSync(full).isDirectory() ? walk(full) : [full];
    })
    .sort();
}

const relative = (file, root) => path.relative(root, file).split(path.sep).join('/');

/**
 * sha256 over the input files' paths (relative to the repository, skipping node_modules, dist and sourcemaps) and
 * contents, plus `extra` strings (environment, versions).
 */
function contentHash(files, extra, root) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(file, root));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  for (const item of extra) hash.update(`${item}\0`);
  return hash.digest('hex');
}

/** sha256 over the input files' paths, sizes and modification times, plus `extra`: a stat of each, no read. */
function statFingerprint(files, extra, root) {
  const hash = createHash('sha256');
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(file, root)}\0${size}\0${mtimeMs}\0`);
  }
  for (const item of extra) hash.update(`${item}\0`);
  return hash.digest('hex');
}

function readStampFile(stampFile, output) {
  if (!existsSync(output) || !existsSync(stampFile)) return null;
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Whether the build recorded in `stampFile` (its `output` present) is of the inputs as they are now. The content
 * hash decides; but when every input's path, size and modification time are those the stamp recorded, nothing
 * needs reading (a restart: about 15 ms instead of 65 for the web app's inputs, issue 22). A content match under
 * new times (a fresh clone, a branch switch, a touched file) records the new times. `state` is for `writeStamp`.
 * Paths are relative to `root` (the repository).
 */
export function checkStamp(stampFile, output, paths, extra = [], root = ROOT) {
  const files = inputFiles(paths, root);
  const fingerprint = statFingerprint(files, extra, root);
  const stamp = readStampFile(stampFile, output);
  if (stamp?.hash && stamp.fingerprint === fingerprint)
    return { current: true, state: { hash: stamp.hash, fingerprint } };
  const state = { hash: contentHash(files, extra, root), fingerprint };
  const current = stamp?.hash === state.hash;
  if (current) writeStamp(stampFile, state);
  return { current, state };
}

/** Records a successful build of the inputs in `state` (from `checkStamp`, taken before the build began). */
export function writeStamp(stampFile, { hash, fingerprint }) {
  writeFileSync(stampFile, JSON.stringify({ hash, fingerprint, builtAt: new Date().toISOString() }) + '\n');
}
