/**
 * Error reporting through @sentry/node (docs/decisions/028-error-reporting.md), on when SENTRY_DSN is set and off
 * (nothing loaded, nothing sent) when it is not.
 *
 * What is sent: unexpected server errors (the 5xx answers of the error handler, never a 4xx: those are the caller's
 * input), tagged with the request id of the reply and the log line, and the spans of every request (trace sample
 * rate 1, as the spec says). The SDK collects little (SERVER_DATA_COLLECTION: no bodies, cookies or user fields), and
 * every event, span and breadcrumb passes the shared scrubber (@app/shared/error-reporting) before it leaves.
 *
 * The SDK is process-wide: the first app built with a DSN starts it, the last one closed flushes and stops it (tests
 * build several apps in one process).
 */
import type { NodeOptions } from '@sentry/node';
import { scrubBreadcrumb, scrubEvent, scrubValue } from '@app/shared/error-reporting';
import type { Config } from '../config';

export interface ReportContext {
  requestId: string;
  method: string;
  /** The route's pattern (`/api/campaigns/:id`), never the URL with its values. */
  route?: string;
}

export interface ErrorReporter {
  readonly enabled: boolean;
  capture(error: unknown, context: ReportContext): void;
  /** Waits until what was captured has been sent (or the timeout passed); true when all went. */
  flush(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

const OFF: ErrorReporter = {
  enabled: false,
  capture: () => undefined,
  flush: async () => true,
  close: async () => undefined,
};

/**
 * What the SDK itself collects (its `dataCollection`, which replaced `sendDefaultPii`): no user fields, cookies,
 * bodies, query parameters, response headers, query or job data or local variables; request headers only from this
 * list. The scrubber runs over whatever remains.
 */
export const SERVER_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: {
    request: { allow: ['accept', 'content-type', 'content-length', 'user-agent', 'x-request-id'] },
    response: false,
  },
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  genAI: { inputs: false, outputs: false },
} satisfies NodeOptions['dataCollection'];

/** Apps sharing the started SDK; it stops when the last one closes. */
let users = 0;

/**
 * The SDK is imported only when a DSN is set: loading it costs about a second of a start (issue 22: `npm start` on a
 * restart), for nothing when reporting is off.
 */
export async function startErrorReporting(settings: Config['sentry']): Promise<ErrorReporter> {
  if (!settings) return OFF;
  const Sentry = await import('@sentry/node');
  if (users === 0 || !Sentry.isEnabled()) {
    Sentry.init({
      dsn: settings.dsn,
      environment: settings.environment,
      release: settings.release,
      tracesSampleRate: 1,
      dataCollection: SERVER_DATA_COLLECTION,
      includeLocalVariables: false,
      // Started from buildApp, after the modules are loaded: load-time module hooks would change nothing here.
      enableRuntimeChannelInjection: false,
      integrations: [
        // Transactions named by route pattern; errors are captured by our error handler (5xx only), not here.
        Sentry.fastifyIntegration({ shouldHandleError: () => false }),
      ],
      beforeSend: (event) => scrubEvent(event),
      // Spans are streamed (the SDK's default trace lifecycle): each one scrubbed, its attributes included.
      beforeSendSpan: (span) => scrubValue(span) as typeof span,
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    });
  }
  users += 1;
  let closed = false;
  return {
    enabled: true,
    capture(error, context) {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', context.requestId);
        if (context.route) scope.setTag('route', context.route);
        scope.setContext('api_request', {
          request_id: context.requestId,
          method: context.method,
          route: context.route ?? null,
        });
        Sentry.captureException(error);
      });
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      users -= 1;
      if (users === 0) await Sentry.close(2000);
    },
  };
}
