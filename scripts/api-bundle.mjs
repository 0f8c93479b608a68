#!/usr/bin/env node
/**
 * Bundles the API server (apps/api/src/server.ts, the @app/shared sources it uses and most packages it imports) into
 * one ES module, apps/api/dist/server.mjs, when its sources changed since the last bundle. Loading one plain
 * JavaScript file skips tsx's per-module transform and resolve round trips (about half of the start-up CPU time), and
 * Node's resolution, reads and CommonJS export scans of some 200 package files (about 0.35 s of every start, issue 22).
 *
 * Packages that read files beside their own (PGlite's wasm, Swagger UI's static files, pino's worker), that are loaded
 * only when used (the Sentry SDK, the S3 client, pdf-lib, and those of infra/optional-packages.ts), or that are
 * optional (pg-native) stay runtime imports, resolved from apps/api/dist as from apps/api/src. CommonJS code in the
 * bundle requires Node's built-in modules through the `require` the banner makes.
 *
 * `import.meta.dirname` / `import.meta.url` are replaced per file by the original file's location, so
 * paths computed from them (repository root, migrations folder) are the same as when run through tsx.
 * The bundle therefore belongs to this checkout; the stamp includes the repository path.
 *
 *   node scripts/api-bundle.mjs           bundle if changed
 *   node scripts/api-bundle.mjs --force   bundle anyway
 *
 * See docs/decisions/011-start-time-build-check.md.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkStamp, ROOT, writeStamp } from './build-stamp.mjs';

const API = path.join(ROOT, 'apps/api');
const OUT_DIR = path.join(API, 'dist');
export const SERVER_BUNDLE = path.join(OUT_DIR, 'server.mjs');
const STAMP = path.join(OUT_DIR, '.build-stamp');

const requireFromApi = createRequire(path.join(API, 'package.json'));

function esbuildVersion() {
  return JSON.parse(readFileSync(requireFromApi.resolve('esbuild/package.json'), 'utf8')).version;
}

function checkApiInputs() {
  return checkStamp(
    STAMP,
    SERVER_BUNDLE,
    [
      'apps/api/src',
      'apps/api/package.json',
      'packages/shared/src',
      'packages/shared/package.json',
      'package-lock.json',
    ],
    [`root=${ROOT}`, `esbuild=${esbuildVersion()}`, `node=${process.versions.node}`],
  );
}

/** Packages left out of the bundle (see the header); their subpaths too. */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@sentry/node',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'pdf-lib',
  'ioredis',
  'nodemailer',
  'sanitize-html',
  'pg-native',
];
/** Optional packages that need not be installed (pg loads pg-native only when asked to). */
const OPTIONAL_PACKAGES = new Set(['pg-native']);
const isExternalPackage = (specifier) =>
  EXTERNAL_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));
const REQUIRE_BANNER =
  "import { createRequire as bundleRequire } from 'node:module';\n" + 'const require = bundleRequire(import.meta.url);';

/**
 * Built-in modules and EXTERNAL_PACKAGES stay runtime imports; the workspace's own TypeScript packages (@app/*) and
 * the other packages are bundled. import.meta.{dirname,filename,url} become each source file's own location.
 */
const keepImportMeta = {
  name: 'keep-import-meta',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (path.isAbsolute(args.path)) return undefined;
      if (isBuiltin(args.path) || isExternalPackage(args.path)) return { path: args.path, external: true };
      return undefined;
    });
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents: source, loader: 'ts', resolveDir: path.dirname(args.path) };
    });
  },
};

function externalPackages(metafile) {
  const names = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const item of output.imports) {
      if (!item.external || item.path.startsWith('node:') || isBuiltin(item.path)) continue;
      const parts = item.path.split('/');
      names.add(item.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names];
}

function installedFrom(dir, name) {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(current) === current) return false;
  }
}

/** Bundles when due; returns whether it bundled. Throws when esbuild fails. */
export async function ensureApiBundle({ force = false } = {}) {
  const { current, state } = checkApiInputs();
  if (!force && current) return false;
  const esbuild = await import(pathToFileURL(requireFromApi.resolve('esbuild')).href);
  mkdirSync(OUT_DIR, { recursive: true });
  const partial = `${SERVER_BUNDLE}.${process.pid}.partial`;
  const result = await esbuild.build({
    entryPoints: [path.join(API, 'src/server.ts')],
    metafile: true,
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [keepImportMeta],
    logLevel: 'error',
    legalComments: 'none',
    banner: { js: REQUIRE_BANNER },
  });
  // Every package the bundle imports must be installed where the bundle looks for it (a workspace package's
  // own node_modules would not be): refuse the bundle otherwise, and the server runs through tsx instead.
  const missing = externalPackages(result.metafile).filter(
    (name) => !OPTIONAL_PACKAGES.has(name) && !installedFrom(OUT_DIR, name),
  );
  if (missing.length) {
    rmSync(partial, { force: true });
    throw new Error(`packages not reachable from ${path.relative(ROOT, OUT_DIR)}: ${missing.join(', ')}`);
  }
  // Rename: a start at the same moment never loads half a file.
  renameSync(partial, SERVER_BUNDLE);
  writeStamp(STAMP, state);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const built = await ensureApiBundle({ force: process.argv.includes('--force') });
  console.log(
    built
      ? `API bundled into ${path.relative(ROOT, SERVER_BUNDLE)} in ${Date.now() - started} ms.`
      : 'API bundle up to date.',
  );
}
