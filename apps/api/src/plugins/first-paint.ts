/**
 * GET /api/creator/first-paint?path=/creator: a signed-in page's first paint, rendered here for its caller with their
 * data (issue 22, docs/decisions/036-prerendered-pages.md). The web's early-requests script asks for it while the
 * app's code loads and shows it at once; the app then hydrates it with the query cache it came with.
 *
 * The render is the web app's own (apps/web/src/app/prerender.tsx, built for Node by the web build): its queries
 * reach this API through `app.inject` with the caller's token, so every guard and permission holds as for the
 * browser's own requests (and their answers come from the response cache when kept).
 */
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../errors';
import { withTimeout } from '../infra/timeout';
import { bearerOf } from '../infra/tokens';

/** The web build's server render (apps/web/vite.config.ts's prerender build), beside the built app. */
export function serverRenderFile(webDist: string): string {
  return path.resolve(webDist, '../node_modules/.prerender/prerender.cjs');
}

/** What app/prerender.tsx exports for a first paint. */
export interface ServerRender {
  FIRST_PAINT_PATHS: readonly string[];
  renderFirstPaint(
    pathname: string,
    scope: { creatorToken: string | null; fetch: (request: Request) => Promise<Response> },
  ): Promise<{ html: string; queries: unknown } | null>;
}

/** Past this the browser has long drawn the page itself (it waits 1.5 s): the request ends rather than hangs. */
export const RENDER_TIMEOUT_MS = 5_000;

const querySchema = z.object({ path: z.string().min(1).max(200) }).strict();
const firstPaintSchema = z.object({ html: z.string(), queries: z.unknown() });

/** A fetch that answers from this app in process (app.inject), as the browser's fetch would over the network. */
export function injectFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const reply = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) headers.append(name, String(one));
    }
    // A 204 or 304 has no body (the Response constructor refuses one).
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers });
  };
}

/** The render module, imported once when first asked for; null when the web build has none. */
function serverRenderLoader(file: string, log: FastifyInstance['log']): () => Promise<ServerRender | null> {
  let loading: Promise<ServerRender | null> | undefined;
  return () =>
    // A path, not a file URL: the start bundle turns import() into require() (scripts/api-bundle.mjs).
    (loading ??= import(file).then(
      (module) => module as ServerRender,
      (error: unknown) => {
        log.warn({ err: error, file }, 'first paint: no server render (build the web app)');
        return null;
      },
    ));
}

export function firstPaintRoutes(app: FastifyInstance, webDist: string): FastifyPluginAsyncZod {
  const serverRender = serverRenderLoader(serverRenderFile(webDist), app.log);
  return async (api) => {
    api.get('/creator/first-paint', {
      config: { auth: 'creator' },
      schema: {
        tags: ['web'],
        summary: "A creator portal page's first paint: its HTML and query cache, rendered for the caller",
        querystring: querySchema,
        response: { 200: firstPaintSchema },
      },
      handler: async (request, reply) => {
        const render = await serverRender();
        // Not built (the API alone, in tests): there is no first paint to give, as for a page without one.
        if (!render)
          throw new AppError('NOT_FOUND', 'No first paint here (the web build is missing): the page renders itself');
        if (!render.FIRST_PAINT_PATHS.includes(request.query.path)) {
          throw fieldError('path', 'this page has no first paint', 'NOT_FOUND');
        }
        const rendering = render.renderFirstPaint(request.query.path, {
          // The guard has checked it: the caller's own live creator session.
          creatorToken: bearerOf(request.headers.authorization) ?? null,
          fetch: injectFetch(app),
        });
        const paint = await withTimeout(rendering, RENDER_TIMEOUT_MS, 'the render').catch((error: unknown) => {
          // A bug of the render (logged and reported) or a render too slow to be of use: the browser draws the page.
          request.log.error({ err: error, path: request.query.path }, 'first paint failed');
          throw new AppError('UNAVAILABLE', 'The first paint failed: the page renders itself');
        });
        if (!paint) throw fieldError('path', 'this page has no first paint', 'NOT_FOUND');
        // The caller's own data: never kept by a cache between them and us.
        void reply.header('cache-control', 'private, no-store');
        return paint;
      },
    });
  };
}
