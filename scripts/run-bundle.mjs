/**
 * Runs the API bundle (apps/api/dist/server.cjs) in this process with V8's code cache: the code V8 compiled while a
 * start loaded the bundle is kept beside it, and later starts load it instead of parsing and compiling some 6 MB of
 * JavaScript again (issue 22: about 0.2 s of a 2.3 s restart on this 2-core machine).
 * Node 20 keeps no such cache for ES modules or for require(), so the bundle is CommonJS run through vm.Script,
 * as require() would run it (same wrapper, same require, same file name in stack traces).
 *
 * The cache file starts with the bundle's input hash (the build stamp's), so a cache of another bundle is never
 * offered; V8 refuses one made by another Node version or with other V8 flags (`cachedDataRejected`), and then a
 * new one is written. See docs/decisions/011-start-time-build-check.md.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/*
 * When the cache is written: right after the bundle's first run, its modules evaluated (the start goes on from there).
 * Most of a start's compiling is of those modules' code, which runs once: V8 drops the code of functions not run for
 * a while (bytecode flushing), so a cache written later holds less of it (2.4-2.9 MB here, 2.2 MB when written 5 s
 * into a first start). Restarts (`bench:web`, three each): 1.76-2.0 s from this one, 1.89-2.40 from one written when
 * the server listened, 2.01-2.37 from the 5 s one.
 */

/** The cache file of `bundle`. */
export const codeCacheOf = (bundle) => `${bundle}.v8-cache`;

/** The cached code when the file holds the one for `hash`; null otherwise. */
function readCodeCache(file, hash) {
  try {
    const data = readFileSync(file);
    const header = Buffer.from(`${hash}\n`);
    return data.subarray(0, header.length).equals(header) ? data.subarray(header.length) : null;
  } catch {
    return null;
  }
}

/** Writes the cache under a temporary name and renames it: a start at the same moment never reads half a file. */
function writeCodeCache(file, hash, script) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, Buffer.concat([Buffer.from(`${hash}\n`), script.createCachedData()]));
    renameSync(partial, file);
  } catch {
    rmSync(partial, { force: true }); // a read-only checkout runs without the cache
  }
}

/**
 * Runs `bundle` as a CommonJS module whose inputs hash to `hash`, with its code cache when there is one; when there
 * is none (or V8 refused it), writes one right after the run. Returns whether the cache was used.
 */
export function runBundle(bundle, hash) {
  const cacheFile = codeCacheOf(bundle);
  const cachedData = readCodeCache(cacheFile, hash) ?? undefined;
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), { filename: bundle, cachedData });
  const cached = cachedData !== undefined && !script.cachedDataRejected;
  const module = new Module(bundle, null);
  module.filename = bundle;
  const run = script.runInThisContext();
  run.call(module.exports, module.exports, createRequire(bundle), module, bundle, path.dirname(bundle));
  if (!cached) writeCodeCache(cacheFile, hash, script);
  return { cached };
}
