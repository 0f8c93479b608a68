/**
 * The built React app: its files, and index.html on every other path that is not the API's (the client routes).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Source maps hold the TypeScript sources: kept for error reporting, never served (decision 028). */
const SOURCE_MAP = /\.map$/i;

/** Vite names every file under assets/ by its content hash: a browser keeps them until the name changes. */
const HASHED_ASSET = /^\/assets\//;

/** The paths that are never the app page: an unknown one there is a JSON 404. */
const SERVER_PATHS = /^\/(api|ms|uploads|metrics)(\/|$)/;

/** A path whose last part has an extension: only such a path can be a file of the build. */
const FILE_NAME = /\/[^/]*\.[^/]+$/;

/** How old the list of the build's files may be before a path missing from it makes it read again. */
const FILE_LIST_MAX_AGE_MS = 1_000;

/** A file's path under the build folder as a URL path: "/assets/index-abc.js". */
function urlPathIn(root: string, filePath: string): string {
  return `/${path.relative(root, filePath).split(path.sep).join('/')}`;
}

/**
 * Whether the web build has a file at a URL path ("/assets/index-abc.js"): the build's files are listed once, and
 * again when a file's path is missing and the list is older than a second (a rebuild under a running server). A listed
 * path is spelt as on disk by construction, so no request reads a folder (issue 22: @fastify/static's catch-all
 * route read both folders of every path to check its spelling, a fifth of the server's work for a page's files).
 */
export function webFileList(root: string, maxAgeMs = FILE_LIST_MAX_AGE_MS): (urlPath: string) => boolean {
  let files = new Set<string>();
  let listedAt = Number.NEGATIVE_INFINITY;
  const list = () => {
    files = new Set(
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => urlPathIn(root, path.join(entry.parentPath, entry.name))),
    );
    listedAt = performance.now();
  };
  return (urlPath) => {
    if (files.has(urlPath)) return true;
    // A client route (no extension: /companies/x/dashboard) is never a file; a folder emptied by a rebuild meanwhile
    // leaves the last list in place.
    if (!FILE_NAME.test(urlPath) || performance.now() - listedAt < maxAgeMs) return false;
    try {
      list();
    } catch {
      listedAt = performance.now();
    }
    return files.has(urlPath);
  };
}

/** The decoded path of a request URL, or null when it does not decode. */
function urlPathOf(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
}

/**
 * The page the build rendered for a path (apps/web/src/app/prerender.tsx: the login pages, the same for every
 * visitor), which shows before the app's script has run and which the script then takes over (issue 22).
 */
export const PRERENDERED_FOLDER = 'prerendered';

/** Serves the built React app, with every non-API path falling back to index.html or the page prerendered there. */
export function registerWebApp(app: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hasFile = webFileList(webDist);
  const sendPage = (url: string, reply: FastifyReply) => {
    const prerendered = `/${PRERENDERED_FOLDER}${urlPathOf(url) ?? ''}.html`;
    return (
      reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        // Our header, not @fastify/static's own (`public, max-age=0`): a page is checked with the server every time.
        .sendFile(hasFile(prerendered) ? prerendered.slice(1) : 'index.html', { cacheControl: false })
    );
  };
  if (hasWeb) {
    app.register(fastifyStatic, {
      root: webDist,
      // reply.sendFile only: the one route below finds the file (see webFileList).
      serve: false,
      index: false,
      // The web build writes each asset's Brotli and gzip beside it (apps/web/vite.config.ts): sent to browsers
      // that accept them, with `vary: accept-encoding`; the file itself to the others.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (HASHED_ASSET.test(urlPathIn(webDist, filePath)))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request.url, reply));
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = urlPathOf(request.url);
      if (pathname === null || SOURCE_MAP.test(pathname) || !hasFile(pathname)) return reply.callNotFound();
      return reply.sendFile(pathname.slice(1));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (
      hasWeb &&
      !SERVER_PATHS.test(pathname) &&
      !SOURCE_MAP.test(pathname) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return sendPage(request.url, reply);
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${pathname} not found`,
      request_id: request.id,
    });
  });
}
