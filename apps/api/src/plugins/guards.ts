/**
 * One guard style for every route: each route under /api and /ms declares who may call it in its
 * options, next to its schema (`config: { auth: 'merchant' }` or `'public'`). This plugin turns the
 * declaration into an onRequest hook and the OpenAPI security entry, adds the error reply to the
 * documented responses, and refuses to start when a route declares nothing, so no route is
 * unguarded by mistake. `app.routeGuards` lists every route with its guard (for tests and audits).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { errorReplySchema } from '@app/shared/errors';
import type { Actor, ClientInfo, CreatorActor } from '../actor';
import { AppError } from '../errors';
import { reachableCompanies } from '../modules/companies/access';
import type { Deps } from '../deps';

/**
 * Who may call a route: anyone; a merchant with a live session; or anyone, with the merchant
 * resolved when a token is sent (a sent token must be valid); a sign-up token or a merchant (the
 * e-mail code calls); a creator with a live creator session; a creator's sign-up token.
 * Merchant and creator tokens are refused by each other's routes (403).
 */
export type RouteAuth = 'public' | 'merchant' | 'merchant-optional' | 'signup' | 'creator' | 'creator-signup';
const ROUTE_AUTHS: readonly RouteAuth[] = [
  'public',
  'merchant',
  'merchant-optional',
  'signup',
  'creator',
  'creator-signup',
];

export interface RouteGuard {
  method: string;
  url: string;
  auth: RouteAuth;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    actor?: Actor;
    /** The creator resolved by the creator guard. */
    creator?: CreatorActor;
    /** The sign-up attempt of a sign-up token (routes declared `auth: 'signup'`). */
    signupAttemptId?: string;
  }
  interface FastifyInstance {
    routeGuards: RouteGuard[];
  }
}

export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * The brand area's calls (spec sections 4 and 6: the SME area is separate from the brand area, with its own
 * session): a small business's merchant is refused them (403). The SME area reads only a campaign's single-campaign
 * call (its description) and a company's theme of them; its own calls are under /api/sme, and content, reports,
 * payments, notifications and the profile are shared (each checks access to the rows it names).
 */
const BRAND_AREA = [
  '/api/companies',
  '/api/campaigns',
  '/api/campaign_drafts',
  '/api/jobs-marketplace',
  '/api/influencer_groups',
  '/api/merchant/influencer_groups',
  '/api/influencers',
  '/api/contracts',
  '/api/contract_templates',
  '/api/universe',
  '/api/upload/campaign',
  '/api/user/merchant/onboarding',
  '/ms/briefs',
];
const inBrandArea = (url: string) => BRAND_AREA.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
const SME_MAY_READ = new Set(['GET /api/campaigns/:id', 'GET /api/companies/:id/custom_config']);

/** Whether the merchant is a small business's (an SME account reached, or signed up as one). */
async function isSmeMerchant(deps: Deps, merchantId: string): Promise<boolean> {
  // The companies the merchant reaches come from the session cache (read once when cold, however many requests ask
  // at that moment: issue 22); one who reaches none (a small business signed up but without its business yet, or a
  // new brand merchant) is asked of the database.
  const reached = await reachableCompanies(deps, merchantId);
  if (reached.length) return reached.some((c) => c.is_sme && c.company_role === 'ACCOUNT');
  const result = await deps.db.execute<{ sme: boolean }>(sql`
    select exists (select 1 from merchants where id = ${merchantId} and signed_up_as_sme) as sme`);
  const sme = result.rows[0]?.sme;
  return sme === true || String(sme) === 't';
}

/** Routes that belong to the API (and so must declare a guard); docs and static files do not. */
const isApiRoute = (url: string) => /^\/(api|ms)(\/|$)/.test(url) && !url.startsWith('/api/docs');

export function registerRouteGuards(app: FastifyInstance, deps: Deps): void {
  const guards: RouteGuard[] = [];
  app.decorate('routeGuards', guards);
  const requireMerchant = async (request: FastifyRequest) => {
    request.actor = await deps.tokens.authenticate(deps.db, deps.cache, request.headers.authorization);
  };

  const refuseSme = async (request: FastifyRequest) => {
    if (request.actor && (await isSmeMerchant(deps, request.actor.merchantId)))
      throw new AppError('FORBIDDEN', 'This is the brand area: a small business uses the SME area', {
        field: 'is_sme',
      });
  };

  const optionalMerchant = async (request: FastifyRequest) => {
    if (request.headers.authorization) await requireMerchant(request);
  };
  // The e-mail code calls: a sign-up token (before the account exists) or a merchant session.
  const signupOrMerchant = async (request: FastifyRequest) => {
    const attemptId = await deps.tokens.signupAttemptOf(request.headers.authorization);
    if (attemptId) request.signupAttemptId = attemptId;
    else await requireMerchant(request);
  };
  const requireCreator = async (request: FastifyRequest) => {
    request.creator = await deps.tokens.authenticateCreator(deps.db, deps.cache, request.headers.authorization);
  };
  const creatorSignup = async (request: FastifyRequest) => {
    const attemptId = await deps.tokens.signupAttemptOf(request.headers.authorization);
    if (!attemptId) throw new AppError('UNAUTHENTICATED', 'Send the token your sign-up answered with');
    request.signupAttemptId = attemptId;
  };
  const hooks = {
    merchant: requireMerchant,
    'merchant-optional': optionalMerchant,
    signup: signupOrMerchant,
    creator: requireCreator,
    'creator-signup': creatorSignup,
  } as const;

  app.addHook('onRoute', (route: RouteOptions) => {
    // Fastify's HEAD twin of a GET route (copied before this hook ran) runs the same handler: it gets the same guard,
    // listed once
    if (!isApiRoute(route.url)) return;
    const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth;
    if (!auth || !ROUTE_AUTHS.includes(auth)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no guard: ` +
          `set config.auth to one of ${ROUTE_AUTHS.join(', ')}`,
      );
    }
    if (route.method !== 'HEAD')
      for (const method of [route.method].flat()) guards.push({ method, url: route.url, auth });
    if (auth !== 'public') {
      // onRequest: the caller is known before the body is parsed or validated, so a stranger gets 401, not 400.
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      const brandArea =
        auth === 'merchant' &&
        inBrandArea(route.url) &&
        ![route.method].flat().every((method) => SME_MAY_READ.has(`${method} ${route.url}`));
      route.onRequest = [hooks[auth], ...(brandArea ? [refuseSme] : []), ...existing];
    }
    if (route.schema && !route.schema.hide) {
      const schema = route.schema as Record<string, unknown> & { response?: Record<string, unknown> };
      if (auth !== 'public' && auth !== 'merchant-optional') schema.security ??= bearerSecurity;
      if (auth === 'merchant-optional') schema.security ??= [{}, ...bearerSecurity];
      schema.response = { ...schema.response, '4XX': errorReplySchema, '5XX': errorReplySchema };
    }
  });
}

/** The actor resolved by the merchant guard; routes declared `auth: 'merchant'` always have one. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`route ${request.routeOptions.url} is missing the merchant guard`);
  return request.actor;
}

/** The creator resolved by the creator guard; routes declared `auth: 'creator'` always have one. */
export function creatorOf(request: FastifyRequest): CreatorActor {
  if (!request.creator) throw new Error(`route ${request.routeOptions.url} is missing the creator guard`);
  return request.creator;
}

/** The sign-up attempt of a route declared `auth: 'creator-signup'`. */
export function signupAttemptOf(request: FastifyRequest): string {
  if (!request.signupAttemptId) throw new Error(`route ${request.routeOptions.url} is missing the sign-up guard`);
  return request.signupAttemptId;
}

/** Who is verifying an e-mail code: a sign-up waiting for it, or a merchant whose address is unverified. */
export type CodeHolder = { attemptId: string } | { actor: Actor };

export function codeHolderOf(request: FastifyRequest): CodeHolder {
  if (request.signupAttemptId) return { attemptId: request.signupAttemptId };
  return { actor: actorOf(request) };
}

/** What services record about the caller; services never see the Fastify request itself. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
