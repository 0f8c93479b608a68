#!/usr/bin/env node
/**
 * Bundles the API server (apps/api/src/server.ts, the @app/shared sources it uses and most packages it imports) into
 * one CommonJS file, apps/api/dist/server.cjs, when its sources changed since the last bundle. Loading one plain
 * JavaScript file skips tsx's per-module transform and resolve round trips (about half of the start-up CPU time), and
 * Node's resolution, reads and CommonJS export scans of some 200 package files (about 0.35 s of every start, issue 22).
 *
 * Packages that read files beside their own (PGlite's wasm, pino's worker; Swagger UI is bundled, see
 * KEEP_DIRNAME_PACKAGES), that are loaded only when used (the Sentry SDK, the S3 client, pdf-lib, and those of
 * infra/optional-packages.ts), or that are optional (pg-native) stay runtime requires, resolved from apps/api/dist
 * as from apps/api/src. CommonJS, not an ES module: V8 keeps the compiled code of a script, not of a module, on Node
 * 20 (scripts/run-bundle.mjs); so the bundle has no top-level await and no import() (a package loaded when used is
 * required: each has a CommonJS build).
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
import { codeCacheOf } from './run-bundle.mjs';

const API = path.join(ROOT, 'apps/api');
const OUT_DIR = path.join(API, 'dist');
export const SERVER_BUNDLE = path.join(OUT_DIR, 'server.cjs');
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

/**
 * Bundled packages that find their own files by `__dirname` (Swagger UI's assets), which becomes each file's own
 * folder. Bundled rather than left out: loaded from node_modules, Swagger UI brought its own copies of
 * @fastify/static and yaml and their resolution, about 0.2 s of every start (issue 22).
 */
const KEEP_DIRNAME_PACKAGES = ['@fastify/swagger-ui'];
const keepsDirname = (file) =>
  KEEP_DIRNAME_PACKAGES.some((name) => file.includes(`${path.sep}node_modules${path.sep}${name}${path.sep}`));

/**
 * Built-in modules and EXTERNAL_PACKAGES stay runtime imports; the workspace's own TypeScript packages (@app/*) and
 * the other packages are bundled. import.meta.{dirname,filename,url} become each source file's own location, and so
 * does `__dirname` in KEEP_DIRNAME_PACKAGES.
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
    build.onLoad({ filter: /\.c?js$/ }, (args) => {
      if (!keepsDirname(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8').replace(/\b__dirname\b/g, JSON.stringify(path.dirname(args.path)));
      return { contents: source, loader: 'js', resolveDir: path.dirname(args.path) };
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

/**
 * Bundles when due; returns whether it bundled and the hash of the bundle's inputs (which names its code cache,
 * scripts/run-bundle.mjs). Throws when esbuild fails.
 */
export async function ensureApiBundle({ force = false } = {}) {
  const { current, state } = checkApiInputs();
  if (!force && current) return { bundled: false, hash: state.hash };
  const esbuild = await import(pathToFileURL(requireFromApi.resolve('esbuild')).href);
  mkdirSync(OUT_DIR, { recursive: true });
  const partial = `${SERVER_BUNDLE}.${process.pid}.partial`;
  const result = await esbuild.build({
    entryPoints: [path.join(API, 'src/server.ts')],
    metafile: true,
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // A package loaded when used is required, not imported: a script V8 keeps the code of has no import().
    supported: { 'dynamic-import': false },
    plugins: [keepImportMeta],
    logLevel: 'error',
    legalComments: 'none',
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
  // A bundled package reading import.meta would find it empty in CommonJS (ours are rewritten by keepImportMeta).
  const emptyImportMeta = result.warnings.filter((warning) => warning.id === 'empty-import-meta');
  if (emptyImportMeta.length) {
    rmSync(partial, { force: true });
    const files = [...new Set(emptyImportMeta.map((warning) => warning.location?.file))];
    throw new Error(`import.meta would be empty in CommonJS: ${files.join(', ')}`);
  }
  // Rename: a start at the same moment never loads half a file.
  renameSync(partial, SERVER_BUNDLE);
  rmSync(codeCacheOf(SERVER_BUNDLE), { force: true });
  writeStamp(STAMP, state);
  return { bundled: true, hash: state.hash };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { bundled } = await ensureApiBundle({ force: process.argv.includes('--force') });
  console.log(
    bundled
      ? `API bundled into ${path.relative(ROOT, SERVER_BUNDLE)} in ${Date.now() - started} ms.`
      : 'API bundle up to date.',
  );
}
