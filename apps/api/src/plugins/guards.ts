import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import type { Actor } from './auth';

/** preHandler: resolves the bearer token, or answers 401. */
export function requireActor(deps: Deps) {
  return async (request: FastifyRequest) => {
    request.actor = await deps.tokens.authenticate(deps.db, deps.cache, request.headers.authorization);
  };
}

/** The actor set by requireActor; routes that use it always run after the guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route is missing the requireActor guard');
  return request.actor;
}

export const bearerSecurity = [{ bearerAuth: [] }];
