#!/usr/bin/env node
/**
 * After the app's build (`npm run build`): the login pages' HTML (app/prerender.tsx, built by `vite build --ssr` into
 * node_modules/.prerender) written into dist/prerendered/{path}.html with its Brotli and gzip, as the build writes
 * every page (vite.config.ts). The server sends such a file on its path instead of index.html (apps/api's
 * plugins/web-app.ts) and main.tsx hydrates it (issue 22).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.join(HERE, 'dist');
const ROOT_ELEMENT = '<div id="root"></div>';

const { PRERENDERED_PATHS, renderPage } = await import(
  pathToFileURL(path.join(HERE, 'node_modules/.prerender/prerender.cjs')).href
);
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: dist/index.html has no ${ROOT_ELEMENT}`);

for (const pathname of PRERENDERED_PATHS) {
  // index.html carries Mantine's colour scheme on <html> (its provider sets it when the script runs; the styles of a
  // page drawn before need it).
  const html = template.replace(
    ROOT_ELEMENT,
    `<div id="root" data-prerendered="${pathname}">${renderPage(pathname)}</div>`,
  );
  const file = path.join(DIST, 'prerendered', `${pathname}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}
