import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyChunkFiles } from '../../vite-early-requests';
import { EARLY_CHUNK_MODULES } from './early-chunks';

const SRC = path.resolve(import.meta.dirname, '..');

/** A chunk as the build describes it: its file, modules, static imports and stylesheets. */
function chunk(
  fileName: string,
  options: { facade?: string; modules?: string[]; imports?: string[]; css?: string[]; entry?: boolean },
) {
  return {
    type: 'chunk',
    fileName,
    isEntry: options.entry ?? false,
    facadeModuleId: options.facade ? `/app/apps/web/src/${options.facade}` : null,
    moduleIds: (options.modules ?? (options.facade ? [options.facade] : [])).map((m) => `/app/apps/web/src/${m}`),
    imports: options.imports ?? [],
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  };
}

/** A build of every page of the table, each over the entry's react chunk and a shared mantine chunk. */
function bundleFor(modules: Record<string, readonly string[]>, skip?: string): Rollup.OutputBundle {
  const outputs: object[] = [
    chunk('assets/index.js', { entry: true, modules: ['main.tsx'], imports: ['assets/react.js'] }),
    chunk('assets/react.js', {}),
    chunk('assets/mantine.js', { modules: [] }),
    {
      type: 'asset',
      fileName: 'assets/styles.css',
      originalFileNames: ['../../node_modules/@mantine/core/styles.css'],
    },
  ];
  for (const source of new Set(Object.values(modules).flat())) {
    if (source === skip) continue;
    const name = path.basename(source, '.tsx');
    // The notification bell goes into a shared chunk (the creator shell imports it statically): found by its modules.
    const shared = source.endsWith('NotificationBell.tsx');
    outputs.push(
      chunk(`assets/${name}.js`, {
        facade: shared ? undefined : source,
        modules: [source],
        imports: ['assets/mantine.js', 'assets/react.js'],
        css: name === 'CompanyDashboardPage' ? [`assets/${name}.css`] : [],
      }),
    );
  }
  return Object.fromEntries(outputs.map((o) => [(o as { fileName: string }).fileName, o])) as Rollup.OutputBundle;
}

describe('the early chunk table', () => {
  it("lists each page's files, not the entry's, and a section without its parent's", () => {
    const table = earlyChunkFiles(bundleFor(EARLY_CHUNK_MODULES));
    expect(table.company).toEqual([
      'assets/styles.css',
      'assets/NavbarUserMenu.js',
      'assets/mantine.js',
      'assets/NotificationBell.js',
      'assets/MerchantNotificationStream.js',
      'assets/CompanyShell.js',
    ]);
    expect(table['company/dashboard']).toEqual(['assets/CompanyDashboardPage.js', 'assets/CompanyDashboardPage.css']);
    expect(table.creator).toEqual([
      'assets/styles.css',
      'assets/CreatorShell.js',
      'assets/mantine.js',
      'assets/HomePage.js',
    ]);
    for (const files of Object.values(table)) expect(files).not.toContain('assets/react.js');
  });

  it('fails the build when a listed module has no chunk (a page renamed or moved)', () => {
    const moved = 'features/dashboard/pages/CompanyDashboardPage.tsx';
    expect(() => earlyChunkFiles(bundleFor(EARLY_CHUNK_MODULES, moved))).toThrow(moved);
  });

  it('names modules that exist', () => {
    for (const source of Object.values(EARLY_CHUNK_MODULES).flat())
      expect(existsSync(path.join(SRC, source)), source).toBe(true);
  });
});
