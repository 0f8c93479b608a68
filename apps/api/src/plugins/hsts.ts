/**
 * Strict-Transport-Security only on replies to https requests (docs/decisions/028-error-reporting.md): a browser
 * ignores it over plain http, and sending it there (a local `npm start`, a test) says nothing true. Behind a proxy
 * that ends TLS, TRUST_PROXY makes `request.protocol` read X-Forwarded-Proto. Helmet's own header is turned off.
 */
import type { FastifyInstance } from 'fastify';

/** Helmet's default value: a year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function registerHttpsOnlyHsts(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
}
