/**
 * The web app's API types, generated from the API's own OpenAPI document (the one served at
 * /api/docs/json, built by @fastify/swagger from the zod route schemas).
 *
 *   npm run api:types            writes apps/web/src/lib/api/main.gen.ts and ms.gen.ts
 *   npm run api:types:check      regenerates in memory; fails when a committed file is stale
 *   ... -- --json <file>         also writes the OpenAPI document itself
 *
 * The document names every path with its prefix (/api/... for the main API, /ms/... for the
 * secondary one). The web reaches each API through its own base URL (VITE_API_URL, VITE_MS_URL:
 * another host in production), so each prefix becomes one file of paths relative to that base.
 *
 * The app is built on an in-memory PGlite with logging off; nothing listens and nothing is seeded.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app';
import { loadConfig, REPO_ROOT } from '../src/config';
import { openDatabase } from '../src/db/client';

const OUT_DIR = path.join(REPO_ROOT, 'apps/web/src/lib/api');

/** One generated file per API: the document prefix it takes, and where its types go. */
const TARGETS = [
  { prefix: '/api', file: 'main.gen.ts', title: 'main API (VITE_API_URL)' },
  { prefix: '/ms', file: 'ms.gen.ts', title: 'secondary API (VITE_MS_URL)' },
] as const;

export async function buildOpenApiDocument(): Promise<OpenAPI3> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'creatorhub-openapi-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), LOG_LEVEL: 'silent' },
    { jwtSecret: 'openapi-generator-secret-openapi-generator-secret' },
  );
  const database = openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const app = await buildApp(config, { database, logger: false });
    try {
      await app.ready();
      return JSON.parse(JSON.stringify(app.swagger())) as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Local `$ref`s of the document that point at nothing (e.g. a zod schema with a meta id whose component was not
 * emitted).
 */
export function danglingRefs(document: OpenAPI3): string[] {
  const missing = new Set<string>();
  const resolves = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        document,
      ) !== undefined;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/') && !resolves(value)) missing.add(value);
      else visit(value);
    }
  };
  visit(document);
  return [...missing].sort();
}

/** The paths under `prefix`, with the prefix taken off; everything else of the document kept. */
export function documentFor(document: OpenAPI3, prefix: string): OpenAPI3 {
  const paths: NonNullable<OpenAPI3['paths']> = {};
  for (const [key, item] of Object.entries(document.paths ?? {})) {
    if (key === prefix || key.startsWith(`${prefix}/`)) paths[key.slice(prefix.length) || '/'] = item;
  }
  return { ...document, paths };
}

function header(title: string): string {
  return [
    '/**',
    ` * Types of the ${title}, generated from the API's OpenAPI document. Do not edit by hand:`,
    ' * run `npm run api:types` after changing a route schema (`npm test` fails while this file is stale).',
    ' */',
    '',
  ].join('\n');
}

export async function generateTypes(document: OpenAPI3): Promise<Array<{ file: string; contents: string }>> {
  const files: Array<{ file: string; contents: string }> = [];
  for (const target of TARGETS) {
    const ast = await openapiTS(documentFor(document, target.prefix), { alphabetize: false, exportType: true });
    files.push({ file: path.join(OUT_DIR, target.file), contents: header(target.title) + astToString(ast) });
  }
  return files;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const jsonAt = argv.indexOf('--json');
  const document = await buildOpenApiDocument();
  const dangling = danglingRefs(document);
  if (dangling.length > 0) {
    console.error(
      `The API's OpenAPI document references schemas it does not define: ${dangling.join(', ')}.\n` +
        'A zod schema with .meta({ id }) becomes a $ref; @fastify/swagger emits its component only with ' +
        '`transformObject: jsonSchemaTransformObject` (fastify-type-provider-zod) ' +
        'beside `transform: jsonSchemaTransform`.',
    );
    return 1;
  }
  if (jsonAt >= 0 && argv[jsonAt + 1])
    writeFileSync(path.resolve(argv[jsonAt + 1]), `${JSON.stringify(document, null, 2)}\n`);
  const files = await generateTypes(document);

  if (check) {
    const stale = files
      .filter(({ file, contents }) => readOrNull(file) !== contents)
      .map(({ file }) => path.relative(REPO_ROOT, file));
    if (stale.length > 0) {
      console.error(
        `The generated API types are stale against the API's OpenAPI document: ${stale.join(', ')}.\n` +
          'Run `npm run api:types` and commit the result.',
      );
      return 1;
    }
    console.log(`API types are up to date (${files.map(({ file }) => path.relative(REPO_ROOT, file)).join(', ')}).`);
    return 0;
  }

  mkdirSync(OUT_DIR, { recursive: true });
  for (const { file, contents } of files) {
    if (readOrNull(file) === contents) continue;
    writeFileSync(file, contents);
    console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
