/**
 * src/app/early-requests.ts as an entry of its own, its script first in index.html (issue 22): it sends the first
 * page's API requests while the app's code loads, so it must not wait for that code. Vite bundles every module script
 * of index.html into one entry, so this one is a separate build input, put before the app's script here; the dev
 * server serves it from its source.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { EARLY_CHUNK_MODULES, EARLY_CHUNKS_ELEMENT_ID } from './src/app/early-chunks.ts';

const SOURCE = 'src/app/early-requests.ts';
/** The entry's name, so its chunk can be found in the bundle. */
const ENTRY = 'early-requests';

/** The stylesheet every page but the login pages loads first (app/mantine-styles.ts). */
const MANTINE_STYLES = '@mantine/core/styles.css';

/** A chunk's file, the chunks it imports statically (transitively) and their stylesheets, into `files`. */
function addChunkFiles(bundle: Rollup.OutputBundle, fileName: string, files: Set<string>): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
  files.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of chunk.imports) addChunkFiles(bundle, imported, files);
}

/**
 * For each page of EARLY_CHUNK_MODULES, the files its modules need that index.html does not load already, nor its
 * parent page's entry (and Mantine's styles for the company pages and the creator portal); the build fails on a
 * module it cannot find, so the list cannot silently go stale. Parents come before their sections in the table.
 */
export function earlyChunkFiles(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) addChunkFiles(bundle, entry.fileName, initial);
  const styles = Object.values(bundle).find(
    (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(MANTINE_STYLES)),
  );
  if (!styles) throw new Error(`${MANTINE_STYLES} is missing from the build`);
  const table: Record<string, string[]> = {};
  for (const [key, modules] of Object.entries(EARLY_CHUNK_MODULES)) {
    const files = new Set<string>(key.includes('/') ? [] : [styles.fileName]);
    for (const source of modules) {
      const isSource = (id: string | null) => id?.replace(/\\/g, '/').endsWith(`/src/${source}`) ?? false;
      // Its own chunk, else the one it went into (a module also imported statically elsewhere has no chunk of its own).
      const chunk = chunks.find((c) => isSource(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isSource));
      if (!chunk) throw new Error(`early chunks: no chunk for src/${source} (app/early-chunks.ts)`);
      addChunkFiles(bundle, chunk.fileName, files);
    }
    // A section's page ("company/dashboard") is asked for with its parent's ("company"): each file once.
    const parent = key.includes('/') ? new Set(table[key.split('/')[0]]) : new Set<string>();
    table[key] = [...files].filter((file) => !initial.has(file) && !parent.has(file));
  }
  return table;
}

/** The app entry's script tag as Vite writes it into index.html (not early-requests': that one is added after). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/;

/** Whether a module is that entry (which no chunk group may take: it must stay a chunk of its own). */
export const isEarlyRequests = (id: string) => id.replace(/\\/g, '/').endsWith(SOURCE);

export function earlyRequestsEntry(): Plugin {
  return {
    name: 'creatorhub:early-requests',
    config(_, { command }) {
      if (command !== 'build') return;
      const root = fileURLToPath(new URL('.', import.meta.url));
      return {
        build: {
          rolldownOptions: { input: { index: `${root}index.html`, [ENTRY]: `${root}${SOURCE}` } },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === ENTRY,
        );
        if (context.bundle && !chunk) throw new Error(`The ${ENTRY} entry is missing from the build`);
        const src = chunk ? `/${chunk.fileName}` : `/${SOURCE}`;
        const tags = [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' as const },
        ];
        if (!context.bundle) return tags;
        // Data, not a script (the Content-Security-Policy allows no inline script): read by early-requests.ts.
        const table = JSON.stringify(earlyChunkFiles(context.bundle)).replace(/</g, '\\u003c');
        // The app's entry is preloaded, not run by the page: early-requests.ts runs it once a first paint is shown
        // (or at once when there is none), so that its evaluation does not hold that paint back (decision 036).
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('index.html has no module script for the app entry');
        return {
          html: html.replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`),
          tags: [
            ...tags,
            {
              tag: 'script',
              attrs: { type: 'application/json', id: EARLY_CHUNKS_ELEMENT_ID, 'data-entry': entry[1] },
              children: table,
              injectTo: 'head' as const,
            },
          ],
        };
      },
    },
  };
}
