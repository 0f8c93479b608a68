/**
 * Request ids (docs/decisions/028-error-reporting.md): every request has one, taken from an incoming `X-Request-Id`
 * when it is a short safe token (a proxy's or the web app's), else a new UUID. It is echoed in the `x-request-id`
 * response header, carried by every error reply as `request_id` (plugins/errors.ts), by every log line of the
 * request (one per request, below) and by its error report, so a person quoting the "Reference" of a failure leads
 * to all three.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The key of the id in every log line of a request (Fastify's `requestIdLogLabel`). */
export const REQUEST_ID_LOG_LABEL = 'request_id';

/** 8 to 64 letters, digits and `._:-`: nothing a log line or a header could be bent with. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's `genReqId`: the caller's id when it is safe, else a new one. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The `x-request-id` header on every reply. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/**
 * Fastify's request log lines, one per request instead of two ("incoming request" is not written): method, path
 * (without the query, which may hold tokens), route pattern, status and duration, under the request's id.
 */
class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: REQUEST_ID_LOG_LABEL });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}

/** Fastify's `logController` option. */
export function requestLogController(): LogController {
  return new OneLinePerRequest();
}
