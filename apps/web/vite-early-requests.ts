/**
 * src/app/early-requests.ts as an entry of its own, its script first in index.html (issue 22): it sends the first
 * page's API requests while the app's code loads, so it must not wait for that code. Vite bundles every module script
 * of index.html into one entry, so this one is a separate build input, put before the app's script here; the dev
 * server serves it from its source.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE = 'src/app/early-requests.ts';
/** The entry's name, so its chunk can be found in the bundle. */
const ENTRY = 'early-requests';

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
      handler(_, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === ENTRY,
        );
        if (context.bundle && !chunk) throw new Error(`The ${ENTRY} entry is missing from the build`);
        const src = chunk ? `/${chunk.fileName}` : `/${SOURCE}`;
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' }];
      },
    },
  };
}
