/**
 * Source maps out of the served folder (docs/decisions/028-error-reporting.md). The build writes them "hidden" (no
 * sourceMappingURL comment in the JavaScript); this plugin then moves every .map file of the bundle from the output
 * folder to a `sourcemaps` folder beside it (apps/web/dist -> apps/web/sourcemaps, gitignored), which the server never
 * serves. They are kept for error reporting: upload them with the release (see the decision), e.g.
 *
 *   npx @sentry/cli sourcemaps upload --release creatorhub@<version> apps/web/sourcemaps
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where a build's maps go: a `sourcemaps` folder next to its output folder. */
export function sourceMapsDirFor(outDir: string): string {
  return path.join(path.dirname(outDir), 'sourcemaps');
}

export function sourceMapsOutOfDist(): Plugin {
  return {
    name: 'creatorhub:source-maps-out-of-dist',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const target = sourceMapsDirFor(options.dir);
      // Only this build's maps: those of an earlier build name chunks that no longer exist.
      rmSync(target, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const to = path.join(target, fileName);
        mkdirSync(path.dirname(to), { recursive: true });
        renameSync(path.join(options.dir, fileName), to);
      }
    },
  };
}
