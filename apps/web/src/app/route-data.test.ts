/**
 * What the route loaders load before they can prefetch (app/route-data.ts) must not bring zod: the discovery loader
 * imported the shared creators schemas to read two constants, so the page's search waited for the `forms` chunk
 * (zod), fetched and run after the page's own code (the search started 300-500 ms later; issue 22).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const SHARED_SRC = path.resolve(import.meta.dirname, '../../../../packages/shared/src');

/** The file an import names, or the bare package name (not followed: only whether it is zod matters). */
function resolve(from: string, specifier: string): string {
  const shared = /^@app\/shared\/(.+)$/.exec(specifier);
  const base = shared
    ? path.join(SHARED_SRC, shared[1])
    : specifier.startsWith('.')
      ? path.resolve(from, '..', specifier)
      : null;
  if (base === null) return specifier;
  const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** Static imports that stay in the build: not `import type`, not an import of types only. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, clause, from] of source.matchAll(/^(?:import|export)\s([^;]*?)\sfrom '([^']+)';/gms)) {
    const names =
      /\{([^}]*)\}/
        .exec(clause)?.[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean) ?? [];
    const typeOnly =
      clause.startsWith('type ') ||
      (clause.trim().startsWith('{') && names.length > 0 && names.every((name) => name.startsWith('type ')));
    if (!typeOnly) found.push(from);
  }
  for (const [, from] of source.matchAll(/^import '([^']+)';/gm)) found.push(from);
  return found;
}

/** Every module `file` loads at run time through static imports, itself included; bare packages by name. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!path.isAbsolute(file)) return seen;
  for (const specifier of staticImports(file)) closure(resolve(file, specifier), seen);
  return seen;
}

/** The modules route-data.ts imports with import() (loaded before a prefetch can start). */
function dynamicImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) => resolve(file, specifier));
}

describe("the route loaders' prefetches", () => {
  const routeData = path.join(WEB_SRC, 'app/route-data.ts');

  it.each(dynamicImports(routeData).map((file) => [path.relative(WEB_SRC, file), file]))(
    '%s brings no zod',
    (_name, file) => {
      expect([...closure(file)].filter((module) => module === 'zod')).toEqual([]);
    },
  );

  it('would see zod brought in through another module', () => {
    expect(closure(resolve(routeData, '@app/shared/creators')).has('zod')).toBe(true);
  });
});
