/**
 * The browser's error-reporting SDK (@sentry/react), in a chunk of its own that lib/error-reporting.ts loads after
 * the first render, and only in a build made with VITE_SENTRY_DSN (docs/decisions/028-error-reporting.md).
 *
 * Rates from the spec: every trace (1), a session replay for one session in ten (0.1), a replay of every session that
 * meets an error (1). Replays mask every text and input and block media; the SDK collects no user fields, cookies,
 * bodies or query parameters; the shared scrubber (@app/shared/error-reporting) runs over every event, span,
 * breadcrumb, replay event and custom recording event before anything leaves.
 */
import * as Sentry from '@sentry/react';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubValue } from '@app/shared/error-reporting';
import { version } from '../../../../package.json';

export interface ReportContext {
  /** Where it was caught: `route` (the route error element), `window` (an error before the SDK loaded). */
  source: string;
}

export interface BrowserReporter {
  capture(error: unknown, context: ReportContext): void;
}

/** Attributes a replay shows masked (text and inputs are masked anyway): links and values can name people. */
const MASKED_ATTRIBUTES = ['title', 'placeholder', 'aria-label', 'aria-description', 'alt', 'href', 'value'];

export function initSentry(dsn: string): BrowserReporter {
  Sentry.init({
    dsn,
    release: import.meta.env.VITE_SENTRY_RELEASE || `creatorhub@${version}`,
    environment: import.meta.env.VITE_SENTRY_ENVIRONMENT || import.meta.env.MODE,
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        maskAttributes: MASKED_ATTRIBUTES,
        networkDetailAllowUrls: [],
        // Breadcrumbs, navigations and request timings inside the recording (the DOM is masked above).
        beforeAddRecordingEvent: (event) => scrubValue(event) as typeof event,
      }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubValue(span) as typeof span,
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  // A replay's own event (its page URLs among it) is not an error event: beforeSend does not see it.
  Sentry.addEventProcessor((event) => (event.type === 'replay_event' ? scrubEvent(event) : event));
  return {
    capture(error, context) {
      Sentry.withScope((scope) => {
        scope.setTag('caught_by', context.source);
        Sentry.captureException(error ?? new Error(FILTERED));
      });
    },
  };
}
