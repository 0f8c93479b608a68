/**
 * GET /api/creator/first-paint?path=/creator and GET /api/user/merchant/first-paint?path=/companies/{id}/dashboard
 * (also its campaigns and creator discovery): a signed-in page's first paint, rendered here for its caller with their
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
import { AppError, ERROR_STATUS, fieldError, type ErrorCode } from '../errors';
import { withTimeout } from '../infra/timeout';
import { bearerOf } from '../infra/tokens';

/** The web build's server render (apps/web/vite.config.ts's prerender build), beside the built app. */
export function serverRenderFile(webDist: string): string {
  return path.resolve(webDist, '../node_modules/.prerender/prerender.cjs');
}

/** The session a first paint is rendered for: the creator portal's, or the brand area's (a merchant session). */
type FirstPaintSession = 'creator' | 'brand';

/** What app/prerender.tsx exports for a first paint. */
export interface ServerRender {
  /** The session a page (path and query) is rendered for; null for a page without a first paint. */
  firstPaintSession(path: string): FirstPaintSession | null;
  /** Throws an error named FirstPaintRefused, with the failed request's `code`, when the page cannot be rendered. */
  renderFirstPaint(
    path: string,
    scope: {
      creatorToken: string | null;
      brandToken: string | null;
      timeZone?: string;
      viewportWidth?: number;
      fetch: (request: Request) => Promise<Response>;
    },
  ): Promise<{ html: string; queries: unknown } | null>;
}

/** Past this the browser has long drawn the page itself (it waits 1.5 s): the request ends rather than hangs. */
export const RENDER_TIMEOUT_MS = 5_000;

/** Whether the runtime knows an IANA time zone (`Africa/Nairobi`). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const querySchema = z
  .object({
    // The page's address with its query (discovery's filters), as the browser shows it.
    path: z.string().min(1).max(2000).startsWith('/', 'must be a path of this site, starting with /'),
    tz: z.string().max(100).refine(isTimeZone, 'must be an IANA time zone, e.g. Africa/Nairobi').optional(),
    // The viewport's width in CSS pixels: the layouts chosen by width are drawn as the browser will.
    width: z.coerce.number().int().min(1).max(20_000).optional(),
  })
  .strict();
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

/** A refusal of the render (a request of the page failed): the API answers with that request's code. */
function refusalOf(error: unknown): AppError | null {
  if (!(error instanceof Error) || error.name !== 'FirstPaintRefused') return null;
  const code = (error as Error & { code?: string }).code ?? '';
  const known = Object.hasOwn(ERROR_STATUS, code) && ERROR_STATUS[code as ErrorCode] < 500;
  return new AppError(known ? (code as ErrorCode) : 'UNAVAILABLE', `No first paint: ${error.message}`);
}

const ROUTE_OF: Record<FirstPaintSession, { url: string; auth: 'creator' | 'merchant'; summary: string }> = {
  creator: {
    url: '/creator/first-paint',
    auth: 'creator',
    summary: "A creator portal page's first paint: its HTML and query cache, rendered for the caller",
  },
  brand: {
    url: '/user/merchant/first-paint',
    auth: 'merchant',
    summary: "A company page's first paint (dashboard, campaigns, creator discovery), rendered for the caller",
  },
};

export function firstPaintRoutes(app: FastifyInstance, webDist: string): FastifyPluginAsyncZod {
  const serverRender = serverRenderLoader(serverRenderFile(webDist), app.log);
  return async (api) => {
    for (const [session, route] of Object.entries(ROUTE_OF) as Array<[FirstPaintSession, (typeof ROUTE_OF)['brand']]>)
      api.get(route.url, {
        config: { auth: route.auth },
        schema: {
          tags: ['web'],
          summary: route.summary,
          querystring: querySchema,
          response: { 200: firstPaintSchema },
        },
        handler: async (request, reply) => {
          const render = await serverRender();
          // Not built (the API alone, in tests): there is no first paint to give, as for a page without one.
          if (!render)
            throw new AppError('NOT_FOUND', 'No first paint here (the web build is missing): the page renders itself');
          const { path: page, tz, width } = request.query;
          if (render.firstPaintSession(page) !== session) throw fieldError('path', NO_FIRST_PAINT, 'NOT_FOUND');
          // The guard has checked it: the caller's own live session of the page's kind.
          const token = bearerOf(request.headers.authorization) ?? null;
          const rendering = render.renderFirstPaint(page, {
            creatorToken: session === 'creator' ? token : null,
            brandToken: session === 'brand' ? token : null,
            ...(tz ? { timeZone: tz } : {}),
            ...(width ? { viewportWidth: width } : {}),
            fetch: injectFetch(app),
          });
          const paint = await withTimeout(rendering, RENDER_TIMEOUT_MS, 'the render').catch((error: unknown) => {
            const refused = refusalOf(error);
            if (refused) throw refused;
            // A bug of the render (logged and reported) or a render too slow to be of use: the browser draws the page.
            request.log.error({ err: error, path: page }, 'first paint failed');
            throw new AppError('UNAVAILABLE', 'The first paint failed: the page renders itself');
          });
          if (!paint) throw fieldError('path', NO_FIRST_PAINT, 'NOT_FOUND');
          // The caller's own data: never kept by a cache between them and us.
          void reply.header('cache-control', 'private, no-store');
          return paint;
        },
      });
  };
}

const NO_FIRST_PAINT = 'this page has no first paint';
