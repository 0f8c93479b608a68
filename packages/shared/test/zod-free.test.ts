/**
 * The shared modules that pages which only show data read (issue 22, decision 030): they must not import zod, even
 * through another module, or every such page loads the `forms` chunk (zod and react-hook-form) again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const ZOD_FREE = [
  'campaign-status',
  'creator-options',
  'error-codes',
  'group-options',
  'onboarding',
  'money',
  'numbers',
  'notifications',
  'session',
  'state-machine',
];

/** The modules a shared module imports at run time (type-only imports are erased), transitively; 'zod' included. */
function runtimeImports(module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module) || module === 'zod') return seen.add(module);
  seen.add(module);
  const source = readFileSync(path.join(SRC, `${module}.ts`), 'utf8');
  for (const [, kind, from] of source.matchAll(/^(?:import|export)( type)?\s[^;]*?from '([^']+)';/gms)) {
    if (kind) continue;
    if (from === 'zod') seen.add('zod');
    else if (from.startsWith('./')) runtimeImports(from.slice(2), seen);
  }
  return seen;
}

describe('modules the data pages read', () => {
  it.each(ZOD_FREE)('%s imports no zod, directly or through another module', (module) => {
    const imports = runtimeImports(module);
    expect([...imports].filter((m) => m === 'zod')).toEqual([]);
  });

  it('would see zod brought in by another module', () => {
    expect(runtimeImports('creators').has('zod')).toBe(true);
    expect(runtimeImports('campaigns').has('zod')).toBe(true);
  });
});
