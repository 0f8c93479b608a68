/**
 * `npm start` runs the API bundle with V8's code cache (scripts/run-bundle.mjs, decision 011): the bundle runs as
 * require() would run it, the cache is written right after its first run, used by the next start of the same bundle
 * only, and replaced when V8 refuses it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheOf, runBundle } from '../../../scripts/run-bundle.mjs';

interface Ran {
  runs: number;
  filename: string;
  dirname: string;
  sep: string;
  thisIsExports: boolean;
}
const ranKey = '__runBundleTest';
const ran = () => (globalThis as unknown as Record<string, Ran>)[ranKey];

let dir: string;
let bundle: string;

// Enough code for V8 to keep; it records what the CommonJS wrapper gave it.
const SOURCE = `
const g = globalThis;
g.${ranKey} = {
  runs: (g.${ranKey}?.runs ?? 0) + 1,
  filename: __filename,
  dirname: __dirname,
  sep: require('node:path').sep,
  thisIsExports: this === module.exports && exports === module.exports,
};
function work(n) { let total = 0; for (let i = 0; i < n; i++) total += i % 7; return total; }
module.exports.result = work(1000);
`;

/** The cache file, which runBundle wrote before returning, as written for `hash`. */
function cacheFor(hash: string): Buffer {
  const data = readFileSync(codeCacheOf(bundle));
  expect(data.subarray(0, hash.length + 1).toString()).toBe(`${hash}\n`);
  return data;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'creatorhub-run-bundle-'));
  bundle = path.join(dir, 'server.cjs');
  writeFileSync(bundle, SOURCE);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  delete (globalThis as Record<string, unknown>)[ranKey];
});

describe('runBundle', () => {
  it('runs the file as a CommonJS module: its own __filename, __dirname, require, this and exports', () => {
    runBundle(bundle, 'hash-1');
    expect(ran()).toEqual({ runs: 1, filename: bundle, dirname: dir, sep: path.sep, thisIsExports: true });
  });

  it('writes the cache after a start without one, and the next start of the same bundle uses it', () => {
    expect(runBundle(bundle, 'hash-1')).toEqual({ cached: false });
    expect(cacheFor('hash-1').length).toBeGreaterThan(100);
    expect(runBundle(bundle, 'hash-1')).toEqual({ cached: true });
    expect(ran().runs).toBe(2);
  });

  it("ignores another bundle's cache and replaces it", () => {
    runBundle(bundle, 'hash-1');
    cacheFor('hash-1');
    expect(runBundle(bundle, 'hash-2')).toEqual({ cached: false });
    cacheFor('hash-2');
    expect(runBundle(bundle, 'hash-2')).toEqual({ cached: true });
    expect(ran().runs).toBe(3);
  });

  it('runs without a cache V8 refuses (damaged, or made by another Node) and writes a new one', () => {
    writeFileSync(codeCacheOf(bundle), Buffer.concat([Buffer.from('hash-1\n'), Buffer.alloc(4096, 7)]));
    expect(runBundle(bundle, 'hash-1')).toEqual({ cached: false });
    expect(ran().runs).toBe(1);
    expect(
      cacheFor('hash-1')
        .subarray(7, 4096 + 7)
        .equals(Buffer.alloc(4096, 7)),
    ).toBe(false);
    expect(runBundle(bundle, 'hash-1')).toEqual({ cached: true });
  });
});
